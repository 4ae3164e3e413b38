import Dispatch
import Synchronization

/// A thread-safe first-in first-out queue the session loop waits on: the key reader, signal
/// handlers and speech tasks put events in from their own threads.
public final class EventQueue<Event: Sendable>: Sendable {
  private let events = Mutex<[Event]>([])
  /// Counts the events waiting, so `next` sleeps until there is one.
  private let waiting = DispatchSemaphore(value: 0)

  public init() {}

  public func send(_ event: Event) {
    events.withLock { $0.append(event) }
    waiting.signal()
  }

  /// Whether no event is waiting: the session draws only then, so a paste of many keys is drawn
  /// once rather than once a key.
  public var isEmpty: Bool { events.withLock { $0.isEmpty } }

  /// The oldest event, waiting for one as long as it takes.
  public func next() -> Event {
    waiting.wait()
    return events.withLock { $0.removeFirst() }
  }
}
