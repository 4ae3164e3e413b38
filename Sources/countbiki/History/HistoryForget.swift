import CommandArguments
import Foundation
import History
import HistoryClient
import Options
import ProcessIO
import Screen
import Setup

/// `countbiki history forget TOPIC_OR_CATEGORY...|--all [--yes]`: deletes after asking.
enum HistoryForget {
  static func run(_ path: String, names: [String], all: Bool, yes: Bool) throws -> Int32 {
    guard all != !names.isEmpty else {
      throw UsageError(
        "history forget takes topics or categories, or --all, as in `countbiki history forget money.conbini`."
      )
    }
    // A name that is no topic or category at all is a mistake, not an empty history (one kept
    // only in the store, from a topic file since removed, can still be forgotten).
    if !all, (try? Resources.topics(named: names)) == nil,
      !(try HistoryOptions.holdsHistory(path)
        && HistoryOptions.reading(path) { store throws(HistoryError) in
          try store.count(of: names)
        } > 0)
    {
      _ = try Resources.topics(named: names)
    }
    guard try HistoryOptions.holdsHistory(path) else {
      Output.line(ForgetText.noStore(path))
      return ExitStatus.success
    }
    return try HistoryOptions.reading(path) { store throws(HistoryError) in
      let count = all ? try store.challenges().count : try store.count(of: names)
      let what = ForgetText.what(names, all: all)
      guard count > 0 else {
        Output.line(ForgetText.nothingOf(what, path: path))
        return ExitStatus.success
      }
      if !yes {
        Output.write(ForgetText.prompt(count: count, what: what, path: path))
        Output.flush()
        let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
        guard answer == "y" || answer == "yes" else {
          Output.line(ForgetText.keptAll)
          return ExitStatus.failure
        }
      }
      let forgotten = all ? try store.forgetEverything() : try store.forget(names)
      Output.line(ForgetText.forgot(count: forgotten, what: what))
      return ExitStatus.success
    }
  }
}
