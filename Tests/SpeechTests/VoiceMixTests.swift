import Foundation
import SpeechClient
import Testing

private let a = VoiceProfile(id: "a", description: "first")
private let b = VoiceProfile(id: "b", description: "second")
private let c = VoiceProfile(id: "c", description: "third")

@Test func oneVoiceWithoutVarySpeaksEveryUtteranceAtItsRate() {
  let mix = VoiceMix([a])
  for text in ["さん", "せんにひゃく", ""] {
    #expect(mix.voice(mix.speakerID(for: text, seed: 7)) == a && mix.rateSpread(for: text, seed: 7) == 1)
  }
  #expect(VoiceMix([]).first == .builtInDefault)
}

/// Who says `text` and how much faster or slower.
private func speaker(_ mix: VoiceMix, _ text: String, seed: UInt64) -> (voice: VoiceProfile, rate: Double) {
  (mix.voice(mix.speakerID(for: text, seed: seed)), mix.rateSpread(for: text, seed: seed))
}

@Test func theSameTextInTheSameSessionKeepsItsSpeakerAndOtherSeedsDrawAgain() {
  let mix = VoiceMix([a, b, c], vary: true)
  let texts = (1...300).map { "ひゃく\($0)" }
  let first = texts.map { speaker(mix, $0, seed: 1) }
  let again = texts.map { speaker(mix, $0, seed: 1) }
  #expect(first.map(\.voice.id) == again.map(\.voice.id) && first.map(\.rate) == again.map(\.rate))
  let other = texts.map { speaker(mix, $0, seed: 2) }
  #expect(first.map(\.voice.id) != other.map(\.voice.id))
  // Each speaker takes about a third of the turns.
  for voice in [a, b, c] {
    let turns = first.filter { $0.voice == voice }.count
    #expect((70...130).contains(turns), "\(voice.id): \(turns) of 300")
  }
}

@Test func varySpreadsTheRateByAtMostTenPercentInSteps() {
  let mix = VoiceMix([a], vary: true)
  let rates = (1...500).map { mix.rateSpread(for: "\($0)", seed: 3) }
  #expect(rates.allSatisfy { (0.9 - 1e-12...1.1 + 1e-12).contains($0) })
  #expect(rates.allSatisfy { abs(($0 * 100).rounded() - $0 * 100) < 1e-9 })
  #expect(Set(rates.map { ($0 * 100).rounded() }).count == 21)
}

@Test func thePinnedSpeakersOfASeedStayTheSame() {
  let mix = VoiceMix([a, b], vary: true)
  let drawn = ["いち", "に", "さん", "よん", "ご", "ろく"].map { speaker(mix, $0, seed: 1) }
  #expect(drawn.map(\.voice.id) == ["a", "b", "a", "b", "b", "b"])
  #expect(drawn.map(\.rate) == [0.95, 0.95, 0.98, 1.0, 1.0, 0.97])
}
