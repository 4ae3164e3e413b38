import Foundation
import Synchronization

/// The clock a session reads.
public enum RuntimeClock {
  /// The system clock, or, when `COUNTBIKI_FAKE_CLOCK` is set (for end-to-end tests that compare
  /// exact output), a clock that starts at the variable's value in seconds since 1970 (0 when it
  /// is not a whole number) and moves one second at each reading.
  public static func fromEnvironment() -> @Sendable () -> Date {
    guard let value = ProcessInfo.processInfo.environment["COUNTBIKI_FAKE_CLOCK"] else {
      return { Date() }
    }
    let ticks = Mutex(Double(Int(value) ?? 0) - 1)
    return {
      Date(
        timeIntervalSince1970: ticks.withLock { count in
          count += 1
          return count
        })
    }
  }
}
