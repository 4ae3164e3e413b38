import CountBikiKit
import Foundation
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
        [q.topic, q.display, q.reading.accepted.joined(separator: " "), q.spoken, q.answer].joined(
          separator: "\t"))
    }
  }
  return lines.joined(separator: "\n")
}

/// The questions a seed gives must never change: a learner replays a session by its seed.
/// After a deliberate change (a new topic, a corrected reading) re-record the fixture with
///
///     COUNTBIKI_RECORD_GOLDEN=1 swift test --filter GoldenTests
///
/// and review the diff of Golden/GoldenSeed1.swift before committing it.
@Test func seedOneGivesTheRecordedQuestionsForEveryTopic() throws {
  let text = goldenText()
  if ProcessInfo.processInfo.environment["COUNTBIKI_RECORD_GOLDEN"] != nil {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Golden/GoldenSeed1.swift")
    let source = """
      // The first 20 questions of every built-in topic with seed 1, recorded by GoldenTests.swift
      // (see there how to re-record).
      let goldenSeed1 = #\"\"\"
      \(text)
      \"\"\"#

      """
    try source.write(to: file, atomically: true, encoding: .utf8)
  }
  let expected = goldenSeed1.split(separator: "\n", omittingEmptySubsequences: false)
  let actual = text.split(separator: "\n", omittingEmptySubsequences: false)
  #expect(actual.count == expected.count)
  for (index, (got, want)) in zip(actual, expected).enumerated() where got != want {
    Issue.record("line \(index + 1): got “\(got)”, recorded “\(want)”")
  }
}
