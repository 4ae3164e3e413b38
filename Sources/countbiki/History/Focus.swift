import CountBikiKit
import Foundation
import History

/// `drill --focus weak|PATTERN|CAUSE`: the sound patterns a focused drill favours, with their
/// weights, or the cause of misses it aims at with minimal pairs.
enum Focus {
  static let option = Option.value(
    "focus", "PATTERN",
    help:
      "favour questions with one sound pattern (an id that `countbiki read --explain` shows), or with `weak` your weakest ones: the more often missed, the more often asked; or aim at one cause of misses with minimal pairs (\(MissCause.allCases.filter { $0 != .unknown }.map(\.rawValue).joined(separator: ", ")))"
  )

  /// Weight given to the one pattern of `--focus PATTERN`: nearly every question carries it.
  static let onePattern: UInt64 = 1000

  /// The cause of misses `--focus` aims at, when it names one.
  static func pairs(_ value: String?) -> MissCause? {
    value.flatMap(MissCause.named).flatMap { $0 == .unknown ? nil : $0 }
  }

  /// The weights for `value` (nil: no focus). `weak` weighs each pattern the history has seen
  /// missed by its share of misses in percent, so the same seed and store give the same drill.
  static func weights(_ value: String?, historyPath path: String) throws -> [String: UInt64] {
    guard let value else { return [:] }
    if pairs(value) != nil { return [:] }
    guard value == "weak" else {
      guard SoundPattern.named(value) != nil else {
        throw UsageError(
          "--focus takes weak, a cause of misses such as swapped-digits, or a sound pattern id such as roku-tt; `countbiki read --explain 600本` shows the patterns of a reading."
        )
      }
      return [value: onePattern]
    }
    guard try HistoryOptions.exists(path) else { return [:] }
    let reviews = try HistoryOptions.reading(path) { store throws(HistoryError) in
      try store.reviews()
    }
    return Dictionary(
      uniqueKeysWithValues: reviews.filter { $0.lapses > 0 }.map {
        ($0.pattern, UInt64(100 * $0.lapses / $0.reviews))
      })
  }
}
