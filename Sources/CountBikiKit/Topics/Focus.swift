/// What a focused drill (`drill --focus`) aims at: the learner's weakest sound patterns, one
/// pattern, or one cause of misses with minimal pairs.
public enum Focus: Hashable, Sendable {
  /// The patterns the history has seen missed: the more often missed, the more often asked.
  case weak
  /// One sound pattern by id (`roku-tt`): nearly every question carries it.
  case pattern(String)
  /// One cause of misses: each question comes with its minimal pair (`Deck.pairs`).
  case pairs(MissCause)

  /// How often the history has asked and missed (or skipped) one sound pattern.
  public struct Misses: Hashable, Sendable {
    public let pattern: String
    public let asked: Int
    public let missed: Int

    public init(pattern: String, asked: Int, missed: Int) {
      (self.pattern, self.asked, self.missed) = (pattern, asked, missed)
    }
  }

  /// Weight given to the one pattern of `.pattern`, against 1 for every question.
  public static let onePatternWeight: UInt64 = 1000

  /// `weak`, a cause of misses (`swapped-digits`) or a sound pattern id (`roku-tt`); nil for
  /// anything else, `unknown` among the causes.
  public init?(_ text: String) {
    if let cause = MissCause.named(text), cause != .unknown {
      self = .pairs(cause)
    } else if text == "weak" {
      self = .weak
    } else if SoundPattern.named(text) != nil {
      self = .pattern(text)
    } else {
      return nil
    }
  }

  /// The causes a focus can name, in their order.
  public static let causes = MissCause.allCases.filter { $0 != .unknown }

  /// Every name `init?(_:)` takes: `weak`, the causes, then the sound pattern ids.
  public static var names: [String] {
    ["weak"] + causes.map(\.rawValue) + SoundPattern.all.map(\.id)
  }

  /// The cause of misses aimed at, for `Deck.pairs`.
  public var pairs: MissCause? {
    guard case .pairs(let cause) = self else { return nil }
    return cause
  }

  /// Whether the weights come from the history (`misses` in `weights(misses:)`).
  public var readsHistory: Bool { self == .weak }

  /// The weights for `Deck.focus`. `.weak` weighs each pattern in `misses` that was missed by
  /// its share of misses in percent, so the same seed and history give the same drill.
  public func weights(misses: [Misses] = []) -> [String: UInt64] {
    switch self {
    case .pairs: [:]
    case .pattern(let id): [id: Self.onePatternWeight]
    case .weak:
      Dictionary(
        uniqueKeysWithValues: misses.filter { $0.missed > 0 && $0.asked > 0 }.map {
          ($0.pattern, UInt64(100 * $0.missed / $0.asked))
        })
    }
  }
}
