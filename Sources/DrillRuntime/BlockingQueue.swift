import Dispatch

/// Runs blocking work (the history store's writes) one job at a time on a dispatch queue of its
/// own, so the runtime's actor awaits a write instead of holding a thread of Swift's cooperative
/// pool while SQLite works. At most `bound` jobs are queued or running; a caller past that waits,
/// without a thread, for room.
public final class BlockingQueue: Sendable {
  private let queue: DispatchQueue
  private let key = DispatchSpecificKey<Bool>()
  private let room: Turns

  public init(label: String, bound: Int) {
    queue = DispatchQueue(label: label)
    queue.setSpecific(key: key, value: true)
    room = Turns(bound: bound)
  }

  /// How many jobs are queued or running.
  public var jobsHeld: Int { room.taken }

  /// Whether the caller is running as one of this queue's jobs.
  public var isCurrent: Bool { DispatchQueue.getSpecific(key: key) == true }

  /// Runs `job` after the jobs before it; returns what it returns.
  public func run<T: Sendable>(_ job: @escaping @Sendable () -> T) async -> T {
    await room.take()
    let result = await withCheckedContinuation { continuation in
      queue.async { continuation.resume(returning: job()) }
    }
    room.end()
    return result
  }
}
