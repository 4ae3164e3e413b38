import CountBikiKit
import Foundation
import HistoryClient
import Screen
import Testing

/// The wording of `history`, `review` and the personal best, as the learner reads it.
@Suite struct HistoryTextTests {
  /// 2026-01-01 09:00 UTC.
  private static let start = Date(timeIntervalSince1970: 1_767_258_000)

  private func session(_ id: Int64, mode: SessionMode, questions: Int, correct: Int, ended: Bool)
    -> StoredSession
  {
    let startedAt = Self.start.addingTimeInterval(Double(id - 1) * 86_400)
    return StoredSession(
      id: id,
      session: SessionRecord(
        seed: UInt64(id), mode: mode.stored, topics: ["counters.hon", "money.conbini"],
        voice: nil, rate: nil, startedAt: startedAt),
      endedAt: ended ? startedAt.addingTimeInterval(245) : nil, questions: questions,
      correct: correct)
  }

  @Test func everySessionModeIsListedAsTheLearnerChoseIt() {
    let lines = HistoryText.sessions(
      [
        session(1, mode: .questions(1), questions: 1, correct: 1, ended: true),
        session(2, mode: .questions(10), questions: 10, correct: 7, ended: true),
        session(3, mode: .time(seconds: 60), questions: 12, correct: 12, ended: false),
        session(4, mode: .review(questions: 2), questions: 2, correct: 1, ended: true),
        session(5, mode: .untilQuit, questions: 0, correct: 0, ended: true),
      ], calendar: .utc)
    #expect(
      lines == [
        "#  Started           Mode          Seed  Questions  First try  Ended      Topics",
        "1  2026-01-01 09:00  1 question    1             1       100%  09:04      counters.hon money.conbini",
        "2  2026-01-02 09:00  10 questions  2            10        70%  09:04      counters.hon money.conbini",
        "3  2026-01-03 09:00  60 s          3            12       100%  not ended  counters.hon money.conbini",
        "4  2026-01-04 09:00  review of 2   4             2        50%  09:04      counters.hon money.conbini",
        "5  2026-01-05 09:00  until quit    5             0          -  09:04      counters.hon money.conbini",
        "Replay a session with `countbiki drill TOPIC... --seed SEED`.",
      ])
  }

  @Test func aReviewSessionStoredAsTextReadsBackAsAReview() {
    #expect(SessionMode(stored: SessionMode.review(questions: 2).stored) == .review(questions: 2))
    #expect(HistoryText.mode(SessionMode(stored: "review:2")) == "review of 2")
    #expect(HistoryText.mode(SessionMode(stored: "infinite")) == "until quit")
  }

  @Test func aSoundStoreIsOneLineWithItsCountsInTheRightNumber() {
    let sound = StoreCheck(
      path: "/h.sqlite3", version: 6, sessions: 3, challenges: 20, unendedSessions: 1,
      problems: [])
    #expect(
      HistoryText.sound(sound) == "/h.sqlite3: sound (schema 6, 3 sessions, 20 challenges, 1 not ended).")
    let one = StoreCheck(
      path: "/h.sqlite3", version: 6, sessions: 1, challenges: 1, unendedSessions: 0,
      problems: [])
    #expect(
      HistoryText.sound(one) == "/h.sqlite3: sound (schema 6, 1 session, 1 challenge, 0 not ended).")
  }

  @Test func nothingRecordedNamesTheStoreAndTheTopicsAsked() {
    #expect(
      HistoryText.nothingYet("/h.sqlite3", for: ["counters.hon", "dates"])
        == "No practice recorded yet for counters.hon dates in /h.sqlite3; start with `countbiki drill money.conbini` (or any topic from `countbiki topics`) and come back."
    )
  }

  @Test func aReviewWithNothingDueSaysWhenTheNextIs() {
    let next = PatternReview(
      pattern: "roku-tt", memory: FSRS.Memory(stability: 2, difficulty: 5), reviews: 2,
      lapses: 1, lastReview: Self.start, due: Self.start.addingTimeInterval(2 * 86_400 + 60))
    #expect(
      ReviewText.nothingDue(due: 0, next: next, calendar: .utc)
        == "No sound pattern is due for review; the next (roku-tt) is due 2026-01-03 09:01.")
    #expect(
      ReviewText.nothingDue(due: 0, next: nil, calendar: .utc)
        == "No sound pattern has a review schedule yet; drill a topic first (`countbiki drill money.conbini`)."
    )
    #expect(
      ReviewText.nothingDue(due: 3, next: next, calendar: .utc)
        == "None of the 3 due sound patterns comes up in a topic countbiki still has; drill a topic to meet them again."
    )
  }

  @Test func aDrillMentionsDueReviewsOnlyWhenThereAreSome() {
    #expect(ReviewText.dueLine(due: 0) == nil)
    #expect(ReviewText.dueLine(due: 1) == "1 sound pattern is due for review: `countbiki review` drills it.")
    #expect(ReviewText.dueLine(due: 4) == "4 sound patterns are due for review: `countbiki review` drills them.")
    #expect(ReviewText.title(questions: 4) == "review: 4 sound patterns due")
    #expect(
      ReviewText.start(questions: 4, due: 9)
        == "Review: 4 of 9 due sound patterns, the most overdue first.")
  }

  @Test func thePersonalBestComparesWithTheEarlierBest() {
    #expect(PersonalBest(mode: .time(seconds: 60), previous: nil).line(right: 14) == nil)
    #expect(
      PersonalBest(mode: .time(seconds: 60), previous: 16).line(right: 14)
        == "14 right in 60 s — best 16.")
    #expect(
      PersonalBest(mode: .questions(10), previous: 7).line(right: 9)
        == "9 right of 10 questions — a new best (was 7).")
    #expect(
      PersonalBest(mode: .questions(10), previous: 9).line(right: 9)
        == "9 right of 10 questions — equal to your best.")
  }

  @Test func oneOfAnythingIsSaidInTheSingular() {
    #expect(
      PersonalBest(mode: .questions(1), previous: 1).line(right: 1)
        == "1 right of 1 question — equal to your best.")
    #expect(ReviewText.title(questions: 1) == "review: 1 sound pattern due")
    #expect(
      ReviewText.start(questions: 1, due: 1)
        == "Review: 1 of 1 due sound pattern, the most overdue first.")
    #expect(
      ReviewText.nothingDue(due: 1, next: nil, calendar: .utc)
        == "The one due sound pattern comes up in no topic countbiki still has; drill a topic to meet it again."
    )
    #expect(HistoryText.mode(.questions(1)) == "1 question")
    let request = StatsRequest(days: 1, now: Self.start, calendar: .utc)
    let lines = StatsText(stats: Stats.empty(request), now: Self.start, calendar: .utc).lines
    #expect(lines.contains("Last 1 day (questions a day, first-try accuracy)"))
    #expect(lines.last == "Streak 0 days   practice time 0 s   0 questions, - right first time")
  }

  @Test func pluralCountsTakeAnSOrTheFormGiven() {
    #expect(Plural.count(0, "question") == "0 questions")
    #expect(Plural.count(1, "question") == "1 question")
    #expect(Plural.count(2, "sound pattern") == "2 sound patterns")
    #expect(Plural.count(1, "miss", "misses") == "1 miss")
    #expect(Plural.count(3, "miss", "misses") == "3 misses")
  }
}

/// What `history forget` says, as the learner reads it.
@Test func forgettingAsksAndSaysHowManyQuestions() {
  let what = ForgetText.what(["money.conbini", "dates"], all: false)
  #expect(what == "money.conbini dates")
  #expect(ForgetText.what(["ignored"], all: true) == "every session")
  #expect(
    ForgetText.prompt(count: 1, what: what, path: "/h.sqlite3")
      == "Forget 1 question of money.conbini dates from /h.sqlite3? [y/N] ")
  #expect(ForgetText.forgot(count: 12, what: "every session") == "Forgot 12 questions of every session.")
  #expect(ForgetText.noStore("/h.sqlite3") == "Nothing to forget: there is no history store at /h.sqlite3.")
  #expect(
    ForgetText.nothingOf("dates", path: "/h.sqlite3")
      == "Nothing to forget: /h.sqlite3 keeps no question of dates.")
}
