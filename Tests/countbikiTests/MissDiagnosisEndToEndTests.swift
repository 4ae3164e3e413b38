import Foundation
import TestSupport
import Testing

/// A topic of two numbers, 1,134 and 1,234, asked in turn (seed 1: 1,234 first).
private func pairTopicConfig() throws -> URL {
  let config = try TemporaryFolder.make("countbiki-config")
  let topics = config.appendingPathComponent("countbiki/topics")
  try FileManager.default.createDirectory(at: topics, withIntermediateDirectories: true)
  try Data(
    """
    { "category": "numbers", "title": "Plain numbers", "order": 1,
      "topics": [ { "id": "numbers.pair", "title": "1,134 or 1,234", "description": "Two numbers.",
        "kind": "range", "min": 1134, "max": 1234, "step": 100 } ] }
    """.utf8
  ).write(to: topics.appendingPathComponent("pair.json"))
  return config
}

private let answers = "1243\n1234\n1734\n1134\n12340\n1234\n1134\n"
private let drill = ["drill", "numbers.pair", "--seed", "1", "--questions", "4", "--audio", "none"]

@Test func aScriptedDrillSaysWhyEachAnswerWasMissed() async throws {
  let config = try pairTopicConfig()
  defer { try? FileManager.default.removeItem(at: config) }
  let result = try await Binary.run(drill + ["--no-history"], input: answers, config: config)
  #expect(result.status == 0)
  let lines = result.output.split(separator: "\n").map(String.init)
  #expect(lines.contains("  1243 → wrong, listen again — you swapped 3 and 4"))
  #expect(lines.contains("  1734 → wrong, listen again — いち and しち sound alike: 1 heard as 7"))
  #expect(lines.contains("  12340 → wrong, listen again — place value: 10 times too large"))
}

@Test func theJSONSummaryAndTheStatsKeepTheCauses() async throws {
  let config = try pairTopicConfig()
  let store = try TemporaryFolder.make("countbiki-store")
  defer {
    try? FileManager.default.removeItem(at: config)
    try? FileManager.default.removeItem(at: store)
  }
  let history = ["--history", store.appendingPathComponent("history.sqlite").path]
  let result = try await Binary.run(drill + history + ["--json"], input: answers, config: config)
  #expect(result.status == 0)
  let summary = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
  let challenges = summary?["challenges"] as? [[String: Any]] ?? []
  let causes = challenges.flatMap { challenge in
    (challenge["submissions"] as? [[String: Any]] ?? []).compactMap {
      ($0["diagnosis"] as? [String: Any])?["cause"] as? String
    }
  }
  #expect(causes == ["swapped-digits", "similar-sound", "place-value"])

  let stats = try await Binary.run(["stats"] + history, config: config)
  #expect(stats.status == 0)
  #expect(stats.output.contains("Why answers were missed (wrong tries by likely cause)"))
  #expect(stats.output.contains("  swapped digits "))
  let json = try await Binary.run(["stats", "--json"] + history, config: config)
  let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
  let table = (object?["causes"] as? [[String: Any]] ?? []).map { $0["cause"] as? String }
  #expect(Set(table) == ["swapped-digits", "similar-sound", "place-value"])
}

@Test func focusOnACauseAsksMinimalPairs() async throws {
  let result = try await Binary.run(
    [
      "drill", "numbers.to10000", "--seed", "3", "--questions", "4", "--audio", "none",
      "--no-history", "--focus", "swapped-digits",
    ], input: String(repeating: ":skip\n", count: 8))
  #expect(result.status == 0)
  // 4,284 then 4,248; 3,341 then 3,314: each question is followed by its digits swapped.
  let asked = result.output.split(separator: "\n").filter { $0.hasPrefix("Q") }
  #expect(
    asked == [
      "Q1 ♪ よんせんにひゃくはちじゅうよん", "Q2 ♪ よんせんにひゃくよんじゅうはち",
      "Q3 ♪ さんぜんさんびゃくよんじゅういち", "Q4 ♪ さんぜんさんびゃくじゅうよん",
    ])
}
