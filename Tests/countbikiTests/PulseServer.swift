import Foundation
import Synchronization
import TestSupport
import Testing

/// A private PulseAudio daemon with one null sink, `nul`, for hearing what countbiki plays
/// through a real sound server: its own `HOME` (whose `.asoundrc` routes ALSA's default device to
/// it) and `XDG_RUNTIME_DIR`, never the learner's server. The daemon is killed when the value is
/// released.
///
/// A recording of the sink's monitor stays open while the server runs: an idle null sink works
/// in blocks of two seconds, so a recording started on it hears nothing for about two seconds,
/// while one started beside another recording hears the sink within a quarter second.
final class PulseServer: Sendable {
  static let programs = [
    "/usr/bin/pulseaudio", "/usr/bin/pactl", "/usr/bin/parecord", "/usr/bin/sox",
  ]
  static let isInstalled = programs.allSatisfy { FileManager.default.isExecutableFile(atPath: $0) }
  static let missing =
    "PulseAudio is not installed; apt-get install pulseaudio pulseaudio-utils libasound2-plugins sox"

  let folder: URL
  let home: URL
  /// The environment a program needs to play on this server and nowhere else.
  private let base: [String: String]
  private let pid: pid_t
  /// The recording that keeps the sink working in short blocks.
  private let keeper: Mutex<ChildProcess?>

  init() throws {
    folder = try TemporaryFolder.make("countbiki-pulse")
    home = folder.appendingPathComponent("home")
    let runtime = folder.appendingPathComponent("runtime")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    try "pcm.!default { type pulse }\nctl.!default { type pulse }\n".write(
      to: home.appendingPathComponent(".asoundrc"), atomically: true, encoding: .utf8)
    var environment = Isolation.environment(home: home)
    environment["XDG_RUNTIME_DIR"] = runtime.path
    let started = try Launch.wait(
      "/usr/bin/pulseaudio",
      [
        "-n", "--daemonize=yes", "--exit-idle-time=-1", "--load=module-null-sink sink_name=nul",
        "--load=module-native-protocol-unix",
      ], environment: environment, deadline: .seconds(10))
    guard started == 0 else { throw TestFailure("pulseaudio exited with status \(started)") }
    let pidFile = runtime.appendingPathComponent("pulse/pid")
    pid = try Deadline.poll(.seconds(10), "pulseaudio never wrote its pid") {
      (try? String(contentsOf: pidFile, encoding: .utf8)).flatMap {
        pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines))
      }
    }
    // The daemon has made a session of its own; it plays in real time like the players.
    ChildProcess.raiseGroup(of: pid)
    environment["PULSE_SERVER"] = "unix:\(runtime.path)/pulse/native"
    base = environment
    // Every property is set before anything else can fail, so that deinit stops the daemon.
    keeper = Mutex(nil)
    _ = try Deadline.poll(.seconds(10), "pulseaudio never answered `pactl info`") {
      try Launch.wait("/usr/bin/pactl", ["info"], environment: environment, deadline: .seconds(5))
        == 0
        ? true : nil
    }
    try keeper.withLock {
      $0 = try ChildProcess(
        "/usr/bin/parecord", ["-d", "nul.monitor", "--raw", "--latency-msec=5"],
        environment: environment)
    }
  }

  deinit {
    keeper.withLock { $0 = nil }
    kill(pid, SIGTERM)
    let gone = try? Deadline.poll(.seconds(5), "", every: .milliseconds(5)) {
      Self.hasEnded(pid) ? true : nil
    }
    if gone == nil { kill(pid, SIGKILL) }
    try? FileManager.default.removeItem(at: folder)
  }

  /// True once the daemon `pid` has ended. It is not the test's child, and where nothing reaps
  /// orphans it stays a zombie, which `kill(pid, 0)` still finds.
  private static func hasEnded(_ pid: pid_t) -> Bool {
    guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
      let name = stat.range(of: ") ", options: .backwards)
    else { return true }
    return stat[name.upperBound...].hasPrefix("Z") || stat[name.upperBound...].hasPrefix("X")
  }

  /// Starts recording the null sink's monitor, and returns once sound (silence, so far) is
  /// arriving from it: the monitor starts late, and a recording started blind loses the first
  /// quarter second.
  func record() throws -> Recording {
    try Recording(environment: base, in: folder)
  }

  /// The environment for countbiki playing on this server and nowhere else; with `fakeClock`,
  /// countbiki's clock ticks a second per reading, so a transcript's times are exact.
  func environment(fakeClock: Bool = false) -> [String: String] {
    base.merging(fakeClock ? ["COUNTBIKI_FAKE_CLOCK": "1"] : [:]) { $1 }
  }

  /// Starts `countbiki ARGUMENTS` playing on this server, scheduled as a real-time program (see
  /// `ChildProcess`), with standard input open.
  func start(_ arguments: [String], fakeClock: Bool = false) throws -> RunningBinary {
    try RunningBinary(arguments, environment: environment(fakeClock: fakeClock), realTime: true)
  }

  /// Runs `countbiki ARGUMENTS` playing on this server, with `input` on standard input.
  func run(_ arguments: [String], input: String = "") async throws -> Binary.Result {
    try await Binary.run(arguments, input: input, environment: environment(fakeClock: true))
  }

  /// The server of the suite the test runs in (see `SharedPulseServer`).
  @TaskLocal private static var suiteServer: PulseServer?

  /// The server the running test's suite started for its tests.
  static func shared() throws -> PulseServer {
    guard let suiteServer else {
      throw TestFailure("no sound server: the suite needs .pulseServer")
    }
    return suiteServer
  }

  /// Starts one server for the tests of a suite and stops it after them: a test records the
  /// sink afresh and checks only what it heard, but does not wait for a server of its own.
  struct Shared: SuiteTrait, TestScoping {
    func provideScope(
      for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
      let server = try await onThread { try PulseServer() }
      try await $suiteServer.withValue(server) { try await function() }
    }
  }
}

extension Trait where Self == PulseServer.Shared {
  /// See `PulseServer.Shared`.
  static var pulseServer: Self { PulseServer.Shared() }
}

/// The tests that hear countbiki through a private sound server, one at a time: each measures
/// real time, and two clips playing at once would only slow each other down. They share one
/// server, and run on threads of their own at a raised priority (see `OwnThreads`), so the chain
/// neither waits behind the pool's CPU-bound tests at each step nor has its sound starved.
@Suite(
  .serialized, .ownThreads(nice: -10), .pulseServer,
  .enabled(if: PulseServer.isInstalled, Comment(rawValue: PulseServer.missing)))
struct SoundServerTests {}
