import CommandArguments
import CountBikiKit
import DrillRuntime
import Foundation
import History
import HistoryClient
import Options
import ProcessIO
import Screen
import Setup

/// `countbiki stats [TOPIC_OR_CATEGORY...] [--days N] [--json]`: progress from the history store.
enum StatsCommand: Command {
  static let spec = CommandSpec(
    name: "stats",
    summary: "your progress by topic and by day, weak sound patterns, streak",
    positionals: .words(name: "TOPIC_OR_CATEGORY", required: false, repeats: true),
    options: Arguments.options,
    about: """
      Reads the history that drills keep and shows, for each topic practised, the number
      of questions, the share right on the first try, the median time to answer, when it
      was last practised and this week against the week before; then a chart of questions
      per day (bars of blocks, no colour needed), the sound patterns you miss most with the
      questions you last missed for each, your wrong tries by their likely cause (this week
      against the week before), the thresholds of your adaptive drills over time for each
      scene and topic, your streak of days and the time spent on questions. Name topics or
      categories to see only those.
      """)

  typealias Arguments = StatsArguments

  static func run(_ args: Arguments) throws -> Int32 {
    let days = args.days
    let path = HistoryOptions.readPath(args.history)
    let topics =
      args.names.isEmpty ? nil : try Resources.topics(named: args.names).map(\.id)
    let now = RuntimeClock.fromEnvironment().now()
    let calendar = Calendar.current
    let request = StatsRequest(topics: topics, days: days, now: now, calendar: calendar)
    guard try HistoryOptions.holdsHistory(path) else {
      Output.line(
        args.json ? try JSON.encode(Stats.empty(request)) : HistoryText.nothingYet(path))
      return ExitStatus.success
    }
    let stats = try HistoryOptions.reading(path) { store throws(HistoryError) in
      try store.stats(request)
    }
    if args.json {
      Output.line(try JSON.encode(stats))
    } else if stats.topics.isEmpty {
      Output.line(HistoryText.nothingYet(path, for: args.names))
    } else {
      for line in StatsText(stats: stats, now: now, calendar: calendar).lines { Output.line(line) }
    }
    return ExitStatus.success
  }
}
