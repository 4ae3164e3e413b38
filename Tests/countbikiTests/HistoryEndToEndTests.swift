import Foundation
import History
import HistoryClient
import TestSupport
import Testing

/// The history store through the built binary: what a drill keeps, what survives `kill -9`, and
/// the commands that read it.
@Suite struct HistoryEndToEndTests {
  private let folder: URL
  var store: String { folder.appendingPathComponent("history.sqlite3").path }

  init() throws {
    folder = TemporaryFolder.root.appendingPathComponent("countbiki-history-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  }

  /// Runs countbiki with the store and the fake clock starting at `clock` (seconds since 1970).
  func run(_ arguments: [String], input: String = "", clock: Int = 1) async throws
    -> Binary.Result
  {
    var environment = try Binary.environment(config: nil)
    environment["COUNTBIKI_FAKE_CLOCK"] = String(clock)
    environment["COUNTBIKI_HISTORY"] = store
    environment["TZ"] = "UTC"
    return try await Binary.run(arguments, input: input, environment: environment)
  }

  @Test func aDrillKeepsEveryChallengeWithItsSessionAndEndsIt() async throws {
    let result = try await run(
      ["drill", "money.conbini", "--seed", "1", "--audio", "none"], input: "893\n1144\n12\n:skip\n")
    #expect(result.status == 0 && result.error == "")
    let stored = try HistoryStore(path: store)
    let challenges = try stored.challenges().map(\.challenge)
    #expect(challenges.map(\.display) == ["¥893", "¥1,144", "¥1,460"])
    #expect(challenges.map(\.outcome) == [.correct, .correct, .missed])
    #expect(challenges[2].submissions.map(\.kind) == [.incorrect, .skip])
    #expect(challenges[2].submissions.map(\.text) == ["12", nil])
    #expect(challenges[2].reading == "せんよんひゃくろくじゅうえん")
    let session = try #require(try stored.sessions().first)
    #expect(session.session.seed == 1 && session.session.topics == ["money.conbini"])
    #expect(session.session.mode == "infinite" && session.session.voice == nil)
    #expect(session.endedAt != nil)
  }

  @Test func noHistoryKeepsNothing() async throws {
    let result = try await run(
      ["drill", "money.conbini", "--seed", "1", "--audio", "none", "--no-history"], input: "893\n")
    #expect(result.status == 0)
    #expect(!FileManager.default.fileExists(atPath: store))
  }

  @Test func historyOffInTheConfigKeepsNothingUnlessAStoreIsNamed() async throws {
    let config = folder.appendingPathComponent("config")
    try FileManager.default.createDirectory(
      at: config.appendingPathComponent("countbiki"), withIntermediateDirectories: true)
    try #"{"history": "off"}"#.write(
      to: config.appendingPathComponent("countbiki/config.json"), atomically: true, encoding: .utf8)
    var environment = try Binary.environment(config: config)
    environment["XDG_DATA_HOME"] = folder.path
    let unnamed = try await Binary.run(
      ["drill", "money.conbini", "--seed", "1", "--audio", "none"], input: "893\n",
      environment: environment)
    #expect(unnamed.status == 0)
    #expect(
      !FileManager.default.fileExists(
        atPath: folder.appendingPathComponent("countbiki/history.sqlite3").path))
    let named = try await Binary.run(
      ["drill", "money.conbini", "--seed", "1", "--audio", "none", "--history", store],
      input: "893\n", environment: environment)
    #expect(named.status == 0)
    #expect(try HistoryStore(path: store).challenges().count == 1)
  }

  @Test func aStoreThatCannotBeUsedIsOneSentenceAndTheDrillGoesOn() async throws {
    let text = Data("not a database\n".utf8)
    try text.write(to: URL(fileURLWithPath: store))
    let result = try await run(
      ["drill", "money.conbini", "--seed", "1", "--audio", "none"], input: "893\n1144\n")
    #expect(result.status == 0)
    #expect(
      result.error
        == "countbiki drill: the history store \(store) is not a database; move it aside or choose another file with --history PATH; this session goes on without history.\n"
    )
    #expect(result.output.contains("2 questions: 2 right first time"))
    #expect(FileManager.default.contents(atPath: store) == text)
  }

  @Test func killNineAfterThreeAnswersLeavesExactlyThree() async throws {
    let drill = try RunningBinary(
      ["drill", "money.conbini", "--seed", "1", "--audio", "none", "--history", store],
      environment: try Binary.environment(config: nil))
    drill.write("893\n1144\n1460\n")

    // Wait until the three answers are stored, then kill with no chance to clean up.
    let stored = try? await Deadline.poll(.seconds(20), "", every: .milliseconds(50)) {
      (try? HistoryStore(path: store).challenges().count) == 3 ? 3 : nil
    }
    #expect(stored == 3)
    _ = drill.send(SIGKILL)
    #expect(try await drill.finish().result.termination == .signalled(SIGKILL))

    let after = try HistoryStore(path: store)
    #expect(try after.challenges().map(\.challenge.display) == ["¥893", "¥1,144", "¥1,460"])
    #expect(try after.sessions().map(\.endedAt) == [nil])
    let listing = try await run(["history"])
    #expect(listing.output.contains("not ended"))
  }

  @Test func statsWithNoHistorySaysHowToStart() async throws {
    let result = try await run(["stats"])
    #expect(result.status == 0)
    #expect(
      result.output
        == "No practice recorded yet in \(store); start with `countbiki drill money.conbini` (or any topic from `countbiki topics`) and come back.\n"
    )
  }

  /// Three sessions a day apart (the fake clock starts each at 09:00 UTC): money on 1 December
  /// (two right, one missed), 本 on the 2nd (missed), money on the 3rd (missed).
  @Test func statsAfterThreeDaysShowTheTopicsTheChartAndTheStreak() async throws {
    let december1 = 1_764_579_600  // 2025-12-01 09:00 UTC
    let day = 86_400
    _ = try await run(
      ["drill", "money.conbini", "--seed", "1", "--audio", "none"], input: "893\n1144\n12\n:skip\n",
      clock: december1)
    _ = try await run(
      ["drill", "counters.hon", "--seed", "2", "--audio", "none", "--questions", "1"],
      input: "1\n2\n:skip\n",
      clock: december1 + day)
    _ = try await run(
      ["drill", "money.conbini", "--seed", "3", "--audio", "none"], input: "1\n",
      clock: december1 + 2 * day)

    let stats = try await run(["stats", "--days", "4"], clock: december1 + 2 * day + 3 * 3600)
    #expect(stats.status == 0 && stats.error == "")
    #expect(
      stats.output == """
        Topic          Questions  First try  Median  Last practised  This week  Last week
        counters.hon           1         0%   1.0 s  yesterday       1 (0%)     -
        money.conbini          4        50%   1.0 s  today           4 (50%)    -

        Last 4 days (questions a day, first-try accuracy)
          Sun 30 Nov  ·
          Mon 1 Dec   ██████████████████████████████  3  67%
          Tue 2 Dec   ██████████                      1  0%
          Wed 3 Dec   ██████████                      1  0%

        Why answers were missed (wrong tries by likely cause)
          Cause            Tries  This week  Last week  Trend
          no clear cause       3          3          0  more
          a part left out      1          1          0  more

        Streak 3 days   practice time 8 s   5 questions, 40% right first time

        """)
    let listing = try await run(["history"])
    #expect(
      listing.output == """
        #  Started           Mode        Seed  Questions  First try  Ended  Topics
        1  2025-12-01 09:00  until quit  1             3        67%  09:00  money.conbini
        2  2025-12-02 09:00  1 question  2             1         0%  09:00  counters.hon
        3  2025-12-03 09:00  until quit  3             1         0%  09:00  money.conbini
        Replay a session with `countbiki drill TOPIC... --seed SEED`.

        """)
    let money = try await run(
      ["stats", "money", "--days", "1"], clock: december1 + 2 * day + 3 * 3600)
    #expect(
      money.output.hasPrefix(
        "Topic          Questions  First try  Median  Last practised  This week  Last week\nmoney.conbini  "
      ))
  }

  @Test func forgettingATopicAsksFirstAndKeepsTheRest() async throws {
    _ = try await run(["drill", "money.conbini", "--seed", "1", "--audio", "none"], input: "893\n")
    _ = try await run(["drill", "counters.hon", "--seed", "2", "--audio", "none"], input: "12\n")
    let refused = try await run(["history", "forget", "money"], input: "n\n")
    #expect(refused.status == 1)
    #expect(
      refused.output == "Forget 1 question of money from \(store)? [y/N] Nothing was forgotten.\n")
    let done = try await run(["history", "forget", "money"], input: "y\n")
    #expect(done.status == 0)
    #expect(done.output.hasSuffix("Forgot 1 question of money.\n"))
    #expect(try HistoryStore(path: store).challenges().map(\.challenge.topic) == ["counters.hon"])
    let all = try await run(["history", "forget", "--all", "--yes"])
    #expect(all.output == "Forgot 1 question of every session.\n")
  }
}

extension HistoryEndToEndTests {
  /// Swift reads "\r\n" as one character, neither "\r" nor "\n": the export must still quote it.
  @Test func historyExportQuotesAnAnswerHoldingACarriageReturnAndLineFeed() async throws {
    let start = Date(timeIntervalSince1970: 1_767_258_000)
    let session = SessionRecord(
      key: "k", seed: 1, mode: "questions:1", topics: ["money.conbini"], voice: nil, rate: nil,
      startedAt: start)
    try HistoryStore(path: store).record(
      ChallengeRecord(
        number: 1, topic: "money.conbini", skill: "listening", values: [893], display: "¥893",
        reading: "はっぴゃくきゅうじゅうさんえん", answer: "893", patterns: [], askedAt: start,
        submissions: [.init(kind: .incorrect, text: "8\r\n93", at: start)], outcome: .missed),
      of: session)
    let export = try await run(["history", "export", "--csv"])
    #expect(export.status == 0)
    #expect(
      export.output.split(separator: "\n", maxSplits: 1).first
        == "session,seed,session_started,number,topic,skill,values,display,reading,answer,patterns,outcome,asked_at,submission,kind,text,at,cause,template,voice"
    )
    #expect(
      export.output.split(separator: "\n", maxSplits: 1).last
        == """
        1,1,2026-01-01T09:00:00Z,1,money.conbini,listening,893,¥893,はっぴゃくきゅうじゅうさんえん,893,,missed,2026-01-01T09:00:00Z,1,incorrect,"8\r
        93",2026-01-01T09:00:00Z,,,

        """)
  }
}
