import CountBikiKit
import Foundation
import Speech
import SpeechClient
import TestSupport
import Testing

@Test func kanaWithASentencesPunctuationIsOurReading() {
  for reading in ["せんにひゃくさんじゅうよえん", "まもなく、さんばんせんに、", "ポイントカードはおもちですか？", " "] {
    #expect(SpokenReading(SpokenPart(written: "x", reading: reading)) == .ours(reading))
  }
}

@Test func aReadingThatStillHoldsDigitsKanjiOrLettersIsNone() {
  for (written, reading) in [("14時30分", "14時30分"), ("14時", "14じ"), ("CD", "CD"), ("3番線", "さん番せん")] {
    #expect(SpokenReading(SpokenPart(written: written, reading: reading)) == .missing(written: written))
  }
}

@Test func noEngineIsGivenADisplayWithoutOurReading() async throws {
  // What a generator's fallback would hand on: the display itself as the reading.
  let fallbacks = CallLog()
  let client = SpeechClient.live(
    voicesDirectory: PackageFolder.voices, device: "null", fallback: { fallbacks.append($0.description) })
  let parts = [SpokenPart(written: "ただいま", reading: "ただいま"), SpokenPart(written: "14時30分", reading: "14時30分")]
  await #expect(throws: SpeechError.noReading(written: "14時30分")) {
    try await client.render(Utterance(parts, voice: .builtInDefault))
  }
  // Not a failing voice that espeak-ng stands in for: nothing is said at all.
  #expect(fallbacks.all.isEmpty)
}

@Test func everyBuiltInTopicsQuestionsHaveOurReadingToSay() {
  var generator = SplitMix64(seed: 30)
  for topic in BuiltIn.catalog.topics {
    for _ in 0..<Sweep.count(8, full: 200) {
      let question =
        topic.isSituation ? topic.question(context: .mix, using: &generator) : topic.question(using: &generator)
      #expect(SpokenReading.missing(in: question.spokenParts) == nil, "\(topic.id): \(question.display)")
    }
  }
}
