import Foundation

/// The Free Spaced Repetition Scheduler, version 6, as its authors publish it: a memory state
/// (stability S in days, difficulty D in 1…10) updated after each review from a grade, and a
/// power forgetting curve that says how likely recall is after t days.
public struct FSRS: Hashable, Sendable {
  /// How well a review went.
  public enum Grade: Int, Hashable, Sendable, Codable {
    case again = 1
    case hard, good, easy
  }

  /// What FSRS knows about one item's memory.
  public struct Memory: Hashable, Sendable, Codable {
    /// Days until the chance of recall falls to 90 %.
    public let stability: Double
    /// 1 (easy) to 10 (hard).
    public let difficulty: Double

    public init(stability: Double, difficulty: Double) {
      self.stability = stability
      self.difficulty = difficulty
    }
  }

  /// FSRS-6's published default parameters w0…w20, fitted on reviews of many Anki users.
  public static let defaultWeights: [Double] = [
    0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
    1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
  ]

  /// Stability has a floor only; the reference caps the interval, not the memory.
  static let minimumStability = 0.001
  /// The longest interval FSRS schedules, in days, as in the reference implementation.
  public static let maximumInterval = 36_500.0
  static let difficultyRange = 1.0...10.0

  /// w0…w20.
  public let weights: [Double]

  public init(weights: [Double] = FSRS.defaultWeights) {
    precondition(weights.count == 21, "FSRS-6 has 21 parameters")
    self.weights = weights
  }

  private var decay: Double { weights[20] }
  /// Chosen so that recall is 90 % when t = S.
  private var factor: Double { pow(0.9, -1 / decay) - 1 }

  /// The chance of recall `days` after the last review: R(t, S) = (1 + factor · t / S)^(−w20).
  public func retrievability(afterDays days: Double, stability: Double) -> Double {
    pow(1 + factor * days / stability, -decay)
  }

  /// Days until recall falls to `retention`: I(r, S) = S / factor · (r^(−1/w20) − 1), at most
  /// `maximumInterval`.
  public func interval(stability: Double, retention: Double = 0.9) -> Double {
    min(stability / factor * (pow(retention, -1 / decay) - 1), Self.maximumInterval)
  }

  /// The memory after a review graded `grade`, `days` after the previous one (nil for the first).
  public func next(_ memory: Memory?, afterDays days: Double, grade: Grade) -> Memory {
    guard let memory else {
      return Memory(
        stability: max(weights[grade.rawValue - 1], Self.minimumStability),
        difficulty: clamp(initialDifficulty(grade), to: Self.difficultyRange))
    }
    let stability: Double
    if days < 1 {
      stability = sameDayStability(memory.stability, grade: grade)
    } else {
      let recall = retrievability(afterDays: days, stability: memory.stability)
      stability =
        grade == .again
        ? forgetStability(memory, recall: recall)
        : recallStability(memory, recall: recall, grade: grade)
    }
    return Memory(
      stability: max(stability, Self.minimumStability),
      difficulty: nextDifficulty(memory.difficulty, grade: grade))
  }

  /// D0(G) = w4 − e^(w5 · (G − 1)) + 1.
  func initialDifficulty(_ grade: Grade) -> Double {
    weights[4] - exp(weights[5] * Double(grade.rawValue - 1)) + 1
  }

  /// ΔD = −w6 · (G − 3); D′ = D + ΔD · (10 − D) / 9; D″ = w7 · D0(4) + (1 − w7) · D′, the mean
  /// reversion towards the initial difficulty of an easy item (unclamped, as published).
  func nextDifficulty(_ difficulty: Double, grade: Grade) -> Double {
    let delta = -weights[6] * Double(grade.rawValue - 3)
    let damped = difficulty + delta * (10 - difficulty) / 9
    let reverted = weights[7] * initialDifficulty(.easy) + (1 - weights[7]) * damped
    return clamp(reverted, to: Self.difficultyRange)
  }

  /// S′r = S · (1 + e^w8 · (11 − D) · S^(−w9) · (e^(w10 · (1 − R)) − 1) · w15 if hard · w16 if easy).
  func recallStability(_ memory: Memory, recall: Double, grade: Grade) -> Double {
    let hardPenalty = grade == .hard ? weights[15] : 1
    let easyBonus = grade == .easy ? weights[16] : 1
    let growth =
      exp(weights[8]) * (11 - memory.difficulty) * pow(memory.stability, -weights[9])
      * (exp(weights[10] * (1 - recall)) - 1) * hardPenalty * easyBonus
    return memory.stability * (1 + growth)
  }

  /// S′f = min(w11 · D^(−w12) · ((S + 1)^w13 − 1) · e^(w14 · (1 − R)), S / e^(w17 · w18)).
  func forgetStability(_ memory: Memory, recall: Double) -> Double {
    let forgotten =
      weights[11] * pow(memory.difficulty, -weights[12])
      * (pow(memory.stability + 1, weights[13]) - 1)
      * exp(weights[14] * (1 - recall))
    return min(forgotten, memory.stability / exp(weights[17] * weights[18]))
  }

  /// Reviews less than a day apart: S′ = S · e^(w17 · (G − 3 + w18)) · S^(−w19), never lower than S
  /// unless the grade is again (a right answer, even a hard one, does not weaken a memory).
  func sameDayStability(_ stability: Double, grade: Grade) -> Double {
    var increase =
      exp(weights[17] * (Double(grade.rawValue) - 3 + weights[18])) * pow(stability, -weights[19])
    if grade != .again { increase = max(increase, 1) }
    return stability * increase
  }

  private func clamp(_ value: Double, to range: ClosedRange<Double>) -> Double {
    min(max(value, range.lowerBound), range.upperBound)
  }
}
