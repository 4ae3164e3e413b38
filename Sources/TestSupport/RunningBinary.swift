import Foundation

/// `countbiki` running in the background: its standard input stays open until it ends, its
/// output goes to files (no pipe whose end another process could inherit), and a test can time
/// how fast it ends after a signal.
public final class RunningBinary {
  public let child: ChildProcess
  private let folder: URL

  /// Starts `countbiki ARGUMENTS` in `environment`, in `directory` (by default the test's own);
  /// `realTime` and `blocked` as `ChildProcess` takes them.
  public init(
    _ arguments: [String], environment: [String: String], directory: URL? = nil,
    realTime: Bool = false, blocked: [Int32] = []
  ) throws {
    folder = try TemporaryFolder.make("countbiki-running")
    child = try ChildProcess(
      Binary.url.path, arguments, environment: environment, directory: directory, input: .open,
      output: folder.appendingPathComponent("stdout"),
      error: folder.appendingPathComponent("stderr"), realTime: realTime, blocked: blocked)
  }

  deinit {
    child.closeInput()
    if child.termination == nil { child.send(SIGKILL) }
    try? FileManager.default.removeItem(at: folder)
  }

  /// What it has written to standard output so far.
  public var output: String { Binary.text(of: folder.appendingPathComponent("stdout")) }

  /// What it has written to standard error so far.
  public var error: String { Binary.text(of: folder.appendingPathComponent("stderr")) }

  /// Writes `text` to its standard input.
  public func write(_ text: String) { child.write(text) }

  /// Sends `signal` and returns when it was sent.
  public func send(_ signal: Int32) -> ContinuousClock.Instant {
    let now = ContinuousClock.now
    child.send(signal)
    return now
  }

  /// Waits (up to `limit`, then kills it) for it to end, checking every millisecond; returns
  /// what it printed, its status, and when it was seen to have ended.
  public func finish(_ limit: Duration = .seconds(20)) throws -> (
    result: Binary.Result, ended: ContinuousClock.Instant
  ) {
    let termination = try child.wait(limit)
    let ended = ContinuousClock.now
    child.closeInput()
    return (Binary.Result(termination: termination, output: output, error: error), ended)
  }

  /// `finish(_:)` awaited: the wait runs on a thread of its own, which also notes when the
  /// process was seen to have ended.
  public func finish(_ limit: Duration = .seconds(20)) async throws -> (
    result: Binary.Result, ended: ContinuousClock.Instant
  ) {
    let (termination, ended) = try await child.wait(limit)
    child.closeInput()
    return (Binary.Result(termination: termination, output: output, error: error), ended)
  }
}
