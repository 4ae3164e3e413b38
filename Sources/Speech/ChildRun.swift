import Foundation

/// Runs a helper program to its end, with a deadline: a program that hangs is killed and
/// reported, and cancelling the calling task kills it at once.
enum ChildRun {
  static func run(_ program: String, _ arguments: [String], deadline: Duration) async throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    let name = URL(fileURLWithPath: program).lastPathComponent
    let status: Int32 = try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation { continuation in
        process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
        do {
          try process.run()
        } catch {
          process.terminationHandler = nil
          continuation.resume(throwing: SpeechError.engineFailed(name: name, reason: "it could not be started"))
          return
        }
        // The watchdog kills a run that is still going at its deadline.
        let pid = process.processIdentifier
        Task.detached {
          try? await Task.sleep(for: deadline)
          if process.isRunning, process.processIdentifier == pid { kill(pid, SIGKILL) }
        }
      }
    } onCancel: {
      if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    }
    try Task.checkCancellation()
    if process.terminationReason == .uncaughtSignal {
      if status == SIGKILL {
        let (seconds, attoseconds) = deadline.components
        throw SpeechError.engineHung(
          name: name, milliseconds: Int(seconds) * 1000 + Int(attoseconds / 1_000_000_000_000_000))
      }
      throw SpeechError.engineFailed(name: name, reason: "it crashed with signal \(status)")
    }
    guard status == 0 else {
      throw SpeechError.engineFailed(name: name, reason: "it exited with status \(status)")
    }
  }
}
