import Foundation

/// How far the exhaustive tests go. An ordinary `swift test` sweeps what decides a reading (every
/// pair of neighbouring digits, a few hundred questions per topic) so that the suite runs in
/// about a minute; `COUNTBIKI_FULL_SWEEP=1` widens every sweep to what it once covered (every
/// number to 10,000, a thousand questions per topic), for a release-mode run:
///
///     COUNTBIKI_FULL_SWEEP=1 swift test -c release
public enum Sweep {
  /// Whether `COUNTBIKI_FULL_SWEEP=1` asked for the wide sweeps.
  public static let isFull = ProcessInfo.processInfo.environment["COUNTBIKI_FULL_SWEEP"] == "1"

  /// `quick` in an ordinary run, `full` when the full sweep is asked for.
  public static func count(_ quick: Int, full: Int) -> Int { isFull ? full : quick }

  /// Numbers up to 10,000 in which every pair of neighbouring digits (千 before 百, 百 before
  /// 十, 十 before the ones) occurs: every number to 1,000, each thousand with every hundred
  /// after it, and 10,000. A reading up to 10,000 is the words of its digits joined at those
  /// seams, so these meet every seam the engine can produce. Every number to 10,000 in a full
  /// sweep.
  public static let numbersToTenThousand: [Int] = {
    guard !isFull else { return Array(0...10_000) }
    var numbers = Array(0...1_000)
    for thousands in 1...9 {
      for hundreds in 0...9 {
        let tail = (thousands * 7 + hundreds * 3) % 100
        numbers += [thousands * 1_000 + hundreds * 100, thousands * 1_000 + hundreds * 100 + tail]
      }
    }
    return Array(Set(numbers + [10_000])).sorted()
  }()
}
