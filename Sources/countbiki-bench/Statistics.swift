import Foundation

/// The middle value of `values` (0 when empty).
func median(_ values: [Double]) -> Double { percentile(values, 0.5) }

/// The value below which `fraction` of `values` lie, nearest rank (0 when empty).
func percentile(_ values: [Double], _ fraction: Double) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * fraction + 0.5))]
}

extension Duration {
  var seconds: Double {
    let (whole, attoseconds) = components
    return Double(whole) + Double(attoseconds) / 1e18
  }
}

/// CPU time of this process so far, in seconds: what a benchmark on one thread spends, which
/// other load on the machine does not add to (as it does to the time on the clock).
func cpuSeconds() -> Double {
  var time = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
  return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}
