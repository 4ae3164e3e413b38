import Foundation

/// The questions of a spaced review: one fresh question for each due sound pattern.
public enum ReviewDeck {
  /// How many questions a topic may draw looking for one that carries a pattern.
  static let attemptsPerTopic = 500

  /// For each pattern in order (the most overdue first), a question that carries it, from the
  /// first of its topics that gives one; a pattern none of its topics gives within
  /// `attemptsPerTopic` draws is left out. One generator seeded with `seed` draws everything,
  /// so a seed replays the review.
  /// `context` and `hosts` say whether numbers come alone or in sentences, as `Deck`'s do.
  public static func questions(
    for patterns: [(pattern: String, topics: [Topic])], seed: UInt64, context: Context? = nil,
    hosts: [Deck.Host] = []
  ) -> [Question] {
    var generator = SplitMix64(seed: seed)
    var questions: [Question] = []
    for (pattern, topics) in patterns {
      search: for topic in topics {
        for _ in 0..<attemptsPerTopic {
          let question = Deck.question(
            of: topic, context: context, hosts: hosts, using: &generator)
          if question.patterns.contains(pattern) {
            questions.append(question)
            break search
          }
        }
      }
    }
    return questions
  }

  /// The speech-to-noise ratio of a hard-listening review (`review --hard-listening`): +20 dB for
  /// patterns just learnt, 6 dB less each time their mean stability (days) doubles, down to
  /// −10 dB.
  public static func hardListeningSNR(stability: [Double]) -> Double {
    let mean = stability.isEmpty ? 0 : stability.reduce(0, +) / Double(stability.count)
    return min(20, max(-10, 20 - 6 * log2(1 + max(0, mean))))
  }
}
