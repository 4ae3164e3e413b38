import Foundation
import SpeechClient
import SystemCalls

/// Runs a helper program to its end, with a deadline, as a `ChildGroup`: a program that hangs is
/// killed with everything it started and reported, and cancelling the calling task kills them at
/// once. The wait holds a thread of its own, never one of the concurrency pool's few.
enum ChildRun {
  static func run(_ program: String, _ arguments: [String], deadline: Duration) async throws {
    let name = URL(fileURLWithPath: program).lastPathComponent
    let child: ChildGroup
    do {
      child = try ChildGroup(program, arguments)
    } catch where error.code == ECANCELED {
      // countbiki is stopping.
      throw CancellationError()
    } catch {
      throw SpeechError.engineFailed(name: name, reason: "it could not be started")
    }
    let end = ContinuousClock.now + deadline
    let ending = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        Thread { continuation.resume(returning: child.wait(until: end)) }.start()
      }
    } onCancel: {
      child.end()
    }
    try Task.checkCancellation()
    switch ending {
    case .exited(0):
      return
    case .exited(let status):
      throw SpeechError.engineFailed(name: name, reason: "it exited with status \(status)")
    case .signalled(let signal):
      throw SpeechError.engineFailed(name: name, reason: "it crashed with signal \(signal)")
    case .ended:
      // Ended from outside (countbiki is stopping): the work was cancelled, not failed.
      throw CancellationError()
    case .overDeadline:
      throw SpeechError.engineHung(name: name, milliseconds: Int(deadline / .milliseconds(1)))
    case .tooMuchOutput:
      throw SpeechError.engineFailed(name: name, reason: "it wrote too much")
    }
  }
}
