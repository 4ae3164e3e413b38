import Foundation
import Testing

@testable import History
@testable import HistoryClient

@Suite struct ForgetTests {
  private func hon(_ number: Int, offset: Double) -> ChallengeRecord {
    let asked = morning.addingTimeInterval(offset)
    return ChallengeRecord(
      number: number, topic: "counters.hon", skill: "listening", values: [3], display: "3本",
      reading: "さんぼん", answer: "3", patterns: ["hon"], askedAt: asked,
      submissions: [SubmissionRecord(kind: .skip, text: nil, at: asked.addingTimeInterval(4))],
      outcome: .skipped)
  }

  @Test func forgettingATopicDeletesItsChallengesEmptySessionsAndSchedules() throws {
    let scratch = try Scratch()
    let store = try HistoryStore(path: scratch.path("history.sqlite3"))
    try store.record(challenge(1, patterns: ["hyaku"]), of: session("a"))
    try store.record(hon(2, offset: 10), of: session("a"))
    try store.record(hon(1, offset: 100), of: session("b"))

    #expect(try store.count(of: ["counters"]) == 2)
    #expect(try store.count(of: ["counters.hon"]) == 2)
    #expect(try store.count(of: ["count"]) == 0)
    #expect(try store.forget(["counters"]) == 2)
    #expect(try store.challenges().map(\.challenge.topic) == ["money.conbini"])
    #expect(try store.sessions().map(\.session.key) == ["a"])
    #expect(try store.reviews().map(\.pattern) == ["hyaku"])
    let submissions = try store.withDatabase { database throws(HistoryError) in
      try database.scalar("SELECT count(*) FROM submissions")
    }
    #expect(submissions == 1)
  }

  @Test func aTopicNameIsNeverAPatternOfOtherNames() throws {
    let scratch = try Scratch()
    let store = try HistoryStore(path: scratch.path("history.sqlite3"))
    try store.record(challenge(1), of: session())
    #expect(try store.count(of: ["money_conbini", "%", "money.conbin"]) == 0)
  }

  @Test func forgettingEverythingEmptiesTheStoreButKeepsTheFile() throws {
    let scratch = try Scratch()
    let path = scratch.path("history.sqlite3")
    let store = try HistoryStore(path: path)
    try store.record(challenge(1, patterns: ["hyaku"]), of: session())
    #expect(try store.forgetEverything() == 1)
    #expect(try store.sessions() == [] && store.challenges() == [] && store.reviews() == [])
    #expect(FileManager.default.fileExists(atPath: path))
  }
}
