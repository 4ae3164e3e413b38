import Foundation

/// Fresh folders for one test.
enum Scratch {
  /// A new empty folder under the temporary directory, named after `label`.
  static func folder(_ label: String) throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "countbiki-\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

/// The environment a program under test runs in: nothing of the learner's. `HOME` and every XDG
/// folder point inside `home`, and `PULSE_SERVER` is dropped, since with it set Debian's
/// `/etc/alsa/conf.d/99-pulse.conf` would send ALSA's default device to that server whatever the
/// test's `.asoundrc` says.
enum Isolation {
  static func environment(home: URL) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    for name in [
      "PULSE_SERVER", "PULSE_COOKIE", "PULSE_SINK", "PULSE_RUNTIME_PATH", "ALSA_CONFIG_PATH",
    ] {
      environment[name] = nil
    }
    let runtime = home.appendingPathComponent(".runtime")
    try? FileManager.default.createDirectory(
      at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    environment["HOME"] = home.path
    environment["XDG_CONFIG_HOME"] = home.appendingPathComponent(".config").path
    environment["XDG_DATA_HOME"] = home.appendingPathComponent(".local/share").path
    environment["XDG_RUNTIME_DIR"] = runtime.path
    return environment
  }
}

/// Waiting with a deadline.
enum Deadline {
  /// Calls `body` every `interval` until it returns a value, for at most `limit`; throws
  /// `failure` if it never does.
  static func poll<Value>(
    _ limit: Duration, _ failure: String, every interval: Duration = .milliseconds(20),
    _ body: () throws -> Value?
  ) throws -> Value {
    let clock = ContinuousClock()
    let end = clock.now + limit
    while true {
      if let value = try body() { return value }
      guard clock.now < end else { throw TestFailure(failure) }
      usleep(useconds_t(interval.components.attoseconds / 1_000_000_000_000))
    }
  }
}

/// Running helper programs.
enum Launch {
  /// Runs `program` with its output discarded and returns its exit status; one still running at
  /// `deadline` is killed and counts as status -1.
  static func wait(
    _ program: String, _ arguments: [String], environment: [String: String], deadline: Duration
  )
    throws -> Int32
  {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: program)
    process.arguments = arguments
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    let ended = try? Deadline.poll(deadline, "") { process.isRunning ? nil : true }
    guard ended != nil else {
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
      return -1
    }
    return process.terminationStatus
  }
}

/// A helper that could not do its part (a server that never started, a wait that ran out).
struct TestFailure: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// Runs `body` on a thread of its own and waits for it without holding one of the few threads
/// Swift's concurrency pool has: a test that waits on real time (a sound server, a signal) must
/// neither starve the other tests' tasks nor be delayed by them.
func onThread<Value: Sendable>(_ body: @escaping @Sendable () throws -> Value) async throws -> Value
{
  try await withCheckedThrowingContinuation { continuation in
    Thread { continuation.resume(with: Result { try body() }) }.start()
  }
}
