import CountBikiKit

/// The personal best of a `--time` or `--questions` session: the most answers right on the first
/// try in an earlier session of the same mode and topics, read before the session starts.
public struct PersonalBest: Sendable, Equatable {
  public let mode: Mode
  /// nil: no earlier session of this mode and these topics.
  public let previous: Int?

  public init(mode: Mode, previous: Int?) {
    (self.mode, self.previous) = (mode, previous)
  }

  /// `14 right in 60 s — best 16`, `9 right of 10 questions — a new best (was 7)`; nil the
  /// first time.
  public func line(right: Int) -> String? {
    let done: String
    switch mode {
    case .time(let seconds): done = "\(right) right in \(seconds) s"
    case .questions(let limit): done = "\(right) right of \(Plural.count(limit, "question"))"
    case .infinite: done = "\(right) right"
    }
    guard let previous else { return nil }
    if right > previous { return "\(done) — a new best (was \(previous))." }
    if right == previous { return "\(done) — equal to your best." }
    return "\(done) — best \(previous)."
  }
}
