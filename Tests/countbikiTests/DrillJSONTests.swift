import CountBikiKit
import Foundation
import TestSupport
import Testing

/// The `--json` summary as one value, to check the streamed output against.
private struct WholeSummary: Codable {
  let challenges: [Challenge]
  let elapsed: Double
  let missed: [Question]
  let mode: Mode
  let seed: UInt64
  let topics: [String]
  let totals: Summary.Totals
}

/// Seed 2 of counters.hon asks 12本, 15本, 12本, 16本: right, wrong then right, a skip, a skip.
@Test(arguments: ["12\n7\n15\n:skip\n:skip\n", ":quit\n", "12\n"])
func theStreamedJSONSummaryIsTheWholeSummaryEncodedAtOnce(input: String) async throws {
  let result = try await Binary.run(
    ["drill", "counters.hon", "--seed", "2", "--questions", "4", "--audio", "none", "--json"],
    input: input)
  #expect(result.status == 0)
  #expect(result.error == "")
  let summary = try JSONDecoder().decode(WholeSummary.self, from: Data(result.output.utf8))
  #expect(result.output == (try JSON.encode(summary)) + "\n")
  switch input {
  case ":quit\n":
    #expect(summary.challenges.isEmpty && summary.missed.isEmpty)
  case "12\n":
    #expect(summary.challenges.map(\.question.display) == ["12本"])
  default:
    #expect(summary.challenges.map(\.question.display) == ["12本", "15本", "12本", "16本"])
    #expect(
      summary.challenges.map { $0.submissions.map(\.kind) } == [
        [.correct], [.incorrect, .correct], [.skip], [.skip],
      ])
    #expect(summary.missed.map(\.display) == ["15本", "12本", "16本"])
    #expect(summary.totals == Summary.Totals(asked: 4, correct: 1, missed: 1, skipped: 2))
  }
}
