import Foundation

/// `countbiki` running in the background: its standard input stays open until it ends, its
/// output goes to files (no pipe whose end another process could inherit), and a test can time
/// how fast it ends after a signal.
final class RunningBinary {
  let process = Process()
  private let input = Pipe()
  private let folder: URL

  init(_ arguments: [String], environment: [String: String]) throws {
    folder = try Scratch.folder("run")
    process.executableURL = Binary.url
    process.arguments = arguments
    process.environment = environment
    process.standardInput = input
    process.standardOutput = try handle("stdout")
    process.standardError = try handle("stderr")
    try process.run()
  }

  deinit {
    if process.isRunning { kill(process.processIdentifier, SIGKILL) }
    try? FileManager.default.removeItem(at: folder)
  }

  private func handle(_ name: String) throws -> FileHandle {
    let url = folder.appendingPathComponent(name)
    _ = FileManager.default.createFile(atPath: url.path, contents: nil)
    return try FileHandle(forWritingTo: url)
  }

  private func read(_ name: String) -> String {
    (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
  }

  /// What it has written to standard output so far.
  var output: String { read("stdout") }

  /// Writes `text` to its standard input.
  func write(_ text: String) {
    input.fileHandleForWriting.write(Data(text.utf8))
  }

  /// Sends `signal` and returns when it was sent.
  func send(_ signal: Int32) -> ContinuousClock.Instant {
    let now = ContinuousClock.now
    kill(process.processIdentifier, signal)
    return now
  }

  /// Waits (up to `limit`, then kills it) for it to end, checking every millisecond; returns
  /// what it printed, its status, and when it was seen to have ended.
  func finish(_ limit: Duration = .seconds(20)) throws -> (
    result: Binary.Result, ended: ContinuousClock.Instant
  ) {
    let ended = try? Deadline.poll(limit, "", every: .milliseconds(1)) {
      process.isRunning ? nil : ContinuousClock.now
    }
    try? input.fileHandleForWriting.close()
    guard let ended else {
      kill(process.processIdentifier, SIGKILL)
      throw TestFailure("countbiki \(process.arguments ?? []) did not end within \(limit)")
    }
    let result = Binary.Result(
      status: process.terminationStatus, output: read("stdout"), error: read("stderr"))
    return (result, ended)
  }
}
