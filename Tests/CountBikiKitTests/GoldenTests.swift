import CountBikiKit
import Foundation
import TestSupport
import Testing

/// Seed 1, the first 20 questions of every built-in topic, one line each:
/// topic, display, accepted readings, spoken text, answer.
private func goldenText() -> String {
  var lines: [String] = []
  for topic in BuiltIn.catalog.topics {
    var deck = Deck(topics: [topic], seed: 1)
    for _ in 0..<20 {
      let q = deck.next()
      lines.append(
        [q.topic, q.display, q.reading.accepted.joined(separator: " "), SpokenPart.written(of: q.spokenParts), q.answer].joined(
          separator: "\t"))
    }
  }
  return lines.joined(separator: "\n")
}

/// The questions a seed gives must never change: a learner replays a session by its seed.
/// The recorded questions are `Golden/seed1.tsv`, a resource of this test target. After a
/// deliberate change (a new topic, a corrected reading) re-record it with
///
///     COUNTBIKI_RECORD_GOLDEN=1 swift test --filter GoldenTests
///
/// and review its diff before committing it.
@Test func seedOneGivesTheRecordedQuestionsForEveryTopic() throws {
  let text = goldenText()
  if ProcessInfo.processInfo.environment["COUNTBIKI_RECORD_GOLDEN"] != nil {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Golden/seed1.tsv")
    try (text + "\n").write(to: source, atomically: true, encoding: .utf8)
  }
  let fixture = try #require(Bundle.module.url(forResource: "seed1", withExtension: "tsv"))
  let recorded = try String(contentsOf: fixture, encoding: .utf8)
  let expected = recorded.dropLast(recorded.hasSuffix("\n") ? 1 : 0)
    .split(separator: "\n", omittingEmptySubsequences: false)
  let actual = text.split(separator: "\n", omittingEmptySubsequences: false)
  #expect(actual.count == expected.count)
  for (index, (got, want)) in zip(actual, expected).enumerated() where got != want {
    Issue.record("line \(index + 1): got “\(got)”, recorded “\(want)”")
  }
}
