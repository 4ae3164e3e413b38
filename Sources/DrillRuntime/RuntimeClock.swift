import Foundation
import Synchronization

/// The clock a session reads and waits on: the time an action carries and the pause between
/// a time-limited session's ticks both come from here, so a test can run a session on a fake one.
public struct RuntimeClock: Sendable {
  /// The time now.
  public var now: @Sendable () -> Date
  /// Waits this long (or as long as the clock says it is), throwing when the task is cancelled.
  public var sleep: @Sendable (_ duration: Duration) async throws -> Void

  public init(
    now: @escaping @Sendable () -> Date,
    sleep: @escaping @Sendable (_ duration: Duration) async throws -> Void = {
      try await Task.sleep(for: $0)
    }
  ) {
    self.now = now
    self.sleep = sleep
  }

  /// The system clock.
  public static let system = RuntimeClock(now: { Date() })

  /// A clock that starts at `start` seconds since 1970 and moves one second at each reading; its
  /// waits end at once, so a time limit runs out after as many ticks as it has seconds.
  public static func stepping(from start: Double) -> RuntimeClock {
    let ticks = Mutex(start - 1)
    return RuntimeClock(
      now: {
        Date(
          timeIntervalSince1970: ticks.withLock { count in
            count += 1
            return count
          })
      },
      sleep: { _ in
        await Task.yield()
        try Task.checkCancellation()
      })
  }

  /// The system clock, or, when `COUNTBIKI_FAKE_CLOCK` is set (for end-to-end tests that compare
  /// exact output), the `stepping` clock from the variable's value in seconds since 1970 (0 when
  /// it is not a whole number).
  public static func fromEnvironment() -> RuntimeClock {
    guard let value = ProcessInfo.processInfo.environment["COUNTBIKI_FAKE_CLOCK"] else {
      return .system
    }
    return .stepping(from: Double(Int(value) ?? 0))
  }
}
