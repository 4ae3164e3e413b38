import CountBikiKit
import Foundation
import Testing

@testable import History
@testable import HistoryClient

@Suite struct ReviewScheduleTests {
  @Test func aFirstTryAnswerIsGoodUnlessSlowAndAMissOrSkipIsAgain() {
    #expect(FSRS.Grade(outcome: .correct, answerSeconds: 2) == .good)
    #expect(FSRS.Grade(outcome: .correct, answerSeconds: 15) == .good)
    #expect(FSRS.Grade(outcome: .correct, answerSeconds: 15.5) == .hard)
    #expect(FSRS.Grade(outcome: .missed, answerSeconds: 1) == .again)
    #expect(FSRS.Grade(outcome: .skipped, answerSeconds: nil) == .again)
  }

  @Test func eachRecordedChallengeReviewsItsPatterns() throws {
    let scratch = try Scratch()
    let store = try HistoryStore(path: scratch.path("history.sqlite3"))
    try store.record(challenge(1, patterns: ["hyaku"]), of: session())
    // Answered right after 2 s: a first review graded good, S = w2 = 2.3065 days from 09:00:02.
    let answered = morning.addingTimeInterval(2)
    let first = try #require(try store.reviews().first)
    #expect(first.pattern == "hyaku")
    #expect(first.memory.stability == 2.3065)
    #expect(first.reviews == 1 && first.lapses == 0)
    #expect(first.lastReview == answered)
    #expect(abs(first.due.timeIntervalSince(answered) - 2.3065 * 86_400) < 0.001)

    // Missed ten seconds later, the same day: S′ = 2.3065 · e^(0.5425 · (−2 + 0.0912)) · 2.3065^(−0.0658)
    // = 2.3065 · 0.3360432 = 0.7750840 days.
    try store.record(
      challenge(2, offset: 10, missed: true, patterns: ["hyaku", "en"]), of: session())
    let reviews = try store.reviews()
    #expect(reviews.map(\.pattern) == ["en", "hyaku"])
    let hyaku = reviews[1]
    #expect(abs(hyaku.memory.stability - 0.77508398) < 1e-6)
    #expect(hyaku.reviews == 2 && hyaku.lapses == 1)
    #expect(reviews[0].memory == FSRS.Memory(stability: 0.212, difficulty: 6.4133))
  }

  @Test func theMissesOfEachPatternAreWhatAWeakFocusWeighs() throws {
    let scratch = try Scratch()
    let store = try HistoryStore(path: scratch.path("history.sqlite3"))
    try store.record(challenge(1, patterns: ["hyaku"]), of: session())
    try store.record(
      challenge(2, offset: 10, missed: true, patterns: ["hyaku", "en"]), of: session())
    #expect(
      try Set(store.misses()) == [
        Focus.Misses(pattern: "en", asked: 1, missed: 1),
        Focus.Misses(pattern: "hyaku", asked: 2, missed: 1),
      ])
  }

  @Test func duePatternsAreThoseWhoseTimeHasComeMostOverdueFirst() throws {
    let scratch = try Scratch()
    let store = try HistoryStore(path: scratch.path("history.sqlite3"))
    try store.record(challenge(1, patterns: ["good"]), of: session())
    try store.record(challenge(2, offset: 10, missed: true, patterns: ["missed"]), of: session())
    // "missed": S = 0.212 days (about 5 h) from 09:00:12; "good": 2.3065 days from 09:00:02.
    #expect(try store.dueReviews(at: morning.addingTimeInterval(3600)).map(\.pattern) == [])
    #expect(
      try store.dueReviews(at: morning.addingTimeInterval(86_400)).map(\.pattern) == ["missed"])
    #expect(
      try store.dueReviews(at: morning.addingTimeInterval(3 * 86_400)).map(\.pattern) == [
        "missed", "good",
      ])
  }

  @Test func migratingAVersion1StoreSchedulesThePatternsItAlreadyHolds() throws {
    let scratch = try Scratch()
    let path = try storeFromFixtures(["history-v1.sql"], in: scratch)
    let reviews = try HistoryStore(path: path).reviews()
    // 600本 was missed (again: S = 0.212, D = 6.4133) at 1764579601 + 3 s; 3本 right in 2.5 s
    // (good: S = 2.3065) at 1764579610 + 2.5 s.
    #expect(
      reviews.map(\.pattern) == ["6 → ろっ before p", "hyaku→pyaku after 6", "hon→bon after 3"])
    #expect(reviews[0].memory == FSRS.Memory(stability: 0.212, difficulty: 6.4133))
    #expect(reviews[0].lastReview == Date(timeIntervalSince1970: 1_764_579_604))
    #expect(reviews[2].memory.stability == 2.3065)
    #expect(reviews[2].lastReview == Date(timeIntervalSince1970: 1_764_579_612.5))
  }
}
