/// The questions of a session: topics mixed by weight, drawn from one seeded generator.
public struct Deck: Hashable, Sendable {
  public let topics: [Topic]
  public internal(set) var generator: SplitMix64
  /// The question asked last, never asked again right after itself.
  public private(set) var last: Question?
  /// Questions chosen beforehand (a review), asked first and in order.
  public private(set) var queued: [Question]

  /// Extra weight for questions whose reading carries these patterns (`drill --focus`): each
  /// question is chosen among `focusCandidates` drawn ones, each weighted 1 plus the weights of
  /// its patterns. Empty: every question is drawn as it comes.
  public let focus: [String: UInt64]
  /// The cause of misses a deck aims at (`drill --focus CAUSE`): questions that can show it,
  /// each followed by its minimal pair.
  public let pairs: MissCause?
  /// The minimal pair of the question just asked, asked next.
  public private(set) var pending: Question?

  /// Numbers alone, in sentences or both; nil: each topic's default (situations mix, the
  /// others are bare).
  public let context: Context?
  /// Templates that can say a plain topic's number when the context asks for sentences.
  public let hosts: [Host]

  /// How many questions a focused deck draws to choose one from.
  static let focusCandidates = 64

  public init(
    topics: [Topic], seed: UInt64, queued: [Question] = [], focus: [String: UInt64] = [:],
    pairs: MissCause? = nil, context: Context? = nil, hosts: [Host] = []
  ) {
    precondition(!topics.isEmpty, "a deck needs at least one topic")
    self.topics = topics
    self.generator = SplitMix64(seed: seed)
    self.queued = queued
    self.focus = focus
    self.pairs = pairs
    self.context = context
    self.hosts = hosts
  }

  /// The next question: the first queued one, else a topic chosen by weight, then a question of
  /// it that differs from the last.
  public mutating func next() -> Question {
    if !queued.isEmpty {
      last = queued.removeFirst()
      return last!
    }
    if let pair = pending {
      pending = nil
      last = pair
      return pair
    }
    let weights = topics.map(\.weight)
    var question = draw(weights)
    // Every topic has at least two possible questions, so this ends; the bound guards user files.
    var attempts = 0
    while question == last, attempts < 1000 {
      question = draw(weights)
      attempts += 1
    }
    last = question
    if let pairs { pending = MinimalPair.partner(of: question, pairs) }
    return question
  }

  private mutating func draw(_ weights: [UInt64]) -> Question {
    if let pairs { return drawTesting(pairs, weights) }
    guard !focus.isEmpty else { return drawOne(weights) }
    let candidates = (0..<Self.focusCandidates).map { _ in drawOne(weights) }
    // The question just asked weighs nothing, so a focus on a pattern few questions carry
    // moves on to another of them rather than to any question.
    let scores = candidates.map { question in
      question == last ? 0 : question.patterns.reduce(UInt64(1)) { $0 + (focus[$1] ?? 0) }
    }
    guard scores.contains(where: { $0 > 0 }) else { return candidates[0] }
    return candidates[generator.index(weightedBy: scores)]
  }

  /// A question that can show `cause`, chosen among `focusCandidates` drawn ones, one with a
  /// minimal pair weighing most.
  private mutating func drawTesting(_ cause: MissCause, _ weights: [UInt64]) -> Question {
    let candidates = (0..<Self.focusCandidates).map { _ in drawOne(weights) }
    let scores = candidates.map { question -> UInt64 in
      guard question != last, MinimalPair.tests(question, cause) else { return 0 }
      return MinimalPair.partner(of: question, cause) == nil ? 1 : 100
    }
    guard scores.contains(where: { $0 > 0 }) else { return candidates[0] }
    return candidates[generator.index(weightedBy: scores)]
  }

  private mutating func drawOne(_ weights: [UInt64]) -> Question {
    let topic = topics.count == 1 ? topics[0] : topics[generator.index(weightedBy: weights)]
    return question(of: topic)
  }
}
