import Testing

@testable import History
@testable import HistoryClient

/// Worked examples of FSRS-6 with its default parameters, computed by hand from the published
/// formulas. w = [0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666,
/// 0.796, 1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542].
@Suite struct FSRSTests {
  let fsrs = FSRS()
  /// The memory after a first review graded good (computed below).
  let afterFirstGood = FSRS.Memory(stability: 2.3065, difficulty: 2.118103970459015)

  private func expectClose(_ actual: Double, _ expected: Double, _ comment: Comment? = nil) {
    #expect(abs(actual - expected) < 1e-6, comment)
  }

  @Test func theDefaultParametersAreFSRS6s() {
    #expect(FSRS.defaultWeights.count == 21)
    #expect(FSRS.defaultWeights[20] == 0.1542)
  }

  // factor = 0.9^(−1/w20) − 1 = 0.9^(−6.4850843) − 1 = 1.9803465 − 1 = 0.9803465
  @Test func recallIsNinetyPercentAfterStabilityDaysAndTheIntervalInvertsTheCurve() {
    expectClose(fsrs.retrievability(afterDays: 2.3065, stability: 2.3065), 0.9)
    expectClose(fsrs.interval(stability: 2.3065), 2.3065)
    // R(5, 2.3065) = (1 + 0.9803465 · 5 / 2.3065)^(−0.1542) = 3.1251821^(−0.1542) = 0.8388614
    expectClose(fsrs.retrievability(afterDays: 5, stability: 2.3065), 0.83886143)
    // I(0.8, 10) = 10 / 0.9803465 · (0.8^(−6.4850843) − 1) = 10.200474 · 3.2507896 = 33.159598
    expectClose(fsrs.interval(stability: 10, retention: 0.8), 33.15959786)
  }

  // S0(G) = w(G−1); D0(G) = w4 − e^(w5 · (G − 1)) + 1, kept within 1…10.
  @Test func theFirstReviewSetsStabilityAndDifficultyFromTheGrade() {
    // Again: S = w0 = 0.212; D = 6.4133 − e^0 + 1 = 6.4133
    #expect(
      fsrs.next(nil, afterDays: 0, grade: .again)
        == FSRS.Memory(stability: 0.212, difficulty: 6.4133))
    // Good: S = w2 = 2.3065; D = 6.4133 − e^1.6668 + 1 = 6.4133 − 5.2951960 + 1 = 2.1181040
    let good = fsrs.next(nil, afterDays: 0, grade: .good)
    #expect(good.stability == 2.3065)
    expectClose(good.difficulty, 2.11810397)
    // Easy: D = 6.4133 − e^2.5002 + 1 = 6.4133 − 12.1849307 + 1 = −4.7716307, kept at 1
    #expect(
      fsrs.next(nil, afterDays: 0, grade: .easy) == FSRS.Memory(stability: 8.2956, difficulty: 1))
  }

  @Test func goodAfterExactlyStabilityDaysMultipliesStability() {
    let next = fsrs.next(afterFirstGood, afterDays: 2.3065, grade: .good)
    // R = 0.9, so e^(w10 · (1 − R)) − 1 = e^0.0796 − 1 = 0.0828538
    // growth = e^1.8722 · (11 − 2.1181040) · 2.3065^(−0.1666) · 0.0828538
    //        = 6.5025864 · 8.8818960 · 0.8700254 · 0.0828538 = 4.1632875
    // S′ = 2.3065 · (1 + 4.1632875) = 11.909123
    expectClose(next.stability, 11.90912271)
    // ΔD = −w6 · (3 − 3) = 0, so D′ = 2.1181040;
    // D″ = 0.001 · D0(4) + 0.999 · 2.1181040 = 0.001 · (−4.7716307) + 2.1159859 = 2.1112142
    expectClose(next.difficulty, 2.11121424)
  }

  @Test func hardAfterTenDaysGrowsLessThanGoodWouldAndEasesDifficulty() {
    let next = fsrs.next(afterFirstGood, afterDays: 10, grade: .hard)
    // R(10, 2.3065) = 0.7743669; e^(0.796 · 0.2256331) − 1 = 0.1967433
    // growth = 6.5025864 · 8.8818960 · 0.8700254 · 0.1967433 · w15 (0.6014) = 5.9454824
    // S′ = 2.3065 · 6.9454824 = 16.019755
    expectClose(next.stability, 16.01975521)
    // ΔD = −3.0194 · (2 − 3) = 3.0194; D′ = 2.1181040 + 3.0194 · (10 − 2.1181040) / 9 = 4.7623925
    // D″ = 0.001 · (−4.7716307) + 0.999 · 4.7623925 = 4.7528585
    expectClose(next.difficulty, 4.75285849)
  }

  @Test func aMissAfterFiveDaysDropsStabilityAndRaisesDifficulty() {
    let next = fsrs.next(afterFirstGood, afterDays: 5, grade: .again)
    // R = 0.8388614 (above). S′f = w11 · D^(−w12) · ((S + 1)^w13 − 1) · e^(w14 · (1 − R))
    //   = 1.4835 · 2.1181040^(−0.0614) · (3.3065^0.2629 − 1) · e^(1.6483 · 0.1611386)
    //   = 1.4835 · 0.9549636 · 0.3694368 · 1.3042194 = 0.6825982,
    // below the cap S / e^(w17 · w18) = 2.3065 / 1.0507204 = 2.1951606
    expectClose(next.stability, 0.68259825)
    // ΔD = −3.0194 · (1 − 3) = 6.0388; D′ = 2.1181040 + 6.0388 · 0.8757662 = 7.4066811
    // D″ = 0.001 · (−4.7716307) + 0.999 · 7.4066811 = 7.3945027
    expectClose(next.difficulty, 7.39450274)
  }

  @Test func reviewsOnTheSameDayUseTheShortTermFormula() {
    // S′ = S · e^(w17 · (G − 3 + w18)) · S^(−w19)
    // Good from S = 0.212: e^(0.5425 · 0.0912) · 0.212^(−0.0658) = 1.0507204 · 1.1074576 = 1.1636282
    // S′ = 0.212 · 1.1636282 = 0.2466892; D″ = 0.001 · (−4.7716307) + 0.999 · 6.4133 = 6.4021151
    let good = fsrs.next(
      FSRS.Memory(stability: 0.212, difficulty: 6.4133), afterDays: 0.01, grade: .good)
    expectClose(good.stability, 0.24668919)
    expectClose(good.difficulty, 6.40211507)
    // Again from S = 2.3065: e^(0.5425 · (−2 + 0.0912)) · 2.3065^(−0.0658) = 0.3550403 · 0.9464936
    // S′ = 2.3065 · 0.3360432 = 0.7750840
    let again = fsrs.next(
      FSRS.Memory(stability: 2.3065, difficulty: 5), afterDays: 0.5, grade: .again)
    expectClose(again.stability, 0.77508398)
  }

  @Test func goodOnTheSameDayNeverLowersAHighStability() {
    // From S = 100: e^(0.5425 · 0.0912) · 100^(−0.0658) = 1.0507204 · 0.7388 < 1, so S stays 100.
    let next = fsrs.next(FSRS.Memory(stability: 100, difficulty: 5), afterDays: 0.2, grade: .good)
    #expect(next.stability == 100)
  }
}

/// Reviews replayed through the reference implementation (PyPI `fsrs` 6.3.2) by
/// `Reference/fsrs-replay.py`: our memory after every review matches its numbers.
@Suite struct FSRSReferenceTests {
  let fsrs = FSRS()

  @Test func everyReplayedReviewMatchesTheReference() {
    #expect(fsrsReferenceReplay.map(\.count).reduce(0, +) == 84)
    for (card, reviews) in fsrsReferenceReplay.enumerated() {
      var memory: FSRS.Memory?
      for (index, review) in reviews.enumerated() {
        let next = fsrs.next(
          memory, afterDays: review.days, grade: FSRS.Grade(rawValue: review.grade)!)
        let interval = max(1, fsrs.interval(stability: next.stability).rounded())
        #expect(
          abs(next.stability - review.stability) <= 1e-12 * review.stability,
          "card \(card), review \(index): stability \(next.stability), reference \(review.stability)"
        )
        #expect(
          abs(next.difficulty - review.difficulty) <= 1e-12,
          "card \(card), review \(index): difficulty \(next.difficulty), reference \(review.difficulty)"
        )
        #expect(interval == Double(review.interval), "card \(card), review \(index)")
        memory = next
      }
    }
  }

  @Test func hardOnTheSameDayKeepsAHighStability() {
    // The reference's first card: 68.84 days after a good review 20 days late, then hard twice.
    let memory = FSRS.Memory(stability: 68.84448318534278, difficulty: 2.1043313908464483)
    #expect(fsrs.next(memory, afterDays: 0.3, grade: .hard).stability == 68.84448318534278)
  }

  @Test func stabilityPassesAHundredYearsButTheIntervalStopsThere() {
    let memory = FSRS.Memory(stability: 23162.621482587707, difficulty: 1)
    let next = fsrs.next(memory, afterDays: 40_000, grade: .easy)
    #expect(abs(next.stability - 86272.79101290906) < 1e-7)
    #expect(fsrs.interval(stability: next.stability) == 36_500)
  }
}
