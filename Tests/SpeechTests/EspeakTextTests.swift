import CountBikiKit
import Foundation
import Speech
import SpeechClient
import TestSupport
import Testing

/// espeak-ng is given exactly the text it was given before the speech seam: for seed 1, twenty
/// questions of every topic, the katakana recorded in `Golden/espeak-seed1.tsv` (topic, display,
/// text). The same text, voice and settings give the same samples, so espeak-ng's clips stay
/// the same byte for byte.
@Test func espeakIsGivenTheRecordedKatakanaForEveryTopic() throws {
  let fixture = try #require(Bundle.module.url(forResource: "espeak-seed1", withExtension: "tsv"))
  let recorded = try String(contentsOf: fixture, encoding: .utf8).split(separator: "\n").map(String.init)
  var actual: [String] = []
  for topic in BuiltIn.catalog.topics {
    var deck = Deck(topics: [topic], seed: 1)
    for _ in 0..<20 {
      let q = deck.next()
      actual.append([q.topic, q.display, Espeak.text(for: q.spokenParts)].joined(separator: "\t"))
    }
  }
  if ProcessInfo.processInfo.environment["COUNTBIKI_RECORD_GOLDEN"] != nil {
    // After a deliberate change (new topics), re-record with
    // COUNTBIKI_RECORD_GOLDEN=1 swift test --filter espeakIsGiven, and review the diff.
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Golden/espeak-seed1.tsv")
    try (actual.joined(separator: "\n") + "\n").write(to: source, atomically: true, encoding: .utf8)
  }
  #expect(actual.count == recorded.count)
  for (index, (got, want)) in zip(actual, recorded).enumerated() where got != want {
    Issue.record("line \(index + 1): got “\(got)”, recorded “\(want)”")
  }
}

@Test func espeakTextMarksLongVowelsAcrossParts() {
  let parts = [
    SpokenPart(written: "14時", reading: "じゅうよじ"), SpokenPart(written: " ", reading: " "),
    SpokenPart(written: "10日", reading: "とおか"),
  ]
  #expect(Espeak.text(for: parts) == "ジューヨジ トーカ")
}
