import Foundation
import Testing

@testable import History

@Suite struct MigrationTests {
  /// Builds a store file from one of the SQL fixtures of earlier schema versions.
  private func storeFromFixture(_ name: String, in scratch: Scratch) throws -> String {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/\(name)")
    let path = scratch.path("history.sqlite3")
    try Database(path: path, busyTimeout: .seconds(1)).execute(
      try String(contentsOf: fixture, encoding: .utf8))
    return path
  }

  @Test func aVersion1StoreIsMigratedToTheLatestAndKeepsEveryChallenge() throws {
    let scratch = try Scratch()
    let path = try storeFromFixture("history-v1.sql", in: scratch)
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
            outcome: .missed)))
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
        "it is not a countbiki history store (no schema version)"
      ])
  }
}
