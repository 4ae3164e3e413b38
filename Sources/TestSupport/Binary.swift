import Foundation

/// The built `countbiki` (next to the test bundle in the build folder), run with a home of its
/// own: nothing of the learner's is read or written. It is the launcher, which holds the stop
/// signals and starts `countbiki-core` beside it, as a learner's `countbiki` does.
public enum Binary {
  public static let url: URL = {
    let bundle =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")).map(
        URL.init(fileURLWithPath:))
      ?? Bundle.main.bundleURL
    var folder = bundle.deletingLastPathComponent()
    while !FileManager.default.isExecutableFile(
      atPath: folder.appendingPathComponent("countbiki").path),
      folder.path != "/"
    {
      folder.deleteLastPathComponent()
    }
    return folder.appendingPathComponent("countbiki")
  }()

  /// The program `countbiki` hands itself over to, built beside it.
  public static let core = url.deletingLastPathComponent().appendingPathComponent("countbiki-core")

  /// What a finished run printed, and its exit status (or the signal that ended it).
  public struct Result: Sendable {
    public let status: Int32
    public let output: String
    public let error: String
    /// How it ended: exited with `status`, or ended by that signal.
    public let termination: ChildProcess.Termination

    public init(termination: ChildProcess.Termination, output: String, error: String) {
      self.termination = termination
      self.status = termination.status
      self.output = output
      self.error = error
    }
  }

  /// Runs `countbiki ARGUMENTS` with `input` on standard input, in `environment` (by default
  /// `environment(config:)`, whose home is removed afterwards), and waits for it at most `limit`.
  public static func run(
    _ arguments: [String], input: String = "", config: URL? = nil,
    environment: [String: String]? = nil, limit: Duration = .seconds(60)
  ) throws -> Result {
    if let environment {
      return try run(url.path, arguments, input: input, environment: environment, limit: limit)
    }
    let home = try TemporaryFolder.make("countbiki-home")
    defer { try? FileManager.default.removeItem(at: home) }
    return try run(
      url.path, arguments, input: input, environment: self.environment(home: home, config: config),
      limit: limit)
  }

  /// Runs any `program` as `run(_:input:config:environment:limit:)` runs countbiki, in
  /// `directory` (by default the test's own); `realTime` as `ChildProcess` takes it.
  public static func run(
    _ program: String, _ arguments: [String], input: String = "",
    environment: [String: String], directory: URL? = nil, limit: Duration = .seconds(60),
    realTime: Bool = false
  ) throws -> Result {
    let folder = try TemporaryFolder.make("countbiki-run")
    defer { try? FileManager.default.removeItem(at: folder) }
    let output = folder.appendingPathComponent("stdout")
    let error = folder.appendingPathComponent("stderr")
    let child = try ChildProcess(
      program, arguments, environment: environment, directory: directory, input: .text(input),
      output: output, error: error, realTime: realTime)
    let termination = try child.wait(limit)
    return Result(termination: termination, output: text(of: output), error: text(of: error))
  }

  /// `run(_:input:config:environment:limit:)` on a thread of its own: a test awaiting it holds
  /// none of the few threads of Swift's concurrency pool while the program runs.
  public static func run(
    _ arguments: [String], input: String = "", config: URL? = nil,
    environment: [String: String]? = nil, limit: Duration = .seconds(60)
  ) async throws -> Result {
    try await onThread {
      try run(arguments, input: input, config: config, environment: environment, limit: limit)
    }
  }

  /// `run(_:_:input:environment:directory:limit:)` on a thread of its own, as above.
  public static func run(
    _ program: String, _ arguments: [String], input: String = "",
    environment: [String: String], directory: URL? = nil, limit: Duration = .seconds(60)
  ) async throws -> Result {
    try await onThread {
      try run(
        program, arguments, input: input, environment: environment, directory: directory,
        limit: limit)
    }
  }

  /// A fresh home of its own (see `Isolation`), the fake clock, and `config` (by default an
  /// empty folder) as XDG_CONFIG_HOME.
  public static func environment(config: URL?) throws -> [String: String] {
    environment(home: try TemporaryFolder.make("countbiki-home"), config: config)
  }

  /// The same environment around `home`.
  static func environment(home: URL, config: URL?) -> [String: String] {
    var environment = Isolation.environment(home: home)
    environment["COUNTBIKI_FAKE_CLOCK"] = "1"
    if let config { environment["XDG_CONFIG_HOME"] = config.path }
    return environment
  }

  static func text(of file: URL) -> String {
    (try? String(contentsOf: file, encoding: .utf8)) ?? ""
  }
}
