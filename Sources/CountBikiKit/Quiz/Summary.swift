/// The results of a session, as printed at the end and written by `--json`.
public struct Summary: Hashable, Sendable, Codable {
  public struct Totals: Hashable, Sendable, Codable {
    /// Challenges finished (answered right at last, or skipped).
    public let asked: Int
    /// Right on the first try.
    public let correct: Int
    /// At least one wrong try.
    public let missed: Int
    /// Answer shown with no wrong try.
    public let skipped: Int
  }

  public let seed: UInt64
  public let mode: Mode
  /// The ids of the topics drilled.
  public let topics: [String]
  /// Seconds from the start to the last action.
  public let elapsed: Double
  public let totals: Totals
  public let challenges: [Challenge]
  /// The questions missed or skipped, in order, for review.
  public let missed: [Question]

  public init(_ state: Quiz.State) {
    seed = state.seed
    mode = state.mode
    topics = state.deck.topics.map(\.id)
    elapsed = state.elapsed
    challenges = state.completed
    let outcomes = state.completed.map(\.outcome)
    totals = Totals(
      asked: challenges.count,
      correct: outcomes.filter { $0 == .correct }.count,
      missed: outcomes.filter { $0 == .missed }.count,
      skipped: outcomes.filter { $0 == .skipped }.count)
    missed = state.completed.filter { $0.outcome != .correct }.map(\.question)
  }
}
