import Foundation
import Synchronization

/// The clock a session reads.
enum RuntimeClock {
  /// The system clock, or, when `COUNTBIKI_FAKE_CLOCK` is set (for end-to-end tests that compare
  /// exact output), a clock that starts at 0 and moves one second at each reading.
  static func fromEnvironment() -> @Sendable () -> Date {
    guard ProcessInfo.processInfo.environment["COUNTBIKI_FAKE_CLOCK"] != nil else {
      return { Date() }
    }
    let ticks = Mutex(-1.0)
    return {
      Date(
        timeIntervalSince1970: ticks.withLock { count in
          count += 1
          return count
        })
    }
  }
}
