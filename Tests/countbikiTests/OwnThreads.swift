import Foundation
import Testing

/// Runs a suite's tests, and every task they start, on threads of their own instead of Swift's
/// concurrency pool, whose width is the machine's core count. A test that waits on real time (a
/// sound server, a signal) is then neither held up behind the pool's CPU-bound tests between
/// two steps nor holds a pool thread while it blocks; and, unlike work moved onto a thread with
/// `onThread`, what it records stays attributed to the test.
struct OwnThreads: SuiteTrait, TestTrait, TestScoping {
  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withTaskExecutorPreference(ThreadPerJob.shared) { try await function() }
  }
}

extension Trait where Self == OwnThreads {
  /// See `OwnThreads`.
  static var ownThreads: Self { OwnThreads() }
}

/// A task executor that runs each piece of work (a task's run up to its next suspension) on a
/// new thread: there is no queue to wait in, and a piece that blocks holds only its own thread.
final class ThreadPerJob: TaskExecutor {
  static let shared = ThreadPerJob()

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    Thread { job.runSynchronously(on: executor) }.start()
  }
}
