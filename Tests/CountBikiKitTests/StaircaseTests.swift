import Foundation
import Testing

@testable import CountBikiKit

/// A simulated listener: the chance of catching a number rises with the SNR along a logistic
/// curve whose midpoint and slope differ from listener to listener.
private struct Listener {
  let midpoint: Double
  let slope: Double

  func chance(_ snr: Double) -> Double { 1 / (1 + exp(-(snr - midpoint) / slope)) }

  /// The SNR at which this listener is right 70.7 % of the time (√0.5 = 0.7071).
  var point707: Double { midpoint + slope * log(0.7071 / 0.2929) }
}

private func run(_ listener: Listener, seed: UInt64, trials: Int) -> Staircase {
  var generator = SplitMix64(seed: seed)
  var staircase = Staircase(startingSNR: 20)
  for _ in 0..<trials where staircase.snrThreshold == nil {
    let draw = Double(generator.next() >> 11) / Double(1 << 53)
    staircase.record(right: draw < listener.chance(staircase.snr))
  }
  return staircase
}

private let listeners = [
  Listener(midpoint: 0, slope: 2), Listener(midpoint: 8, slope: 3), Listener(midpoint: -4, slope: 1.5),
  Listener(midpoint: 15, slope: 4),
]

@Test(arguments: listeners.indices)
func theStaircaseConvergesNearTheListenersSeventyPercentPoint(listener index: Int) {
  let listener = listeners[index]
  var errors: [Double] = []
  for seed in UInt64(1)...40 {
    let staircase = run(listener, seed: seed, trials: 80)
    // Within 80 answers the SNR track has found its threshold …
    guard let threshold = staircase.snrThreshold else {
      Issue.record("no threshold after 80 answers, seed \(seed)")
      continue
    }
    // … and each run lands within a few dB of the true point.
    #expect(abs(threshold - listener.point707) <= 3.5 * max(1, listener.slope / 2), "seed \(seed)")
    errors.append(threshold - listener.point707)
  }
  // Over many runs it is unbiased to within 1.5 dB.
  let mean = errors.reduce(0, +) / Double(errors.count)
  #expect(abs(mean) <= 1.5, "mean error \(mean) dB")
}

@Test func twoRightMakeItHarderAndAMissEasier() {
  var staircase = Staircase(startingSNR: 20)
  staircase.record(right: true)
  #expect(staircase.snr == 20)
  staircase.record(right: true)
  #expect(staircase.snr == 16)
  staircase.record(right: false)
  #expect(staircase.snr == 20)
  #expect(staircase.turns == [16])
}

@Test func afterTheSNRTheSpeedRises() {
  var staircase = Staircase(startingSNR: 0)
  // Alternate misses and pairs of right answers until the SNR track has its reversals.
  while staircase.snrThreshold == nil {
    staircase.record(right: true)
    staircase.record(right: true)
    staircase.record(right: false)
  }
  #expect(staircase.track == .rate)
  #expect(staircase.snr == staircase.snrThreshold)
  staircase.record(right: true)
  staircase.record(right: true)
  #expect(staircase.rate == 1.2)
}
