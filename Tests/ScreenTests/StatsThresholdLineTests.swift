import Foundation
import HistoryClient
import Screen
import Testing

/// How `stats` draws one scene's thresholds over time.
@Suite struct StatsThresholdLineTests {
  /// 2025-12-01 09:00 UTC, and a day later for each further measure.
  private func measures(_ levels: [(snr: Double, rate: Double)]) -> [Stats.Measure] {
    levels.enumerated().map { day, level in
      Stats.Measure(
        at: Date(timeIntervalSince1970: 1_764_579_600 + Double(day) * 86_400), snr: level.snr,
        rate: level.rate, answers: 40, found: true)
    }
  }

  private func line(_ levels: [(snr: Double, rate: Double)], topics: [String] = ["money.conbini"])
    -> String
  {
    let text = StatsText(
      stats: Stats(topics: [], days: [], weakestPatterns: [], streakDays: 0, practiceSeconds: 0),
      now: Date(timeIntervalSince1970: 1_765_000_000), calendar: .utc)
    return text.thresholdLine(
      Stats.Thresholds(scene: "phone", topics: topics, measures: measures(levels)))
  }

  @Test func oneThresholdHasNoTrend() {
    #expect(line([(3, 1)]) == "money.conbini in phone noise: Mon 1 Dec +3.0 dB")
  }

  @Test func aHigherRatioIsWorseAndASpeedOtherThanOneFollowsItsLevel() {
    #expect(
      line([(-2, 1.3), (0.5, 1)], topics: ["money.conbini", "counters.hon"])
        == "money.conbini + counters.hon in phone noise: Mon 1 Dec −2.0 dB at 1.30× → Tue 2 Dec +0.5 dB (worse by 2.5 dB)"
    )
  }

  @Test func withTheSameRatioTheSpeedDecidesAndOtherwiseItIsSteady() {
    #expect(line([(4, 1), (4, 1.2)]).hasSuffix("(better by 0.20× speed)"))
    #expect(line([(4, 1.2), (4, 1)]).hasSuffix("(worse by 0.20× speed)"))
    #expect(line([(4, 1), (4, 1)]).hasSuffix("(steady)"))
  }

  @Test func theLatestSixAreShownAndTheTrendRunsFromTheFirst() {
    #expect(
      line([(20, 1), (18, 1), (16, 1), (14, 1), (12, 1), (10, 1), (8, 1)])
        == "money.conbini in phone noise: … → Tue 2 Dec +18.0 dB → Wed 3 Dec +16.0 dB → Thu 4 Dec +14.0 dB → Fri 5 Dec +12.0 dB → Sat 6 Dec +10.0 dB → Sun 7 Dec +8.0 dB (better by 12.0 dB)"
    )
  }
}
