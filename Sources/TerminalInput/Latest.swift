import Synchronization

/// The newest value one thread has put down for another, such as the state the runtime last
/// presented. Events only say that it changed, so a value taken straight after an action is
/// never replaced by an older one still in the queue.
public final class Latest<Value: Sendable>: Sendable {
  private let value: Mutex<Value>

  public init(_ value: Value) { self.value = Mutex(value) }
  public func set(_ value: Value) { self.value.withLock { $0 = value } }
  public func get() -> Value { value.withLock { $0 } }
}
