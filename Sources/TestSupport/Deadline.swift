import Foundation

/// Waiting with a deadline.
public enum Deadline {
  /// Calls `body` every `interval` until it returns a value, for at most `limit`; throws
  /// `failure` if it never does.
  public static func poll<Value>(
    _ limit: Duration, _ failure: String, every interval: Duration = .milliseconds(20),
    _ body: () throws -> Value?
  ) throws -> Value {
    let clock = ContinuousClock()
    let end = clock.now + limit
    while true {
      if let value = try body() { return value }
      guard clock.now < end else { throw TestFailure(failure) }
      usleep(useconds_t(interval.components.attoseconds / 1_000_000_000_000))
    }
  }

  /// `poll(_:_:every:_:)` for a task: it sleeps between calls instead of holding its thread.
  public static func poll<Value>(
    _ limit: Duration, _ failure: String, every interval: Duration = .milliseconds(20),
    _ body: () throws -> Value?
  ) async throws -> Value {
    let clock = ContinuousClock()
    let end = clock.now + limit
    while true {
      if let value = try body() { return value }
      guard clock.now < end else { throw TestFailure(failure) }
      try await Task.sleep(for: interval)
    }
  }
}

/// Runs `body` on a thread of its own and waits for it without holding one of the few threads
/// Swift's concurrency pool has: a test that waits on real time (a sound server, a signal) must
/// neither starve the other tests' tasks nor be delayed by them.
public func onThread<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value)
  async throws -> Value
{
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Result { try body() }) }.start()
  }
}
