import Foundation
import HistoryClient

/// The wording of `countbiki review` and of the line a drill starts with when reviews are due.
public enum ReviewText {
  /// The live screen's title: `review: 3 sound patterns due`.
  public static func title(questions: Int) -> String {
    "review: \(Plural.count(questions, "sound pattern")) due"
  }

  /// The first line of a scripted review.
  public static func start(questions: Int, due: Int) -> String {
    "Review: \(questions) of \(due) due \(due == 1 ? "sound pattern" : "sound patterns"), the most overdue first."
  }

  /// Nothing to review now: `due` patterns are due but none comes up in a topic there is, or
  /// `next` is the next to fall due, if any.
  public static func nothingDue(due: Int, next: PatternReview?, calendar: Calendar = .current)
    -> String
  {
    if due == 1 {
      return
        "The one due sound pattern comes up in no topic countbiki still has; drill a topic to meet it again."
    }
    if due > 1 {
      return
        "None of the \(due) due sound patterns comes up in a topic countbiki still has; drill a topic to meet them again."
    }
    guard let next else {
      return
        "No sound pattern has a review schedule yet; drill a topic first (`countbiki drill money.conbini`)."
    }
    let formatter = HistoryText.timeFormat(calendar)
    return
      "No sound pattern is due for review; the next (\(next.pattern)) is due \(formatter.string(from: next.due))."
  }

  /// The line a drill starts with when `due` patterns are due for review; nil when none is.
  public static func dueLine(due: Int) -> String? {
    guard due > 0 else { return nil }
    let patterns = Plural.count(due, "sound pattern")
    return
      "\(patterns) \(due == 1 ? "is" : "are") due for review: `countbiki review` drills \(due == 1 ? "it" : "them")."
  }
}
