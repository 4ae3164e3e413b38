import Foundation
import History

/// `countbiki stats [TOPIC_OR_CATEGORY...] [--days N] [--json]`: progress from the history store.
enum StatsCommand: Command {
  static let name = "stats"
  static let summary = "your progress: topics, a chart of days, weakest sound patterns, streak"
  static let help = """
    Usage: countbiki stats [TOPIC_OR_CATEGORY...] [--days N] [--history PATH] [--json]

    Reads the history that drills keep and shows, for each topic practised, the number of
    questions, the share right on the first try, the median time to answer, when it was last
    practised and this week against the week before; then a chart of questions per day (bars
    of blocks, no colour needed), the sound patterns you miss most with the questions you last
    missed for each, your streak of days and the time spent on questions. Name topics or
    categories to see only those.

    Options:
      --days N          days in the chart, ending today (1–366, default 14)
      --history PATH    the history store to read (default $COUNTBIKI_HISTORY, else
                        $XDG_DATA_HOME/countbiki/history.sqlite3)
      --json            the figures as JSON: topics, days, weakestPatterns (with recentMisses),
                        streakDays, practiceSeconds
    """

  static func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(arguments, flags: ["json"], options: ["days", "history"])
    let days = try args.integer("days", in: 1...366) ?? 14
    let path = HistoryOptions.readPath(args.options["history"])
    guard FileManager.default.fileExists(atPath: path) else {
      Output.line(HistoryOptions.nothingYet(path))
      return ExitStatus.success
    }
    let topics = args.positionals.isEmpty ? nil : try Seed.topics(args.positionals).map(\.id)
    let now = RuntimeClock.fromEnvironment()()
    let calendar = Calendar.current
    let request = StatsRequest(topics: topics, days: days, now: now, calendar: calendar)
    let stats = try HistoryOptions.reading(path) { store throws(HistoryError) in
      try store.stats(request)
    }
    if args.flags.contains("json") {
      Output.line(try JSON.encode(stats))
    } else if stats.topics.isEmpty {
      Output.line(HistoryOptions.nothingYet(path, for: args.positionals))
    } else {
      for line in StatsText(stats: stats, now: now, calendar: calendar).lines { Output.line(line) }
    }
    return ExitStatus.success
  }
}
