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

  /// The oldest event, waiting for one as long as it takes.
  func next() -> Event {
    condition.lock()
    defer { condition.unlock() }
    while events.isEmpty { condition.wait() }
    return events.removeFirst()
  }
}
