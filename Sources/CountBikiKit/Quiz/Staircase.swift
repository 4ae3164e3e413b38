import Foundation

/// An adaptive level as audiologists run one (Levitt 1971): two right answers in a row make it
/// one step harder, one miss one step easier, so it settles where the learner is right 70.7 %
/// of the time (p² = 0.5). It first tracks the speech-to-noise ratio; once that has turned
/// `reversals` times, the ratio stays at the threshold found and a second track raises the
/// speed the same way.
public struct Staircase: Hashable, Sendable, Codable {
  /// What a track changes.
  public enum Track: String, Hashable, Sendable, Codable {
    case snr, rate
  }

  /// The scene the session is heard in (`shop`), for the threshold line and the history.
  public let scene: String
  public private(set) var track: Track = .snr
  /// The speech-to-noise ratio the next question is heard at, in dB.
  public private(set) var snr: Double
  /// The speaking-rate multiplier the next question is said at.
  public private(set) var rate: Double = 1
  /// The threshold of the SNR track once it is known: the mean level of its last reversals.
  public private(set) var snrThreshold: Double?
  /// The threshold of the rate track once it is known.
  public private(set) var rateThreshold: Double?
  /// Right answers in a row since the last change.
  private var streak = 0
  /// The direction of the last change: +1 harder, −1 easier, 0 none yet.
  private var direction = 0
  /// The levels at which the current track turned.
  public private(set) var turns: [Double] = []
  /// Answers counted so far.
  public private(set) var trials = 0

  /// How many reversals end a track, and how many of the last ones make its threshold.
  public static let reversals = 8
  public static let averaged = 6
  public static let snrRange = -10.0...40.0
  public static let rateRange = 1.0...2.0

  public init(startingSNR: Double = 20, scene: String = "") {
    self.scene = scene
    snr = min(Self.snrRange.upperBound, max(Self.snrRange.lowerBound, startingSNR))
  }

  /// The step of the current track: larger until the first two reversals, to get near quickly.
  var step: Double {
    switch track {
    case .snr: turns.count < 2 ? 4 : 2
    case .rate: turns.count < 2 ? 0.2 : 0.1
    }
  }

  /// Whether both tracks have found their threshold.
  public var isDone: Bool { rateThreshold != nil }

  /// Counts one answer (right on the first try or not) and moves the level.
  public mutating func record(right: Bool) {
    guard !isDone else { return }
    trials += 1
    var move = 0
    if right {
      streak += 1
      if streak == 2 {
        streak = 0
        move = 1
      }
    } else {
      streak = 0
      move = -1
    }
    guard move != 0 else { return }
    if direction != 0 && move != direction { turns.append(level) }
    direction = move
    let harder = Double(move)
    switch track {
    case .snr:
      snr = min(Self.snrRange.upperBound, max(Self.snrRange.lowerBound, snr - harder * step))
    case .rate:
      rate = min(Self.rateRange.upperBound, max(Self.rateRange.lowerBound, rate + harder * step))
    }
    guard turns.count >= Self.reversals else { return }
    let threshold = turns.suffix(Self.averaged).reduce(0, +) / Double(Self.averaged)
    switch track {
    case .snr:
      snrThreshold = threshold
      snr = threshold
      track = .rate
      turns = []
      direction = 0
      streak = 0
    case .rate:
      rateThreshold = threshold
      rate = threshold
    }
  }

  /// The level of the current track.
  private var level: Double { track == .snr ? snr : rate }

  /// The threshold so far: the finished one, or the mean of the reversals seen (or the current
  /// level with none yet), so a session that ends early still says where the learner stood.
  public var estimate: (snr: Double, rate: Double) {
    func mean(_ values: [Double]) -> Double? {
      values.isEmpty ? nil : values.suffix(Self.averaged).reduce(0, +) / Double(values.suffix(Self.averaged).count)
    }
    let snrEstimate = snrThreshold ?? mean(turns) ?? snr
    let rateEstimate = rateThreshold ?? (track == .rate ? mean(turns) ?? rate : 1)
    return (snrEstimate, rateEstimate)
  }
}
