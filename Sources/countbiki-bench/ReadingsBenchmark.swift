import CountBikiKit
import Foundation

/// Readings per second for seeded random numbers below 10^16 with 本, on one core.
///
/// Each reading is the full `Reading` (canonical plus every accepted form), as the quiz uses it;
/// the canonical-only fast path is timed too. Each pass is timed by the process's CPU time, and
/// the best of five is reported, as the machine's other load only ever slows a pass down.
func runReadingsBenchmark(arguments: [String]) {
  var count = 1_000_000
  var seed: UInt64 = 1
  var index = 0
  while index + 1 < arguments.count {
    if arguments[index] == "--count", let n = Int(arguments[index + 1]), n > 0 { count = n }
    if arguments[index] == "--seed", let s = UInt64(arguments[index + 1]) { seed = s }
    index += 2
  }
  var random = SplitMix64(seed: seed)
  let values = (0..<count).map { _ in UInt128(random.uniform(below: 10_000_000_000_000_000)) }

  func time(_ label: String, _ body: (UInt128) -> Int) {
    var best = Double.infinity
    var checksum = 0
    for _ in 0..<5 {
      let start = cpuSeconds()
      checksum = 0
      for value in values { checksum &+= body(value) }
      let seconds = cpuSeconds() - start
      best = min(best, seconds)
    }
    let perSecond = Double(count) / best
    print(
      "\(label): \(count) readings in \(String(format: "%.3f", best)) s CPU = "
        + "\(String(format: "%.2f", perSecond / 1e6)) million/s (best of 5; checksum \(checksum))")
  }

  print("readings of \(count) seeded numbers below 10^16 with 本 (seed \(seed))")
  time("full reading (all accepted forms)") { value in
    (try? Cardinal.reading(of: value, .hon))?.canonical.utf8.count ?? 0
  }
  time("canonical only") { value in
    (try? Cardinal.canonical(of: value, .hon))?.utf8.count ?? 0
  }
}
