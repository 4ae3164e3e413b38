import Foundation
import TestSupport
import Testing

/// A situation topic drilled in sentences through the built binary: a one-number template, then
/// a two-number one answered with its second number wrong, then right.
private let arguments = [
  "drill", "station.departure", "--seed", "1", "--questions", "3", "--context", "sentence",
  "--audio", "none", "--no-history",
]
private let answers = "12\n13:26 22\n13:26 12\n"

@Test func aTwoNumberSentenceIsJudgedNumberByNumberInTheTranscript() async throws {
  let result = try await Binary.run(arguments, input: answers)
  #expect(result.status == 0)
  #expect(result.error == "")
  let transcript = result.output.components(separatedBy: "\n\n").first ?? ""
  #expect(
    transcript == """
      Q1 ♪ じゅうにばんせんにでんしゃがまいります。きいろいせんまでおさがりください。
        12 → right: 12
          【12番線】に電車が参ります。黄色い線までお下がりください。
          【じゅうにばんせん】にでんしゃがまいります。きいろいせんまでおさがりください。
          A train is arriving at platform 12. Please stand behind the yellow line.
      Q2 ♪ つぎのでんしゃはじゅうさんじにじゅうろっぷんにじゅうにばんせんからでます。
        13:26 22 → wrong: number 2 of 2 missed, listen again
         ♪ つぎのでんしゃはじゅうさんじにじゅうろっぷんにじゅうにばんせんからでます。
        13:26 12 → right: 13:26 12
          次の電車は【13時26分】に【12番線】から出ます。
          つぎのでんしゃは【じゅうさんじにじゅうろっぷん】に【じゅうにばんせん】からでます。
          The next train leaves platform 12 at 13:26.
      """)
  // Each number counts: the platform of the second sentence is the one missed.
  #expect(result.output.contains("3 questions: 2 right first time, 1 missed, 0 skipped"))
  #expect(result.output.contains("  Q3  12番線  じゅうにばんせん  answer 12\n"))
}

@Test func theJSONSummaryHasOneChallengePerNumberWithItsTemplate() async throws {
  let result = try await Binary.run(arguments + ["--json"], input: answers)
  #expect(result.status == 0)
  let summary = try #require(
    try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
  let totals = try #require(summary["totals"] as? [String: Int])
  #expect(totals == ["asked": 3, "correct": 2, "missed": 1, "skipped": 0])
  let challenges = try #require(summary["challenges"] as? [[String: Any]])
  func row(_ challenge: [String: Any]) -> String {
    let question = challenge["question"] as? [String: Any] ?? [:]
    let tries = (challenge["submissions"] as? [[String: Any]] ?? []).map {
      "\($0["kind"] ?? "")=\($0["text"] ?? "")"
    }
    return "\(challenge["number"] ?? "") \(question["display"] ?? "") "
      + "\(question["template"] ?? "") \(tries.joined(separator: ","))"
  }
  #expect(
    challenges.map(row) == [
      "1 12番線 station.departure/stand-back correct=12",
      "2 13時26分 station.departure/next correct=13:26,correct=13:26",
      "3 12番線 station.departure/next incorrect=22,correct=12",
    ])
}

@Test func generateShowsASentencesNumbersAndTheirAnswers() async throws {
  let result = try await Binary.run(
    ["generate", "station.departure", "--count", "2", "--seed", "1", "--context", "sentence", "--json"])
  #expect(result.status == 0)
  let entries = try #require(
    try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [[String: Any]])
  let second = try #require(entries.last)
  #expect(second["display"] as? String == "次の電車は13時26分に12番線から出ます。")
  #expect(second["answer"] as? String == "13:26 12")
  #expect(second["template"] as? String == "station.departure/next")
  let numbers = try #require(second["numbers"] as? [[String: Any]])
  #expect(numbers.map { $0["answer"] as? String } == ["13:26", "12"])
  #expect(numbers.map { $0["reading"] as? String } == ["じゅうさんじにじゅうろっぷん", "じゅうにばんせん"])
}
