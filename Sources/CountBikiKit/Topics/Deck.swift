/// The questions of a session: topics mixed by weight, drawn from one seeded generator.
public struct Deck: Hashable, Sendable {
  public let topics: [Topic]
  public private(set) var generator: SplitMix64
  /// The question asked last, never asked again right after itself.
  public private(set) var last: Question?

  /// Questions chosen beforehand (a review), asked first and in order.
  public private(set) var queued: [Question]

  public init(topics: [Topic], seed: UInt64, queued: [Question] = []) {
    precondition(!topics.isEmpty, "a deck needs at least one topic")
    self.topics = topics
    self.generator = SplitMix64(seed: seed)
    self.queued = queued
  }

  /// The next question: the first queued one, else a topic chosen by weight, then a question of
  /// it that differs from the last.
  public mutating func next() -> Question {
    if !queued.isEmpty {
      last = queued.removeFirst()
      return last!
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
    return question
  }

  private mutating func draw(_ weights: [UInt64]) -> Question {
    let topic = topics.count == 1 ? topics[0] : topics[generator.index(weightedBy: weights)]
    return topic.question(using: &generator)
  }
}
