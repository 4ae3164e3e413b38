import Foundation
import TestSupport
import Testing

/// A private PulseAudio daemon with one null sink, `nul`, for hearing what countbiki plays
/// through a real sound server: its own `HOME` (whose `.asoundrc` routes ALSA's default device to
/// it) and `XDG_RUNTIME_DIR`, never the learner's server. The daemon is killed when the value is
/// released.
final class PulseServer {
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
    environment["PULSE_SERVER"] = "unix:\(runtime.path)/pulse/native"
    base = environment
    _ = try Deadline.poll(.seconds(10), "pulseaudio never answered `pactl info`") {
      try Launch.wait("/usr/bin/pactl", ["info"], environment: environment, deadline: .seconds(5))
        == 0
        ? true : nil
    }
  }

  deinit {
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

  /// Runs `countbiki ARGUMENTS` playing on this server, with `input` on standard input.
  func run(_ arguments: [String], input: String = "") throws -> Binary.Result {
    try Binary.run(arguments, input: input, environment: environment(fakeClock: true))
  }
}

/// The tests that hear countbiki through a private sound server, one at a time: each measures
/// real time, and two servers playing at once would only slow each other down. They run on
/// threads of their own, so the chain neither waits behind the pool's CPU-bound tests at each
/// step nor takes a pool thread from them.
@Suite(
  .serialized, .ownThreads,
  .enabled(if: PulseServer.isInstalled, Comment(rawValue: PulseServer.missing)))
struct SoundServerTests {}
