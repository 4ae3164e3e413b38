import Foundation
import TestSupport
import Testing

@Test func scriptedDrillWritesTheTranscriptAndSummary() async throws {
  let result = try await Binary.run(
    ["drill", "money.conbini", "--seed", "1", "--audio", "none"],
    input: "893\n1144\n12\n:replay\nabc\n:skip\n")
  #expect(result.status == 0)
  #expect(result.error == "")
  #expect(
    result.output == """
      Q1 ♪ はっぴゃくきゅうじゅうさんえん
        893 → right: ¥893
      Q2 ♪ せんひゃくよんじゅうよえん
        1144 → right: ¥1,144
      Q3 ♪ せんよんひゃくろくじゅうえん
        12 → wrong, listen again
         ♪ せんよんひゃくろくじゅうえん
        :replay
         ♪ せんよんひゃくろくじゅうえん
        abc → not an answer: type the amount in digits, kanji or kana, as in 1234, 1234円 or せんえん
        :skip → the answer is 1460 (¥1,460)
      Q4 ♪ ななひゃくにじゅうにえん

      3 questions: 2 right first time, 1 missed, 0 skipped in 7 s. Seed 1.
      To review:
        Q3  ¥1,460  せんよんひゃくろくじゅうえん  answer 1460
      Replay these questions with --seed 1.

      """)
}

@Test func scriptedDrillWritesTheSummaryAsJSON() async throws {
  let result = try await Binary.run(
    ["drill", "money.conbini", "--seed", "1", "--questions", "1", "--audio", "none", "--json"],
    input: "1234\n")
  #expect(result.status == 0)
  #expect(
    result.output == """
      {
        "challenges" : [
          {
            "askedAt" : 0,
            "number" : 1,
            "question" : {
              "answer" : "893",
              "display" : "¥893",
              "format" : "number",
              "patterns" : [
                "happyaku"
              ],
              "prefix" : "¥",
              "reading" : {
                "accepted" : [
                  "はっぴゃくきゅうじゅうさんえん"
                ]
              },
              "spokenParts" : [
                {
                  "reading" : "はっぴゃくきゅうじゅうさんえん",
                  "written" : "893円"
                }
              ],
              "suffix" : "",
              "topic" : "money.conbini",
              "values" : [
                893
              ]
            },
            "submissions" : [
              {
                "at" : 1,
                "diagnosis" : {
                  "cause" : "unknown",
                  "line" : ""
                },
                "kind" : "incorrect",
                "text" : "1234"
              }
            ]
          }
        ],
        "elapsed" : 2,
        "missed" : [
          {
            "answer" : "893",
            "display" : "¥893",
            "format" : "number",
            "patterns" : [
              "happyaku"
            ],
            "prefix" : "¥",
            "reading" : {
              "accepted" : [
                "はっぴゃくきゅうじゅうさんえん"
              ]
            },
            "spokenParts" : [
              {
                "reading" : "はっぴゃくきゅうじゅうさんえん",
                "written" : "893円"
              }
            ],
            "suffix" : "",
            "topic" : "money.conbini",
            "values" : [
              893
            ]
          }
        ],
        "mode" : {
          "kind" : "questions",
          "limit" : 1
        },
        "seed" : 1,
        "topics" : [
          "money.conbini"
        ],
        "totals" : {
          "asked" : 1,
          "correct" : 0,
          "missed" : 1,
          "skipped" : 0
        }
      }

      """)
}

@Test func questionLimitEndsTheSessionAfterTheLastRightAnswer() async throws {
  let result = try await Binary.run(
    ["drill", "money.conbini", "--seed", "1", "--questions", "2", "--audio", "none"],
    input: "８９３円\n¥1,144\n999\n")
  #expect(result.status == 0)
  #expect(
    result.output.hasSuffix(
      "2 questions: 2 right first time, 0 missed, 0 skipped in 2 s. Seed 1.\nReplay these questions with --seed 1.\n"
    ))
}

@Test func unknownTopicSuggestsTheClosestIdAndExitsWithUsageStatus() async throws {
  let result = try await Binary.run(["drill", "money.conbni", "--audio", "none"])
  #expect(result.status == 2)
  #expect(result.output == "")
  #expect(
    result.error
      == "countbiki drill: there is no topic or category “money.conbni”; did you mean money.conbini?\n"
  )
}

@Test func generateGivesTheSameQuestionsForASeed() async throws {
  let first = try await Binary.run(["generate", "money", "--count", "5", "--seed", "7"])
  #expect(first.status == 0)
  #expect(
    first.output == """
      money.tax-included\t¥4,598\tよんせんごひゃくきゅうじゅうはちえん\t4598
      money.salary\t¥8,100,000\tはっぴゃくじゅうまんえん\t8100000
      money.shelf\t¥1,298\tせんにひゃくきゅうじゅうはちえん\t1298
      money.restaurant\t¥5,800\tごせんはっぴゃくえん\t5800
      money.percent-off\t45%\tよんじゅうごぱーせんと\t45

      """)
  #expect(
    try await Binary.run(["generate", "money", "--count", "5", "--seed", "7"]).output
      == first.output)
}

@Test func aBadUserTopicFileIsNamedAndTheRestStillLoad() async throws {
  let config = TemporaryFolder.root.appendingPathComponent("countbiki-test-\(UUID().uuidString)")
  let folder = config.appendingPathComponent("countbiki/topics")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: config) }
  try
    #"{"category": "mine", "topics": [{"id": "mine.bad", "title": "Bad", "kind": "range", "min": 1, "max": 10, "step": 4}, {"id": "mine.tea", "title": "Tea", "kind": "range", "min": 1, "max": 5, "counter": "杯"}]}"#
    .write(to: folder.appendingPathComponent("mine.json"), atomically: true, encoding: .utf8)
  let result = try await Binary.run(["topics", "mine"], config: config)
  #expect(result.status == 0)
  #expect(result.output == "mine — mine\n  mine.tea  Tea\n")
  let named =
    "countbiki: skipping a topic: \(folder.path)/mine.json: topics[0] (mine.bad).step: 4 does not divide max − min (9)\n"
  #expect(result.error == named)
  // A command that reads the catalog more than once still names the file once.
  for arguments in [
    ["generate", "mine.tea", "--context", "sentence", "--count", "1", "--seed", "1"],
    ["drill", "mine.tea", "--context", "sentence", "--questions", "1", "--seed", "1", "--audio", "none"],
  ] {
    let again = try await Binary.run(arguments, input: ":quit\n", config: config)
    #expect(again.error == named, "\(arguments[0])")
  }
}

@Test func questionsAndTimeTogetherAreAUsageError() async throws {
  let result = try await Binary.run(["drill", "money", "--questions", "3", "--time", "60"])
  #expect(result.status == 2)
  #expect(result.error == "countbiki drill: give either --questions or --time, not both.\n")
}

/// The replay line names every option that chose the questions, so following it asks the same
/// questions again: with `--focus` the seed alone would ask others (¥893 instead of ¥554).
@Test func theReplayLineAsksTheSameQuestionsAgain() async throws {
  func questions(_ output: String) -> [String] {
    output.split(separator: "\n").filter { $0.hasPrefix("Q") && $0.contains("♪") }.map(String.init)
  }
  let first = try await Binary.run(
    ["drill", "money.conbini", "--seed", "1", "--focus", "roku-tt", "--questions", "2", "--audio", "none"],
    input: ":skip\n:skip\n")
  #expect(first.status == 0)
  let replay = try #require(first.output.split(separator: "\n").last)
  #expect(replay == "Replay these questions with --seed 1 --focus roku-tt.")
  let options = replay.dropFirst("Replay these questions with ".count).dropLast().split(separator: " ")
  let again = try await Binary.run(
    ["drill", "money.conbini"] + options.map(String.init) + ["--questions", "2", "--audio", "none"],
    input: ":skip\n:skip\n")
  #expect(questions(again.output) == questions(first.output))
  #expect(questions(first.output).count == 2)
  let seedAlone = try await Binary.run(
    ["drill", "money.conbini", "--seed", "1", "--questions", "2", "--audio", "none"],
    input: ":skip\n:skip\n")
  #expect(questions(seedAlone.output) != questions(first.output))
}
