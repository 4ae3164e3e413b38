import Foundation
import Testing

/// Runs a suite's tests, and every task they start, on threads of their own instead of Swift's
/// concurrency pool, whose width is the machine's core count. A test that waits on real time (a
/// sound server, a signal) is then neither held up behind the pool's CPU-bound tests between
/// two steps nor holds a pool thread while it blocks, and what it records stays attributed to
/// the test (work moved to a bare thread with `onThread` has no test to report to).
///
/// The threads run at `nice` (where the process may raise its priority), and so do the programs
/// they start: a sound server, a recorder and a player starved of CPU by the other tests would
/// cut the sound into pieces, as no desktop lets its sound path be starved.
struct OwnThreads: SuiteTrait, TestScoping {
  let executor: ThreadPerJob

  func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withTaskExecutorPreference(executor) { try await function() }
  }
}

extension Trait where Self == OwnThreads {
  /// See `OwnThreads`.
  static func ownThreads(nice: Int32) -> Self { OwnThreads(executor: ThreadPerJob(nice: nice)) }
}

/// A task executor that runs each piece of work (a task's run up to its next suspension) on a
/// new thread at `nice`: there is no queue to wait in, and a piece that blocks holds only its
/// own thread.
final class ThreadPerJob: TaskExecutor {
  let nice: Int32

  init(nice: Int32) { self.nice = nice }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let (executor, nice) = (asUnownedTaskExecutor(), nice)
    Thread {
      // On Linux this sets the calling thread's priority, which the threads and processes it
      // starts inherit; a process that may not raise it keeps its own.
      _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, nice)
      job.runSynchronously(on: executor)
    }.start()
  }
}
