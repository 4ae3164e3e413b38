import Foundation
import Testing

@testable import History
@testable import HistoryClient

@Suite struct StatsTests {
  private static func utc() -> Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }

  private let day: Double = 86_400
  /// 2025-12-03 12:00 UTC, two days after `morning`.
  private var now: Date { morning.addingTimeInterval(2 * day + 3 * 3600) }

  private func hon(_ number: Int, offset: Double) -> ChallengeRecord {
    let asked = morning.addingTimeInterval(offset)
    return ChallengeRecord(
      number: number, topic: "counters.hon", skill: "listening", values: [3], display: "3本",
      reading: "さんぼん",
      answer: "3", patterns: ["hon→bon after 3"], askedAt: asked,
      submissions: [SubmissionRecord(kind: .correct, text: "3", at: asked.addingTimeInterval(4))],
      outcome: .correct)
  }

  /// With nothing recorded, the figures are those of an empty store, read without one: each day
  /// of the chart from midnight, nothing else.
  @Test func emptyStatsAreThoseOfAnEmptyStore() throws {
    let request = StatsRequest(days: 3, now: now, calendar: Self.utc())
    let empty = Stats.empty(request)
    #expect(
      empty.days.map(\.start) == [
        morning.addingTimeInterval(-9 * 3600), morning.addingTimeInterval(day - 9 * 3600),
        morning.addingTimeInterval(2 * day - 9 * 3600),
      ])
    #expect(empty.days.allSatisfy { $0.count == Stats.Count(questions: 0, correct: 0) })
    let scratch = try Scratch()
    #expect(try HistoryStore(path: scratch.path("history.sqlite3")).stats(request) == empty)
  }

  /// Three sessions a day apart: two money questions on 1 December (one missed), one 本 question on
  /// the 2nd, one missed money question on the 3rd.
  private func threeDays() throws -> (Scratch, HistoryStore) {
    let scratch = try Scratch()
    let store = try HistoryStore(path: scratch.path("history.sqlite3"))
    try store.record(challenge(1, patterns: ["hyaku"]), of: session("a"))
    try store.record(
      challenge(2, offset: 10, missed: true, patterns: ["hyaku", "en"]), of: session("a"))
    try store.record(hon(1, offset: day), of: session("b", start: morning.addingTimeInterval(day)))
    try store.record(
      challenge(1, offset: 2 * day, missed: true, patterns: ["hyaku"]),
      of: session("c", start: morning.addingTimeInterval(2 * day)))
    return (scratch, store)
  }

  @Test func threeDaysOfPracticeGiveTopicsDaysWeakPatternsStreakAndTime() throws {
    let (_, store) = try threeDays()
    let stats = try store.stats(StatsRequest(days: 4, now: now, calendar: Self.utc()))

    #expect(
      stats.topics == [
        Stats.Topic(
          topic: "counters.hon", total: .init(questions: 1, correct: 1), medianAnswerSeconds: 4,
          lastPractised: morning.addingTimeInterval(day), thisWeek: .init(questions: 1, correct: 1),
          lastWeek: .init(questions: 0, correct: 0)),
        Stats.Topic(
          topic: "money.conbini", total: .init(questions: 3, correct: 1), medianAnswerSeconds: 2,
          lastPractised: morning.addingTimeInterval(2 * day),
          thisWeek: .init(questions: 3, correct: 1),
          lastWeek: .init(questions: 0, correct: 0)),
      ])
    let midnight = Date(timeIntervalSince1970: 1_764_460_800)  // 2025-11-30 00:00 UTC
    #expect(
      stats.days == [
        Stats.Day(start: midnight, count: .init(questions: 0, correct: 0)),
        Stats.Day(start: midnight.addingTimeInterval(day), count: .init(questions: 2, correct: 1)),
        Stats.Day(
          start: midnight.addingTimeInterval(2 * day), count: .init(questions: 1, correct: 1)),
        Stats.Day(
          start: midnight.addingTimeInterval(3 * day), count: .init(questions: 1, correct: 0)),
      ])
    let missOnThe3rd = Stats.Miss(
      display: "¥123", answer: "123", reading: "ひゃくにじゅうさんえん",
      askedAt: morning.addingTimeInterval(2 * day))
    let missOnThe1st = Stats.Miss(
      display: "¥123", answer: "123", reading: "ひゃくにじゅうさんえん",
      askedAt: morning.addingTimeInterval(10))
    #expect(
      stats.weakestPatterns == [
        Stats.Pattern(
          pattern: "en", count: .init(questions: 1, correct: 0), recentMisses: [missOnThe1st]),
        Stats.Pattern(
          pattern: "hyaku", count: .init(questions: 3, correct: 1),
          recentMisses: [missOnThe3rd, missOnThe1st]),
      ])
    #expect(stats.streakDays == 3)
    // 2 s for the first-try answer, 5 s for each missed one (wrong at 2 s, right at 5 s), 4 s for 3本.
    #expect(stats.practiceSeconds == 16)
    #expect(stats.total == Stats.Count(questions: 4, correct: 2))
  }

  @Test func onlyTheRequestedTopicsCount() throws {
    let (_, store) = try threeDays()
    let stats = try store.stats(
      StatsRequest(topics: ["counters.hon"], days: 2, now: now, calendar: Self.utc()))
    #expect(stats.topics.map(\.topic) == ["counters.hon"])
    #expect(stats.days.map(\.count.questions) == [1, 0])
    #expect(stats.weakestPatterns == [])
    #expect(stats.practiceSeconds == 4)
  }

  @Test func theStreakSurvivesADayWithoutPracticeYetAndBreaksAfterAGap() throws {
    let (_, store) = try threeDays()
    let tomorrow = now.addingTimeInterval(day)
    #expect(
      try store.stats(StatsRequest(days: 1, now: tomorrow, calendar: Self.utc())).streakDays == 3)
    let later = now.addingTimeInterval(2 * day)
    #expect(
      try store.stats(StatsRequest(days: 1, now: later, calendar: Self.utc())).streakDays == 0)
  }

  @Test func daysStartAtMidnightInTheLearnersTimeZone() throws {
    let (_, store) = try threeDays()
    // 1 December 16:00 UTC is already 2 December, 01:00, in Tokyo.
    try store.record(challenge(3, offset: 7 * 3600), of: session("a"))
    var tokyo = Calendar(identifier: .gregorian)
    tokyo.timeZone = TimeZone(identifier: "Asia/Tokyo")!
    let stats = try store.stats(StatsRequest(days: 3, now: now, calendar: tokyo))
    // Tokyo's days start at 15:00 UTC the day before.
    #expect(
      stats.days.map(\.start)
        == [-9, 15, 39].map { Date(timeIntervalSince1970: 1_764_547_200 + $0 * 3600) })
    #expect(stats.days.map(\.count.questions) == [2, 2, 1])
    let utc = try store.stats(StatsRequest(days: 3, now: now, calendar: Self.utc()))
    #expect(utc.days.map(\.count.questions) == [3, 1, 1])
  }

  @Test func weeksCompareTheLastSevenDaysWithTheSevenBefore() throws {
    let (_, store) = try threeDays()
    let stats = try store.stats(
      StatsRequest(days: 1, now: now.addingTimeInterval(5 * day), calendar: Self.utc()))
    let money = try #require(stats.topics.last)
    // On 8 December this week is 2–8 December: 1 December falls in the week before.
    #expect(money.thisWeek == Stats.Count(questions: 1, correct: 0))
    #expect(money.lastWeek == Stats.Count(questions: 2, correct: 1))
  }

  @Test func anEmptyStoreHasNothingToShow() throws {
    let scratch = try Scratch()
    let stats = try HistoryStore(path: scratch.path("history.sqlite3")).stats(
      StatsRequest(days: 2, now: now, calendar: Self.utc()))
    #expect(stats.topics == [] && stats.weakestPatterns == [] && stats.streakDays == 0)
    #expect(stats.days.map(\.count.questions) == [0, 0])
  }
}

extension StatsTests {
  /// Adaptive sessions of money.conbini in the shop (two), of money.conbini and counters.hon
  /// mixed in the shop, and of counters.hon on the phone.
  @Test func thresholdsAreGroupedByScenesAndTopicsOldestFirstAndFollowTheTopicsAsked() throws {
    let scratch = try Scratch()
    let store = try HistoryStore(path: scratch.path("history.sqlite3"))
    func adaptive(_ key: String, _ topics: [String], day offset: Double, _ scene: String, _ snr: Double)
      throws
    {
      let start = morning.addingTimeInterval(offset * 86_400)
      let session = SessionRecord(
        key: key, seed: 1, mode: "questions:20", topics: topics, voice: "default", rate: 1,
        startedAt: start)
      try store.record(challenge(1, offset: offset * 86_400), of: session)
      try store.end(
        session, at: start.addingTimeInterval(90),
        threshold: ThresholdRecord(scene: scene, snr: snr, rate: 1, answers: 20, found: false))
    }
    try adaptive("later", ["money.conbini"], day: 1, "shop", 4)
    try adaptive("first", ["money.conbini"], day: 0, "shop", 10)
    try adaptive("mixed", ["money.conbini", "counters.hon"], day: 0, "shop", 12)
    try adaptive("phone", ["counters.hon"], day: 1, "phone", 16)

    func measure(day offset: Double, _ snr: Double) -> Stats.Measure {
      Stats.Measure(
        at: morning.addingTimeInterval(offset * 86_400 + 90), snr: snr, rate: 1, answers: 20,
        found: false)
    }
    let every = try store.stats(StatsRequest(days: 1, now: now, calendar: Self.utc()))
    #expect(
      every.thresholds == [
        Stats.Thresholds(
          scene: "phone", topics: ["counters.hon"], measures: [measure(day: 1, 16)]),
        Stats.Thresholds(
          scene: "shop", topics: ["money.conbini"],
          measures: [measure(day: 0, 10), measure(day: 1, 4)]),
        Stats.Thresholds(
          scene: "shop", topics: ["money.conbini", "counters.hon"], measures: [measure(day: 0, 12)]),
      ])
    let hon = try store.stats(
      StatsRequest(topics: ["counters.hon"], days: 1, now: now, calendar: Self.utc()))
    #expect(hon.thresholds.map(\.topics) == [["counters.hon"], ["money.conbini", "counters.hon"]])
  }
}
