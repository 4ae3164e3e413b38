import Foundation
import ProcessIO

extension KokoroInstaller {
  /// Runs `program` to its end within `deadline`, handing each line of its standard output to
  /// `lines`; when it fails, `problem` turns its standard error (the last 64 KiB) into the
  /// sentence thrown.
  static func run(
    _ program: String, _ arguments: [String], deadline: Duration, lines: (String) -> Void = { _ in },
    problem: (_ status: Int32, _ error: String) -> String
  ) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    let output = Pipe()
    let errors = FileManager.default.temporaryDirectory.appendingPathComponent("countbiki-kokoro-\(UUID().uuidString).err")
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: errors) }
    guard let errorHandle = try? FileHandle(forWritingTo: errors) else {
      throw RuntimeError("cannot write to \(errors.deletingLastPathComponent().path); check that TMPDIR is writable.")
    }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = output
    process.standardError = errorHandle
    do {
      try process.run()
    } catch {
      throw RuntimeError(problem(-1, "\(program) could not be started"))
    }
    try? errorHandle.close()
    let pid = process.processIdentifier
    let seconds = Double(deadline.components.seconds)
    let late = DispatchWorkItem { if process.isRunning { kill(pid, SIGKILL) } }
    DispatchQueue.global().asyncAfter(deadline: .now() + seconds, execute: late)
    var pending = Data()
    let reader = output.fileHandleForReading
    while true {
      let chunk = reader.availableData
      if chunk.isEmpty { break }
      pending.append(chunk)
      while let newline = pending.firstIndex(of: 10) {
        lines(String(decoding: pending[pending.startIndex..<newline], as: UTF8.self))
        pending.removeSubrange(pending.startIndex...newline)
      }
    }
    process.waitUntilExit()
    late.cancel()
    guard process.terminationReason == .exit, process.terminationStatus == 0 else {
      let data = (try? Data(contentsOf: errors)) ?? Data()
      let text = String(decoding: data.suffix(65_536), as: UTF8.self)
      if process.terminationReason == .uncaughtSignal, process.terminationStatus == SIGKILL {
        throw RuntimeError(problem(-1, "it did not finish within \(Int(seconds)) s"))
      }
      throw RuntimeError(problem(process.terminationStatus, text))
    }
  }
}
