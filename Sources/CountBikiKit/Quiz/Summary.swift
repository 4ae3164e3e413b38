/// The results of a session: what the end-of-session screen and the transcript print. The
/// challenges answered right are not kept: they were handed to `record` as they finished.
public struct Summary: Hashable, Sendable {
  public struct Totals: Hashable, Sendable, Codable {
    /// Challenges finished (answered right at last, or skipped).
    public internal(set) var asked = 0
    /// Right on the first try.
    public internal(set) var correct = 0
    /// At least one wrong try.
    public internal(set) var missed = 0
    /// Answer shown with no wrong try.
    public internal(set) var skipped = 0

    public init(asked: Int = 0, correct: Int = 0, missed: Int = 0, skipped: Int = 0) {
      self.asked = asked
      self.correct = correct
      self.missed = missed
      self.skipped = skipped
    }

    /// Counts one finished challenge.
    mutating func count(_ outcome: Challenge.Outcome) {
      asked += 1
      switch outcome {
      case .correct: correct += 1
      case .missed: missed += 1
      case .skipped: skipped += 1
      }
    }
  }

  public let seed: UInt64
  public let mode: Mode
  /// The ids of the topics drilled.
  public let topics: [String]
  /// Seconds from the start to the last action.
  public let elapsed: Double
  public let totals: Totals
  /// The challenges missed or skipped, in order, for review.
  public let missed: [Challenge]
  /// The median of the seconds from a question being asked to its first answer or skip; nil
  /// with nothing answered.
  public let medianAnswerSeconds: Double?
  /// An adaptive session's level where it ended.
  public let staircase: Staircase?
  /// Why the session ended; nil while it runs.
  public let ending: Quiz.Ending?

  public init(_ state: Quiz.State) {
    seed = state.seed
    mode = state.mode
    topics = state.deck.topics.map(\.id)
    elapsed = state.elapsed
    totals = state.totals
    missed = state.missed
    medianAnswerSeconds = Self.median(state.answerSeconds)
    staircase = state.staircase
    ending = state.ending
  }

  private static func median(_ values: [Float]) -> Double? {
    guard !values.isEmpty else { return nil }
    let sorted = values.sorted()
    let middle = sorted.count / 2
    let upper = Double(sorted[middle])
    return sorted.count % 2 == 1 ? upper : (Double(sorted[middle - 1]) + upper) / 2
  }
}
