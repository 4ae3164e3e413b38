import Foundation

/// Runs a program other than countbiki (python, pip, soxi) with a deadline, its output in a file.
enum ToolRun {
  struct Result {
    let status: Int32
    let output: String
  }

  /// Runs `program ARGUMENTS` with standard output and error together; one still running at
  /// `deadline` is killed and reported as a failure.
  static func run(
    _ program: String, _ arguments: [String], environment: [String: String], deadline: Duration
  ) throws -> Result {
    let folder = try Scratch.folder("tool")
    defer { try? FileManager.default.removeItem(at: folder) }
    let log = folder.appendingPathComponent("output")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    let handle = try FileHandle(forWritingTo: log)
    defer { try? handle.close() }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = handle
    process.standardError = handle
    try process.run()
    let ended = try? Deadline.poll(deadline, "", every: .milliseconds(50)) {
      process.isRunning ? nil : true
    }
    guard ended != nil else {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      throw TestFailure("\(program) \(arguments.joined(separator: " ")) ran past \(deadline)")
    }
    let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return Result(status: process.terminationStatus, output: output)
  }
}
