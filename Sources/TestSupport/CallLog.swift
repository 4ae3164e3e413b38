import Synchronization

/// What a fake client was asked to do, one line a call, in order; safe to append to from any
/// task or thread.
public final class CallLog: Sendable {
  private let entries = Mutex<[String]>([])

  public init() {}

  public func append(_ entry: String) {
    entries.withLock { $0.append(entry) }
  }

  /// Every entry so far.
  public var all: [String] { entries.withLock { $0 } }
}
