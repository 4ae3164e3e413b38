import CommandArguments
import CountBikiKit
import Foundation
import History
import HistoryClient

extension ReviewCommand {
  /// `review --json` with nothing to review: the summary a review prints, with no challenge
  /// (mode `questions` of 0, totals at 0), and why: `due`, the patterns due now (due but in no
  /// topic countbiki still has, when more than 0), and `next`, the next pattern to fall due and
  /// when, or null.
  struct NothingToReview: Encodable {
    struct Next: Encodable {
      let pattern: String
      let due: Date
    }

    let seed: UInt64
    let due: Int
    let next: Next?

    init(seed: UInt64, due: Int = 0, next: PatternReview? = nil) {
      self.seed = seed
      self.due = due
      self.next = next.map { Next(pattern: $0.pattern, due: $0.due) }
    }

    private enum Key: String, CodingKey {
      case challenges, due, elapsed, missed, mode, next, seed, topics, totals
    }

    func encode(to encoder: any Encoder) throws {
      var fields = encoder.container(keyedBy: Key.self)
      try fields.encode([String](), forKey: .challenges)
      try fields.encode(due, forKey: .due)
      try fields.encode(0.0, forKey: .elapsed)
      try fields.encode([String](), forKey: .missed)
      try fields.encode(Mode.questions(0), forKey: .mode)
      // Written as null, not left out: "nothing is scheduled" is an answer.
      try fields.encode(next, forKey: .next)
      try fields.encode(seed, forKey: .seed)
      try fields.encode([String](), forKey: .topics)
      try fields.encode(Summary.Totals(), forKey: .totals)
    }
  }
}
