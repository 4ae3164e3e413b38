import CountBikiKit
import History
import HistoryClient
import Options
import Setup

/// `drill --focus weak|PATTERN|CAUSE`: its declaration, and the weights it gives a deck.
public enum FocusOption {
  public static let option = TypedOption<String?>(
    "focus", "PATTERN",
    help:
      "favour questions with one sound pattern (an id that `countbiki read --explain` shows), or with `weak` your weakest ones: the more often missed, the more often asked; or aim at one cause of misses with minimal pairs (\(Focus.causes.map(\.rawValue).joined(separator: ", ")))"
  )

  /// The focus named by `text`, or nil; a name that is none is a usage error.
  public static func value(_ text: String?) throws(UsageError) -> Focus? {
    guard let text else { return nil }
    guard let focus = Focus(text) else {
      throw UsageError(
        "--focus takes weak, a cause of misses such as swapped-digits, or a sound pattern id such as roku-tt; `countbiki read --explain 600本` shows the patterns of a reading."
      )
    }
    return focus
  }

  /// The deck's weights for `focus`, from the store at `path` when it weighs the history.
  public static func weights(_ focus: Focus?, historyPath path: String) throws -> [String: UInt64] {
    guard let focus else { return [:] }
    guard focus.readsHistory, try HistoryOptions.holdsHistory(path) else { return focus.weights() }
    return focus.weights(
      misses: try HistoryOptions.reading(path) { store throws(HistoryError) in try store.misses() })
  }
}
