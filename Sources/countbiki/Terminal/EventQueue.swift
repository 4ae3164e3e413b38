import Foundation

/// A thread-safe first-in first-out queue the session loop waits on: the key reader, signal
/// handlers and speech tasks put events in from their own threads.
final class EventQueue<Event: Sendable>: @unchecked Sendable {
  private let condition = NSCondition()
  private var events: [Event] = []

  func send(_ event: Event) {
    condition.lock()
    events.append(event)
    condition.signal()
    condition.unlock()
  }

  /// The oldest event, waiting for one until `deadline`; nil when the deadline passed first.
  func next(before deadline: Date = .distantFuture) -> Event? {
    condition.lock()
    defer { condition.unlock() }
    while events.isEmpty {
      if !condition.wait(until: deadline) { return nil }
    }
    return events.removeFirst()
  }
}
