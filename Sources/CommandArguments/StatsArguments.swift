import CountBikiKit
import Foundation
import History
import HistoryClient
import Options
import ProcessIO
import Screen
import Setup

/// What `countbiki stats` is told, decoded once.
public struct StatsArguments: OptionGroup {
  /// Days in the chart unless `--days` says otherwise.
  public static let chartDays = 14

  public static let days = TypedOption(
    "days", "N", whole: 1...366, default: chartDays, help: "days in the chart, ending today")
  public static let json = Flag(
    "json",
    help:
      "the figures as JSON: topics, days, weakestPatterns (with recentMisses), causes, thresholds (with measures), streakDays, practiceSeconds; with nothing recorded yet, the same fields with no topic and every day at 0"
  )
  public static let options = [days.option, HistoryOptions.path.option, json.option]

  public let names: [String]
  public let days: Int
  public let history: String?
  public let json: Bool

  public init(_ arguments: ParsedArguments) {
    names = arguments.positionals
    days = arguments[Self.days]
    history = arguments[HistoryOptions.path]
    json = arguments[Self.json]
  }
}
