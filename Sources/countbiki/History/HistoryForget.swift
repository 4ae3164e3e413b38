import Foundation
import History

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
      !(try HistoryOptions.exists(path)
        && HistoryOptions.reading(path) { store throws(HistoryError) in
          try store.count(of: names)
        } > 0)
    {
      _ = try Resources.topics(named: names)
    }
    guard try HistoryOptions.exists(path) else {
      Output.line("Nothing to forget: there is no history store at \(path).")
      return ExitStatus.success
    }
    return try HistoryOptions.reading(path) { store throws(HistoryError) in
      let count = all ? try store.challenges().count : try store.count(of: names)
      let what = all ? "every session" : names.joined(separator: " ")
      guard count > 0 else {
        Output.line("Nothing to forget: \(path) keeps no question of \(what).")
        return ExitStatus.success
      }
      if !yes {
        Output.write(
          "Forget \(count) \(count == 1 ? "question" : "questions") of \(what) from \(path)? [y/N] "
        )
        Output.flush()
        let answer = readLine()?.trimmingCharacters(in: .whitespaces).lowercased()
        guard answer == "y" || answer == "yes" else {
          Output.line("Nothing was forgotten.")
          return ExitStatus.failure
        }
      }
      let forgotten = all ? try store.forgetEverything() : try store.forget(names)
      Output.line("Forgot \(forgotten) \(forgotten == 1 ? "question" : "questions") of \(what).")
      return ExitStatus.success
    }
  }
}
