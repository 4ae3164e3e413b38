import Foundation

/// The review schedule of one sound pattern (`8 → はっ`): every challenge whose reading carries the
/// pattern is a review of it, graded from how the learner answered.
public struct PatternReview: Hashable, Sendable, Codable {
  public let pattern: String
  public let memory: FSRS.Memory
  /// Challenges that carried the pattern.
  public let reviews: Int
  /// Of those, missed or skipped.
  public let lapses: Int
  public let lastReview: Date
  /// When recall is expected to fall to 90 %.
  public let due: Date

  package init(pattern: String, memory: FSRS.Memory, reviews: Int, lapses: Int, lastReview: Date, due: Date) {
    self.pattern = pattern
    self.memory = memory
    self.reviews = reviews
    self.lapses = lapses
    self.lastReview = lastReview
    self.due = due
  }
}

extension FSRS.Grade {
  /// A first-try answer slower than this is graded hard: right, but with effort.
  public static let slowAnswerSeconds = 15.0

  /// Right on the first try is good (hard when slower than `slowAnswerSeconds`); a miss or a skip
  /// is again.
  public init(outcome: ChallengeRecord.Outcome, answerSeconds: Double?) {
    switch outcome {
    case .missed, .skipped: self = .again
    case .correct: self = (answerSeconds ?? 0) > Self.slowAnswerSeconds ? .hard : .good
    }
  }
}

extension PatternReview {
  /// The schedule after one more review at `time`; `previous` is nil for the pattern's first.
  package static func after(
    _ previous: PatternReview?, pattern: String, grade: FSRS.Grade, at time: Date, fsrs: FSRS
  ) -> PatternReview {
    let days = previous.map { time.timeIntervalSince($0.lastReview) / 86_400 } ?? 0
    let memory = fsrs.next(previous?.memory, afterDays: max(0, days), grade: grade)
    return PatternReview(
      pattern: pattern, memory: memory, reviews: (previous?.reviews ?? 0) + 1,
      lapses: (previous?.lapses ?? 0) + (grade == .again ? 1 : 0), lastReview: time,
      due: time.addingTimeInterval(fsrs.interval(stability: memory.stability) * 86_400))
  }
}
