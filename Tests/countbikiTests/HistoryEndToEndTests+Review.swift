import History
import HistoryClient
import TestSupport
import Testing

extension HistoryEndToEndTests {
  /// Three sessions a day apart (the fake clock starts at 09:00 UTC): two drills, then a review
  /// of the patterns due. Day 1 misses 20本 (juu-tt, counter-p) once; day 2 misses ¥1,460, which
  /// carries no pattern; day 3 reviews juu-tt with 20本 (right) and counter-p with 16本 (missed,
  /// so roku-tt, which 16本 also carries, is missed too).
  @Test func threeSessionsADayApartShowInStatsAndTheirMissedPatternsComeBackForReview() async throws
  {
    let day1 = 1_767_258_000
    let first = try await run(
      ["drill", "counters.hon", "--seed", "1", "--questions", "5", "--audio", "none"],
      input: "12\n15\n21\n20\n9\n16\n", clock: day1)
    #expect(first.status == 0)
    #expect(first.output.hasPrefix("Q1 ♪ じゅうにほん\n"))
    let second = try await run(
      ["drill", "money.conbini", "--seed", "1", "--questions", "3", "--audio", "none"],
      input: "893\n1144\n1400\n1460\n", clock: day1 + 86_400)
    #expect(second.status == 0)
    #expect(
      second.output.hasPrefix(
        "2 sound patterns are due for review: `countbiki review` drills them.\nQ1 ♪ はっぴゃくきゅうじゅうさんえん\n"
      ))
    let review = try await run(
      ["review", "--seed", "1", "--audio", "none"], input: "20\n61\n16\n", clock: day1 + 2 * 86_400)
    #expect(review.status == 0 && review.error == "")
    #expect(
      review.output == """
        Review: 2 of 2 due sound patterns, the most overdue first.
        Q1 ♪ にじゅっぽん
          20 → right: 20本
        Q2 ♪ じゅうろっぽん
          61 → wrong, listen again — you swapped 1 and 6
           ♪ じゅうろっぽん
          16 → right: 16本

        2 questions: 1 right first time, 1 missed, 0 skipped in 3 s. Seed 1.
        To review:
          Q2  16本  じゅうろっぽん  answer 16
        Replay these questions with --seed 1.

        """)
    let stats = try await run(["stats", "--days", "3"], clock: day1 + 2 * 86_400 + 60)
    #expect(stats.status == 0)
    #expect(
      stats.output == """
        Topic          Questions  First try  Median  Last practised  This week  Last week
        counters.hon           7        71%   1.0 s  today           7 (71%)    -
        money.conbini          3        67%   1.0 s  yesterday       3 (67%)    -

        Last 3 days (questions a day, first-try accuracy)
          Thu 1 Jan   ██████████████████████████████  5  80%
          Fri 2 Jan   ██████████████████              3  67%
          Sat 3 Jan   ████████████                    2  50%

        Weakest patterns
          counter-p (counter h → p): 50% right first time of 4
            16本  じゅうろっぽん  answer 16  (today)
            20本  にじゅっぽん  answer 20  (2 days ago)
          juu-tt (10 → じゅっ): 50% right first time of 2
            20本  にじゅっぽん  answer 20  (2 days ago)
          roku-tt (6 → ろっ): 50% right first time of 2
            16本  じゅうろっぽん  answer 16  (today)

        Why answers were missed (wrong tries by likely cause)
          Cause            Tries  This week  Last week  Trend
          a part added         1          1          0  more
          a part left out      1          1          0  more
          swapped digits       1          1          0  more

        Streak 3 days   practice time 13 s   10 questions, 70% right first time

        """)
    let listing = try await run(["history"], clock: day1 + 2 * 86_400 + 60)
    #expect(
      listing.output == """
        #  Started           Mode         Seed  Questions  First try  Ended  Topics
        1  2026-01-01 09:00  5 questions  1             5        80%  09:00  counters.hon
        2  2026-01-02 09:00  3 questions  1             3        67%  09:00  money.conbini
        3  2026-01-03 09:00  review of 2  1             2        50%  09:00  counters.hon
        Replay a session with `countbiki drill TOPIC... --seed SEED`.

        """)
    let nothingDue = try await run(["review", "--audio", "none"], clock: day1 + 2 * 86_400 + 60)
    #expect(nothingDue.status == 0)
    #expect(
      nothingDue.output
        == "No sound pattern is due for review; the next (roku-tt) is due 2026-01-03 23:34.\n")
  }
}

extension HistoryEndToEndTests {
  @Test func focusOnAnUnknownPatternIsAUsageError() async throws {
    let result = try await run(["drill", "counters.hon", "--focus", "roku", "--audio", "none"])
    #expect(result.status == 2)
    #expect(
      result.error
        == "countbiki drill: --focus takes weak, a cause of misses such as swapped-digits, or a sound pattern id such as roku-tt; `countbiki read --explain 600本` shows the patterns of a reading.\n"
    )
  }

  /// Day 1 misses 20本 (juu-tt, counter-p); a drill focused on the weak patterns the next day
  /// asks mostly questions that carry them, where 本 from 1 to 20 has few.
  @Test func focusWeakFavoursThePatternsMissedBefore() async throws {
    let day1 = 1_767_258_000
    _ = try await run(
      ["drill", "counters.hon", "--seed", "1", "--questions", "5", "--audio", "none"],
      input: "12\n15\n21\n20\n9\n16\n", clock: day1)
    let focused = try await run(
      [
        "drill", "counters.hon", "--seed", "5", "--questions", "6", "--audio", "none", "--focus",
        "weak",
      ],
      input: String(repeating: ":skip\n", count: 6), clock: day1 + 86_400)
    #expect(focused.status == 0)
    let secondDay = try HistoryStore(path: store).challenges().map(\.challenge).filter {
      $0.askedAt.timeIntervalSince1970 >= Double(day1 + 86_400)
    }
    #expect(secondDay.count >= 4)
    for challenge in secondDay {
      #expect(
        challenge.patterns.contains("juu-tt") || challenge.patterns.contains("counter-p"),
        "\(challenge.display) \(challenge.patterns.joined(separator: " "))")
    }
  }
}

extension HistoryEndToEndTests {
  /// The same topic and number of questions three times: the second sets a new best, the third
  /// falls short of it.
  @Test func aQuestionSessionEndsWithTheLearnersBestForItsTopicAndMode() async throws {
    let drill = ["drill", "counters.hon", "--seed", "1", "--questions", "3", "--audio", "none"]
    let first = try await run(drill, input: "1\n12\n15\n20\n")
    #expect(first.status == 0 && !first.output.contains("best"))
    let second = try await run(drill, input: "12\n15\n20\n")
    #expect(second.output.hasSuffix("3 right of 3 questions — a new best (was 2).\n"))
    let third = try await run(drill, input: "12\n1\n15\n20\n")
    #expect(third.output.hasSuffix("2 right of 3 questions — best 3.\n"))
  }
}

extension HistoryEndToEndTests {
  /// A review that cannot open its sound device names `review`, not `drill`, in its notice.
  @Test func aReviewWithoutASoundCardSaysSoAsTheReviewCommand() async throws {
    let day1 = 1_767_258_000
    _ = try await run(
      ["drill", "counters.hon", "--seed", "1", "--questions", "5", "--audio", "none"],
      input: "12\n15\n21\n20\n9\n16\n", clock: day1)
    var environment = try Binary.environment(config: nil)
    environment["COUNTBIKI_FAKE_CLOCK"] = String(day1 + 2 * 86_400)
    environment["COUNTBIKI_HISTORY"] = store
    let home = try #require(environment["HOME"])
    // A default device on a card that does not exist, so the review fails the same way anywhere.
    try "pcm.!default { type hw; card 31 }\n".write(
      toFile: home + "/.asoundrc", atomically: true, encoding: .utf8)
    let review = try await Binary.run(
      ["review", "--seed", "1", "--audio", "alsa"], input: "20\n16\n", environment: environment)
    #expect(review.status == 0)
    #expect(
      review.error.hasPrefix("countbiki review: no audio device could be opened (ALSA “default”: "))
    #expect(review.error.hasSuffix("); showing the readings as text.\n"))
  }
}
