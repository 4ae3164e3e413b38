import Foundation
import Testing

@testable import History
@testable import HistoryClient

@Suite struct MigrationTests {
  @Test(arguments: [["history-v1.sql"], ["history-v1.sql", "history-v2.sql"]])
  func anEarlierStoreIsMigratedToTheLatestAndKeepsEveryChallenge(fixtures: [String]) throws {
    let scratch = try Scratch()
    let path = try storeFromFixtures(fixtures, in: scratch)
    let store = try HistoryStore(path: path)

    #expect(
      try store.withDatabase { database throws(HistoryError) in try Schema.version(of: database) }
        == Schema.latest)
    let start = Date(timeIntervalSince1970: 1_764_579_600)
    #expect(
      try store.sessions() == [
        StoredSession(
          id: 1,
          session: SessionRecord(
            key: "a", seed: 7, mode: "questions:2", topics: ["counters.hon"], voice: "learner",
            rate: 0.8,
            startedAt: start),
          endedAt: start.addingTimeInterval(60), questions: 2, correct: 1),
        StoredSession(
          id: 2,
          session: SessionRecord(
            key: "b", seed: 8, mode: "infinite", topics: ["money.conbini"], voice: nil, rate: nil,
            startedAt: start.addingTimeInterval(86_400)),
          endedAt: nil, questions: 1, correct: 0),
      ])
    let first = try #require(try store.challenges().first)
    #expect(
      first
        == StoredChallenge(
          session: 1,
          challenge: ChallengeRecord(
            number: 1, topic: "counters.hon", skill: "listening", values: [600], display: "600本",
            reading: "ろっぴゃっぽん", answer: "600",
            patterns: ["6 → ろっ before p", "hyaku→pyaku after 6"],
            askedAt: start.addingTimeInterval(1),
            submissions: [
              SubmissionRecord(kind: .incorrect, text: "700", at: start.addingTimeInterval(4)),
              SubmissionRecord(kind: .correct, text: "600", at: start.addingTimeInterval(9)),
            ],
            // Version 5 gives it its session's one voice.
            outcome: .missed, voice: "learner")))
    // The totals per topic are counted from the challenges: 600本 missed (8 s on it) and 3本
    // right (2.5 s); ¥123 skipped after 4 s.
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let stats = try store.stats(
      StatsRequest(days: 1, now: start.addingTimeInterval(2 * 86_400), calendar: calendar))
    #expect(stats.topics.map(\.topic) == ["counters.hon", "money.conbini"])
    #expect(
      stats.topics.map(\.total) == [
        Stats.Count(questions: 2, correct: 1), Stats.Count(questions: 1, correct: 0),
      ])
    #expect(
      stats.topics.map(\.lastPractised) == [
        start.addingTimeInterval(10), start.addingTimeInterval(86_401),
      ])
    #expect(stats.practiceSeconds == 14.5)
    #expect(stats.weakestPatterns.map(\.pattern) == ["6 → ろっ before p", "hyaku→pyaku after 6"])
    try store.record(challenge(3, offset: 100), of: session("a"))
    #expect(try store.sessions().map(\.questions) == [3, 1])
  }

  @Test func anEmptyFileBecomesAStore() throws {
    let scratch = try Scratch()
    let path = scratch.path("history.sqlite3")
    _ = FileManager.default.createFile(atPath: path, contents: Data())
    try HistoryStore(path: path).record(challenge(1), of: session())
    #expect(try HistoryStore(path: path).challenges().count == 1)
  }

  @Test func aStoreFromANewerCountbikiIsRefusedUntouched() throws {
    let scratch = try Scratch()
    let path = scratch.path("history.sqlite3")
    try Database(path: path, busyTimeout: .seconds(1)).execute(
      "CREATE TABLE later (x); PRAGMA user_version = 99")
    let before = bytes(path)
    #expect(throws: HistoryError.newerSchema(path: path, version: 99)) {
      try HistoryStore(path: path)
    }
    #expect(bytes(path) == before)
    #expect(
      HistoryError.newerSchema(path: path, version: 99).description
        == "the history store \(path) was written by a newer countbiki (schema 99); update countbiki"
    )
  }

  @Test func anotherProgramsDatabaseIsRefusedUntouched() throws {
    let scratch = try Scratch()
    let path = scratch.path("notes.sqlite3")
    try Database(path: path, busyTimeout: .seconds(1)).execute(
      "CREATE TABLE notes (text); INSERT INTO notes VALUES ('keep')")
    let before = bytes(path)
    #expect(throws: HistoryError.foreignDatabase(path: path)) { try HistoryStore(path: path) }
    #expect(bytes(path) == before)
    #expect(
      HistoryStore.check(path: path).problems == [
        HistoryError.foreignDatabase(path: path).description
      ])
  }
}
