/// How a stored session ran, kept in the store as text: `questions:10`, `time:60`, `review:20`
/// or `infinite`.
public enum SessionMode: Hashable, Sendable {
  /// Until the learner quit.
  case untilQuit
  /// A drill of this many questions.
  case questions(Int)
  /// A drill of this many seconds.
  case time(seconds: Int)
  /// `countbiki review`, of this many questions.
  case review(questions: Int)

  /// The mode in the store's text; text this countbiki does not know reads as `untilQuit`.
  public init(stored: String) {
    let parts = stored.split(separator: ":", maxSplits: 1)
    let limit = parts.count == 2 ? Int(parts[1]) : nil
    switch (parts.first, limit) {
    case ("questions", let limit?): self = .questions(limit)
    case ("time", let seconds?): self = .time(seconds: seconds)
    case ("review", let questions?): self = .review(questions: questions)
    default: self = .untilQuit
    }
  }

  /// The text the store keeps.
  public var stored: String {
    switch self {
    case .untilQuit: "infinite"
    case .questions(let limit): "questions:\(limit)"
    case .time(let seconds): "time:\(seconds)"
    case .review(let questions): "review:\(questions)"
    }
  }
}
