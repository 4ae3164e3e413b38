import CommandArguments
import CountBikiKit
import Foundation
import History
import HistoryClient
import Options
import ProcessIO
import Screen
import Setup

/// `countbiki history`: the sessions kept, their export, forgetting and a check of the store.
enum HistoryCommand: Command {
  static let spec = CommandSpec(
    name: "history",
    summary: "the sessions kept (with seeds); export, forget or check them",
    positionals: .forms([
      "[--json]", "export --csv|--json", "forget TOPIC_OR_CATEGORY...|--all [--yes]", "check",
    ]),
    options: Arguments.options,
    about: """
      Lists every session kept in the history store, oldest first, with its seed, so
      `countbiki drill TOPIC --seed S` replays it; a session whose process was killed shows
      as not ended. `export` writes every challenge with its submissions. `forget` deletes
      a topic's (or a category's) challenges, or all of them, after asking; the file stays.
      `check` reports what is wrong with the store without changing it (exit status 1 when
      something is).
      """)

  typealias Arguments = HistoryArguments

  static func run(_ args: Arguments) throws -> Int32 {
    let path = HistoryOptions.readPath(args.history)
    let json = args.json
    let words = args.words
    switch words.first {
    case nil:
      return try list(path, json: json)
    case "export":
      guard words.count == 1, args.csv != json else {
        throw UsageError(
          "history export takes --csv or --json, as in `countbiki history export --csv > history.csv`."
        )
      }
      return try HistoryExport.write(path, csv: args.csv)
    case "forget":
      return try HistoryForget.run(
        path, names: Array(words.dropFirst()), all: args.all, yes: args.yes)
    case "check":
      guard words.count == 1 else { throw UsageError("history check takes nothing more.") }
      return try check(path)
    case let word?:
      throw UsageError(
        "“\(word)” is not a history action; use export, forget or check, or nothing to list sessions."
      )
    }
  }

  private static func list(_ path: String, json: Bool) throws -> Int32 {
    guard try HistoryOptions.holdsHistory(path) else {
      if json { Output.line("[]") } else { Output.line(HistoryText.nothingYet(path)) }
      return ExitStatus.success
    }
    let sessions = try HistoryOptions.reading(path) { store throws(HistoryError) in
      try store.sessions()
    }
    if json {
      Output.line(try JSON.encode(sessions))
      return ExitStatus.success
    }
    guard !sessions.isEmpty else {
      Output.line(HistoryText.nothingYet(path))
      return ExitStatus.success
    }
    for line in HistoryText.sessions(sessions) { Output.line(line) }
    return ExitStatus.success
  }

  private static func check(_ path: String) throws -> Int32 {
    guard try HistoryOptions.holdsHistory(path) else {
      Output.line(HistoryText.nothingToCheck(path))
      return ExitStatus.success
    }
    let report = HistoryStore.check(path: path)
    guard report.isHealthy else {
      for problem in report.problems { Output.error("countbiki \(spec.name): \(problem).") }
      return ExitStatus.failure
    }
    Output.line(HistoryText.sound(report))
    return ExitStatus.success
  }
}
