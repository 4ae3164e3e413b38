import CountBikiKit
import Foundation
import HistoryClient

/// `countbiki stats` as plain text: a table of topics, a chart of days drawn with block
/// characters (readable without colour), the weakest patterns with their missed questions, the
/// streak and the practice time.
public struct StatsText {
  public let stats: Stats
  public let now: Date
  public let calendar: Calendar

  public init(stats: Stats, now: Date, calendar: Calendar = .current) {
    (self.stats, self.now, self.calendar) = (stats, now, calendar)
  }

  /// The widest bar of the chart, in characters.
  public static let barWidth = 30

  public var lines: [String] {
    let header = [
      "Topic", "Questions", "First try", "Median", "Last practised", "This week", "Last week",
    ]
    var lines = HistoryText.table(
      [header]
        + stats.topics.map { topic in
          [
            topic.topic, String(topic.total.questions), percent(topic.total.accuracy),
            seconds(topic.medianAnswerSeconds), ago(topic.lastPractised), week(topic.thisWeek),
            week(topic.lastWeek),
          ]
        }, right: [1, 2, 3])
    lines.append("")
    lines.append("Last \(Plural.count(stats.days.count, "day")) (questions a day, first-try accuracy)")
    let most = stats.days.map(\.count.questions).max() ?? 0
    for day in stats.days {
      let label = HistoryText.pad(HistoryText.day(day.start, calendar), 10)
      let count =
        day.count.questions == 0 ? "" : "  \(day.count.questions)  \(percent(day.count.accuracy))"
      lines.append(
        "  \(label)  \(Self.bar(day.count.questions, of: most))\(count)".withoutTrailingSpaces)
    }
    if !stats.weakestPatterns.isEmpty {
      lines.append("")
      lines.append("Weakest patterns")
      for pattern in stats.weakestPatterns {
        lines.append(
          "  \(Self.name(pattern.pattern)): \(percent(pattern.count.accuracy)) right first time of \(pattern.count.questions)"
        )
        for miss in pattern.recentMisses {
          lines.append(
            "    \(miss.display)  \(miss.reading)  answer \(miss.answer)  (\(ago(miss.askedAt)))")
        }
      }
    }
    if !stats.causes.isEmpty {
      lines.append("")
      lines.append("Why answers were missed (wrong tries by likely cause)")
      lines += HistoryText.table(
        [["Cause", "Tries", "This week", "Last week", "Trend"]]
          + stats.causes.map { cause in
            [
              MissCause.named(cause.cause)?.title ?? cause.cause, String(cause.total),
              String(cause.thisWeek), String(cause.lastWeek),
              Self.trend(cause.thisWeek, cause.lastWeek),
            ]
          }, right: [1, 2, 3]
      ).map { "  " + $0 }
    }
    if !stats.thresholds.isEmpty {
      lines.append("")
      lines.append("Thresholds of adaptive drills, oldest first (speech over noise: lower is better)")
      lines += stats.thresholds.map { "  " + thresholdLine($0) }
    }
    lines.append("")
    let total = stats.total
    lines.append(
      "Streak \(Plural.count(stats.streakDays, "day"))   practice time \(duration(stats.practiceSeconds))   \(Plural.count(total.questions, "question")), \(percent(total.accuracy)) right first time"
    )
    return lines
  }

  /// How many of the latest thresholds a line shows.
  public static let thresholdsShown = 6

  /// One scene and set of topics over time: `counters.hon in shop noise: Mon 1 Dec +16.0 dB →
  /// Tue 2 Dec +12.0 dB (better by 4.0 dB)`; a speed other than 1× follows its level.
  public func thresholdLine(_ series: Stats.Thresholds) -> String {
    let shown = series.measures.suffix(Self.thresholdsShown).map { measure in
      let speed = abs(measure.rate - 1) < 0.005 ? "" : " at \(Staircase.speed(measure.rate))"
      return "\(HistoryText.day(measure.at, calendar)) \(Staircase.decibels(measure.snr))\(speed)"
    }
    let earlier = series.measures.count > Self.thresholdsShown ? "… → " : ""
    let trend = Self.trend(series.measures).map { " (\($0))" } ?? ""
    return
      "\(series.topics.joined(separator: " + ")) in \(series.scene) noise: \(earlier)\(shown.joined(separator: " → "))\(trend)"
  }

  /// The first threshold against the latest: the ratio first, then the speed; nil with one.
  static func trend(_ measures: [Stats.Measure]) -> String? {
    guard measures.count > 1, let first = measures.first, let last = measures.last else {
      return nil
    }
    let decibels = last.snr - first.snr
    if abs(decibels) >= 0.05 {
      return "\(decibels < 0 ? "better" : "worse") by \(String(format: "%.1f", abs(decibels))) dB"
    }
    let faster = last.rate - first.rate
    if abs(faster) >= 0.005 {
      return "\(faster > 0 ? "better" : "worse") by \(String(format: "%.2f", abs(faster)))× speed"
    }
    return "steady"
  }

  /// Whether a cause is met more or less often than the week before.
  static func trend(_ thisWeek: Int, _ lastWeek: Int) -> String {
    thisWeek > lastWeek ? "more" : thisWeek < lastWeek ? "fewer" : "same"
  }

  /// A bar of eighth blocks, `count` against the day with the most questions; a dot for none.
  static func bar(_ count: Int, of most: Int) -> String {
    guard count > 0, most > 0 else { return "·" + String(repeating: " ", count: barWidth - 1) }
    let eighths = max(1, count * barWidth * 8 / most)
    let partial = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"][eighths % 8]
    let drawn = String(repeating: "█", count: eighths / 8) + partial
    return drawn + String(repeating: " ", count: barWidth - drawn.count)
  }

  private func ago(_ date: Date) -> String {
    let days =
      calendar.dateComponents(
        [.day], from: calendar.startOfDay(for: date), to: calendar.startOfDay(for: now)
      ).day ?? 0
    switch days {
    case ...0: return "today"
    case 1: return "yesterday"
    default: return "\(days) days ago"
    }
  }

  private func week(_ count: Stats.Count) -> String {
    count.questions == 0 ? "-" : "\(count.questions) (\(percent(count.accuracy)))"
  }

  private func percent(_ fraction: Double?) -> String { HistoryText.percent(fraction) }

  private func seconds(_ value: Double?) -> String {
    value.map { String(format: "%.1f s", $0) } ?? "-"
  }

  private func duration(_ seconds: Double) -> String {
    guard seconds >= 60 else { return "\(Int(seconds.rounded())) s" }
    let minutes = Int((seconds / 60).rounded())
    return minutes < 60 ? "\(minutes) min" : "\(minutes / 60) h \(minutes % 60) min"
  }

  /// A pattern's id with its title when the engine knows it: `roku-tt (6 → ろっ)`.
  static func name(_ pattern: String) -> String {
    SoundPattern.named(pattern).map { "\(pattern) (\($0.title))" } ?? pattern
  }
}
