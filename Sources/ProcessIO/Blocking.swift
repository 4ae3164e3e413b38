import Dispatch
import Synchronization

/// The one bridge from the synchronous commands to async code (speech, the quiz runtime): runs
/// the work in a task and waits for its result.
public enum Blocking {
  /// How long stoppable work has to end after a stop signal.
  static let grace = DispatchTimeInterval.milliseconds(40)

  /// The result of `work`, or its error. With `stoppable`, a stop signal cancels the work (so
  /// sound that is playing stops at once) and `StopSignal` is thrown once the work has ended, or
  /// after `grace` if it has not: work that cannot stop sooner (a batch being encoded) is left to
  /// end with the process.
  public static func run<Value: Sendable>(
    stoppable: Bool = false, _ work: @escaping @Sendable () async throws -> Value
  ) throws -> Value {
    let outcome = Outcome<Value>()
    let done = DispatchSemaphore(value: 0)
    // Signals are listened for before the work starts: one that comes as it starts (before it
    // could make a file, say) stops it like any other.
    let signals =
      stoppable
      ? QuitSignals { _ in
        outcome.task.withLock { $0?.cancel() }
        DispatchQueue.global().asyncAfter(deadline: .now() + grace) { done.signal() }
      } : nil
    let task = Task.detached {
      let result: Result<Value, any Error>
      do {
        result = .success(try await work())
      } catch {
        result = .failure(error)
      }
      outcome.result.withLock { $0 = result }
      done.signal()
    }
    outcome.task.withLock { running in
      running = task
      // A signal caught before the task was kept here cancels it now.
      if signals?.caught != nil { task.cancel() }
    }
    done.wait()
    signals?.cancel()
    if let signal = signals?.caught { throw StopSignal(number: signal) }
    guard let result = outcome.result.withLock({ $0 }) else { throw CancellationError() }
    return try result.get()
  }

  /// Where the task leaves its result for the waiting thread, and the task for a signal to cancel.
  private final class Outcome<Value: Sendable>: Sendable {
    let result = Mutex<Result<Value, any Error>?>(nil)
    let task = Mutex<Task<Void, Never>?>(nil)
  }
}
