import CountBikiKit
import Foundation
import Testing

@testable import countbiki

private final class Heard: @unchecked Sendable {
  let lock = NSLock()
  var rates: [Double] = []
}

@Test func sKeySlowsOnlyTheNextUtteranceToSevenTenths() async throws {
  let heard = Heard()
  let recording = Speaker(
    speak: { request in heard.lock.withLock { heard.rates.append(request.rate) } }, cancel: {})
  let slower = SlowerNext()
  let speaker = slower.wrapping(recording)
  let request = SpeechRequest(text: "ハッピャク", reading: "はっぴゃく", rate: 0.8)
  try await speaker.speak(request)
  slower.arm(InteractiveDrill.slowerRate)
  try await speaker.speak(request)
  try await speaker.speak(request)
  let rates = heard.lock.withLock { heard.rates.map { ($0 * 1000).rounded() / 1000 } }
  #expect(rates == [0.8, 0.56, 0.8])
}
