import Foundation
import Testing

@testable import History
@testable import HistoryClient

@Suite struct StoreTests {
  @Test func recordedChallengesComeBackWithTheirSubmissionsPatternsAndSession() throws {
    let scratch = try Scratch()
    let store = try HistoryStore(path: scratch.path("history.sqlite3"))
    let first = challenge(1, patterns: ["hyaku"])
    let second = challenge(2, offset: 10, missed: true, patterns: ["hyaku", "en"])
    try store.record(first, of: session())
    try store.record(second, of: session())

    #expect(
      try store.challenges() == [
        StoredChallenge(session: 1, challenge: first),
        StoredChallenge(session: 1, challenge: second.withPatterns(["en", "hyaku"])),
      ])
    #expect(
      try store.sessions() == [
        StoredSession(id: 1, session: session(), endedAt: nil, questions: 2, correct: 1)
      ])
  }

  @Test func aSessionShowsItsEndOnlyOnceEnded() throws {
    let scratch = try Scratch()
    let store = try HistoryStore(path: scratch.path("history.sqlite3"))
    try store.record(challenge(1), of: session())
    #expect(try store.sessions().map(\.endedAt) == [nil])
    try store.end(session(), at: morning.addingTimeInterval(60))
    #expect(try store.sessions().map(\.endedAt) == [morning.addingTimeInterval(60)])
  }

  @Test func twoSessionsKeepTheirOwnChallengesAndSeeds() throws {
    let scratch = try Scratch()
    let store = try HistoryStore(path: scratch.path("history.sqlite3"))
    try store.record(challenge(1), of: session("a", seed: 18_446_744_073_709_551_615))
    try store.record(
      challenge(1, offset: 100), of: session("b", seed: 2, start: morning.addingTimeInterval(90)))
    #expect(try store.sessions().map(\.session.seed) == [18_446_744_073_709_551_615, 2])
    #expect(try store.challenges().map(\.session) == [1, 2])
  }

  @Test func theSameQuestionNumberTwiceInOneSessionIsRefusedAndNothingOfItIsStored() throws {
    let scratch = try Scratch()
    let store = try HistoryStore(path: scratch.path("history.sqlite3"))
    try store.record(challenge(1), of: session())
    #expect(throws: HistoryError.self) {
      try store.record(challenge(1, offset: 5, missed: true), of: session())
    }
    #expect(try store.challenges().map(\.challenge) == [challenge(1)])
    let submissions = try store.withDatabase { database throws(HistoryError) in
      try database.scalar("SELECT count(*) FROM submissions")
    }
    #expect(submissions == 1)
  }

  @Test func typedTextIsStoredExactlyEvenWithANulOrKana() throws {
    let scratch = try Scratch()
    let store = try HistoryStore(path: scratch.path("history.sqlite3"))
    let asked = morning
    let typed = ["1\u{0}2", "ひゃく", "�"]
    let record = ChallengeRecord(
      number: 1, topic: "money.conbini", skill: "listening", values: [14, 30], display: "14時30分",
      reading: "じゅうよじさんじゅっぷん", answer: "14:30", patterns: [], askedAt: asked,
      submissions: typed.map { SubmissionRecord(kind: .incorrect, text: $0, at: asked) }
        + [SubmissionRecord(kind: .skip, text: nil, at: asked.addingTimeInterval(1))],
      outcome: .missed)
    try store.record(record, of: session())
    #expect(try store.challenges().map(\.challenge) == [record])
  }

  @Test func theStoreIsCreatedWithItsFolderInWALModeAtTheLatestSchema() throws {
    let scratch = try Scratch()
    let path = scratch.path("data/countbiki/history.sqlite3")
    let store = try HistoryStore(path: path, makesFolder: true)
    let mode = try store.withDatabase { database throws(HistoryError) in
      var mode = ""
      try database.query("PRAGMA journal_mode") { mode = $0.text(0) }
      return mode
    }
    #expect(mode == "wal")
    // Without `makesFolder` (a path the learner named) a missing folder is not made.
    let named = scratch.path("typo/history.sqlite3")
    #expect(throws: HistoryError.missingFolder(path: named, folder: scratch.path("typo"))) {
      try HistoryStore(path: named)
    }
    #expect(
      try store.withDatabase { database throws(HistoryError) in try Schema.version(of: database) }
        == Schema.latest)
  }

  @Test func reopeningTheStoreKeepsEverything() throws {
    let scratch = try Scratch()
    let path = scratch.path("history.sqlite3")
    try HistoryStore(path: path).record(challenge(1), of: session())
    let reopened = try HistoryStore(path: path)
    try reopened.record(challenge(2, offset: 10), of: session())
    #expect(try reopened.challenges().map(\.challenge.number) == [1, 2])
    #expect(try reopened.sessions().map(\.questions) == [2])
  }
}

extension ChallengeRecord {
  func withPatterns(_ patterns: [String]) -> ChallengeRecord {
    ChallengeRecord(
      number: number, topic: topic, skill: skill, values: values, display: display,
      reading: reading,
      answer: answer, patterns: patterns, askedAt: askedAt, submissions: submissions,
      outcome: outcome)
  }
}

extension StoreTests {
  /// The schema allows only the quiz's outcomes; another word in the file means it is damaged,
  /// and reading it says so instead of counting the challenge as skipped.
  @Test func anOutcomeTheSchemaDoesNotAllowIsReportedAsDamage() throws {
    let scratch = try Scratch()
    let path = scratch.path("history.sqlite3")
    try HistoryStore(path: path).record(challenge(1), of: session())
    let database = try Database(path: path, busyTimeout: .seconds(1))
    try database.execute(
      "PRAGMA ignore_check_constraints = ON; UPDATE challenges SET outcome = 'maybe'")
    #expect(throws: HistoryError.corrupt(path: path, reason: "“maybe” is not a stored Outcome")) {
      try HistoryStore(path: path).challenges()
    }
  }
}
