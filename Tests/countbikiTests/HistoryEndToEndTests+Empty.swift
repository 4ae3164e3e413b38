import Foundation
import TestSupport
import Testing

/// The commands that read the store, before anything is recorded: with no file, or an empty
/// one, each says there is nothing yet (as JSON with --json) and writes nothing.
extension HistoryEndToEndTests {
  /// The summary `review --json` prints with nothing to review, with `due` and `next` as given.
  static func nothingToReview(seed: Int, due: Int = 0, next: String = "null") -> String {
    """
    {
      "challenges" : [

      ],
      "due" : \(due),
      "elapsed" : 0,
      "missed" : [

      ],
      "mode" : {
        "kind" : "questions",
        "limit" : 0
      },
      "next" : \(next),
      "seed" : \(seed),
      "topics" : [

      ],
      "totals" : {
        "asked" : 0,
        "correct" : 0,
        "missed" : 0,
        "skipped" : 0
      }
    }

    """
  }

  @Test func everyJSONOutputIsJSONBeforeAnythingIsRecorded() async throws {
    let stats = try await run(["stats", "--json", "--days", "2"], clock: 1_767_258_000)
    #expect(stats.status == 0 && stats.error == "")
    #expect(
      stats.output == """
        {
          "causes" : [

          ],
          "days" : [
            {
              "count" : {
                "correct" : 0,
                "questions" : 0
              },
              "start" : "2025-12-31T00:00:00Z"
            },
            {
              "count" : {
                "correct" : 0,
                "questions" : 0
              },
              "start" : "2026-01-01T00:00:00Z"
            }
          ],
          "practiceSeconds" : 0,
          "streakDays" : 0,
          "thresholds" : [

          ],
          "topics" : [

          ],
          "weakestPatterns" : [

          ]
        }

        """)
    let review = try await run(["review", "--json", "--seed", "7"])
    #expect(review.status == 0 && review.error == "")
    #expect(review.output == Self.nothingToReview(seed: 7))
    let history = try await run(["history", "--json"])
    #expect(history.status == 0 && history.output == "[]\n")
    #expect(!FileManager.default.fileExists(atPath: store))
  }

  @Test func aReviewWithNothingDueSaysWhenTheNextIsDueInItsJSON() async throws {
    let clock = 1_767_258_000
    _ = try await run(
      ["drill", "money.conbini", "--seed", "1", "--questions", "1", "--audio", "none"],
      input: "893\n", clock: clock)
    let review = try await run(["review", "--json", "--seed", "1"], clock: clock)
    #expect(review.status == 0 && review.error == "")
    #expect(
      review.output
        == Self.nothingToReview(
          seed: 1,
          next: """
            {
                "due" : "2026-01-03T16:21:22Z",
                "pattern" : "happyaku"
              }
            """))
    let text = try await run(["review", "--seed", "1"], clock: clock)
    #expect(
      text.output
        == "No sound pattern is due for review; the next (happyaku) is due 2026-01-03 16:21.\n")
  }

  @Test func anEmptyFileIsNoHistoryYetForEveryReaderAndStaysEmpty() async throws {
    #expect(FileManager.default.createFile(atPath: store, contents: Data()))
    let nothingYet =
      "No practice recorded yet in \(store); start with `countbiki drill money.conbini` (or any topic from `countbiki topics`) and come back.\n"
    let expected: [([String], String)] = [
      (["stats"], nothingYet),
      (["review"], nothingYet),
      (["history"], nothingYet),
      (["history", "--json"], "[]\n"),
      (["review", "--json", "--seed", "7"], Self.nothingToReview(seed: 7)),
      (["history", "check"], "There is no history store at \(store) yet; a drill creates it.\n"),
      (
        ["history", "forget", "--all", "--yes"],
        "Nothing to forget: there is no history store at \(store).\n"
      ),
      (
        ["history", "export", "--csv"],
        "session,seed,session_started,number,topic,skill,values,display,reading,answer,patterns,outcome,asked_at,submission,kind,text,at,cause,template,voice\n"
      ),
    ]
    for (arguments, output) in expected {
      let result = try await run(arguments)
      #expect(result.status == 0, "\(arguments)")
      #expect(result.error == "", "\(arguments)")
      #expect(result.output == output, "\(arguments)")
    }
    let stats = try await run(["stats", "--json"])
    #expect(stats.status == 0 && stats.output.contains("\"topics\" : [\n\n  ]"))
    #expect(try FileManager.default.attributesOfItem(atPath: store)[.size] as? Int == 0)
    // A drill that keeps nothing (`config set history off`) leaves an empty file at the standard
    // place empty too, though it looks there for a best to beat.
    let home = try TemporaryFolder.make("countbiki-off")
    defer { try? FileManager.default.removeItem(at: home) }
    for folder in ["config/countbiki", "data/countbiki"] {
      try FileManager.default.createDirectory(
        at: home.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    try #"{"history": "off"}"#.write(
      to: home.appendingPathComponent("config/countbiki/config.json"), atomically: true,
      encoding: .utf8)
    let standard = home.appendingPathComponent("data/countbiki/history.sqlite3").path
    #expect(FileManager.default.createFile(atPath: standard, contents: Data()))
    var environment = try Binary.environment(config: home.appendingPathComponent("config"))
    environment["XDG_DATA_HOME"] = home.appendingPathComponent("data").path
    let off = try await Binary.run(
      ["drill", "money.conbini", "--seed", "1", "--questions", "1", "--audio", "none"],
      input: "893\n", environment: environment)
    #expect(off.status == 0)
    #expect(try FileManager.default.attributesOfItem(atPath: standard)[.size] as? Int == 0)
    // A drill makes it the store.
    _ = try await run(
      ["drill", "money.conbini", "--seed", "1", "--questions", "1", "--audio", "none"],
      input: "893\n")
    let check = try await run(["history", "check"])
    #expect(check.status == 0)
    #expect(check.output.hasSuffix(", 1 session, 1 challenge, 0 not ended).\n"))
  }

  @Test func aCheckThatFindsAProblemSaysItOnStandardErrorNamingTheStoreOnce() async throws {
    try Data("not a database\n".utf8).write(to: URL(fileURLWithPath: store))
    let check = try await run(["history", "check"])
    #expect(check.status == 1)
    #expect(check.output == "")
    #expect(
      check.error
        == "countbiki history: the history store \(store) is not a database; move it aside or choose another file with --history PATH.\n"
    )
  }
}
