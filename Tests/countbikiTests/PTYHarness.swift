import Foundation
import TestSupport
import Testing

/// Runs a program and returns its standard output; a program that has not ended within ten
/// seconds is killed and the call throws. `realTime` as `ChildProcess` takes it.
@discardableResult
func runProgram(_ path: String, _ arguments: [String], realTime: Bool = false) throws -> String {
  let result = try Binary.run(
    path, arguments, environment: ProcessInfo.processInfo.environment, limit: .seconds(10),
    realTime: realTime)
  return result.output
}

/// A pseudo-terminal driven through a private tmux server: a real terminal emulator between
/// countbiki and the test, so the test reads the screen a learner would see. Its calls block;
/// a test's task awaits the same calls (see `PTYSession+Awaiting.swift`) on a thread of their own.
final class PTYSession: Sendable {
  static let tmux = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"].first {
    FileManager.default.isExecutableFile(atPath: $0)
  }

  let folder: URL
  private let socket: String
  private let realTime: Bool

  /// Starts `countbiki ARGUMENTS` in an 80x24 window (or `columns`x`rows`). The shell around
  /// it saves `stty -g` before and after, the exit status, and countbiki's process id. With
  /// `realTime`, tmux, its window and the keys typed are scheduled as real-time programs (see
  /// `ChildProcess`), for a test that times what countbiki plays against what is typed.
  init(
    _ arguments: [String], columns: Int = 80, rows: Int = 24, environment: [String: String] = [:],
    realTime: Bool = false
  ) throws {
    self.realTime = realTime
    folder = TemporaryFolder.root.appendingPathComponent("countbiki-pty-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    socket = folder.appendingPathComponent("tmux").path
    let quoted = ([Binary.url.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
    let exports = ["XDG_CONFIG_HOME": folder.path, "HOME": folder.path, "LANG": "C.UTF-8"].merging(
      environment
    ) { $1 }
    // The test runner's own NO_COLOR must not leak into the terminal under test.
    let script =
      ["unset NO_COLOR"] + exports.map { "export \($0.key)='\($0.value)'" } + [
        "cd '\(folder.path)'",
        "stty -g > before",
        "sh -c 'echo $$ > pid; exec \"$@\" 2> stderr' sh \(quoted)",
        "echo $? > status",
        "stty -g > after",
        // The pane stays (for the test to read the files above) until the test removes the
        // folder: the shell then ends, and the tmux server with its last pane, even when
        // `kill-server` could not reach it.
        "while [ -d '\(folder.path)' ]; do sleep 1; done",
      ]
    let scriptURL = folder.appendingPathComponent("run.sh")
    try script.joined(separator: "\n").write(to: scriptURL, atomically: true, encoding: .utf8)
    try tmux([
      "-f", "/dev/null", "new-session", "-d", "-x", "\(columns)", "-y", "\(rows)", "-s", "t", "sh",
      scriptURL.path,
    ])
    if realTime {
      // The server and the window's shell each lead a session of their own.
      for leader in ["#{pid}", "#{pane_pid}"] {
        let pid = try tmux(["display-message", "-p", "-t", "t", leader])
        if let pid = pid_t(pid.trimmingCharacters(in: .whitespacesAndNewlines)) {
          ChildProcess.raiseGroup(of: pid)
        }
      }
    }
  }

  deinit {
    // A drill still running when the test ends is killed first: closing its terminal sends it
    // SIGHUP, and the tmux server waits for its panes' processes before it exits.
    if let pid = (try? file("pid", waiting: false)).flatMap({ pid_t($0) }), pid > 0 {
      kill(pid, SIGKILL)
    }
    _ = try? tmux(["kill-server"])
    try? FileManager.default.removeItem(at: folder)
  }

  @discardableResult
  private func tmux(_ arguments: [String]) throws -> String {
    try runProgram(Self.tmux ?? "/usr/bin/tmux", ["-S", socket] + arguments, realTime: realTime)
  }

  /// Types text exactly as given; `--` keeps a leading `-` (a negative answer) from being read
  /// as a flag of tmux.
  func type(_ text: String) throws { try tmux(["send-keys", "-t", "t", "-l", "--", text]) }

  /// Presses named keys: `Enter`, `Escape`, `C-c`, `Up`, `BSpace`.
  func press(_ keys: String...) throws { try press(keys) }

  func press(_ keys: [String]) throws { try tmux(["send-keys", "-t", "t"] + keys) }

  /// Copies from now on every byte countbiki writes to its terminal into the file `output`
  /// (tmux's `pipe-pane`), for a test of how the screen is drawn rather than what it shows.
  func recordOutput() throws {
    try tmux(["pipe-pane", "-o", "-t", "t", "cat >> '\(folder.path)/output'"])
  }

  /// The visible screen, one line per row, trailing spaces removed; with `escapes`, colours
  /// and bold as escape sequences.
  func screen(escapes: Bool = false) throws -> String {
    try tmux(["capture-pane", "-p", "-t", "t"] + (escapes ? ["-e"] : [])).split(
      separator: "\n", omittingEmptySubsequences: false
    )
    .map { $0.replacingOccurrences(of: " +$", with: "", options: .regularExpression) }
    .joined(separator: "\n").trimmingCharacters(in: .newlines)
  }

  /// How long a wait for the screen, a file or a process state lasts before the test fails: far
  /// beyond what any step takes alone, so a machine busy with other builds does not fail a test.
  static let patience = Duration.seconds(60)

  /// Waits (up to `patience`, polling) until the screen contains `text`; returns the screen.
  @discardableResult
  func waitFor(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) throws -> String {
    let (shown, screen) = try poll(for: text)
    if !shown { Self.neverShown(text, screen, sourceLocation) }
    return screen
  }

  /// Polls the screen (up to `patience`) until it contains `text`; returns whether it did, and
  /// the last screen read.
  func poll(for text: String) throws -> (shown: Bool, screen: String) {
    var last = ""
    let deadline = ContinuousClock.now + Self.patience
    repeat {
      last = try screen()
      if last.contains(text) { return (true, last) }
      usleep(50_000)
    } while ContinuousClock.now < deadline
    return (false, last)
  }

  static func neverShown(_ text: String, _ screen: String, _ sourceLocation: SourceLocation) {
    Issue.record(
      "the screen never showed “\(text)”; it shows:\n\(screen)", sourceLocation: sourceLocation)
  }

  /// The contents of a file the shell wrote (`before`, `after`, `status`, `pid`, `stderr`),
  /// waiting (up to `patience`) for it to have something in it unless `waiting` is off; with
  /// `until`, for it to contain that.
  func file(_ name: String, waiting: Bool = true, until wanted: String = "") throws -> String {
    let url = folder.appendingPathComponent(name)
    let deadline = ContinuousClock.now + (waiting ? Self.patience : .zero)
    repeat {
      if let text = try? String(contentsOf: url, encoding: .utf8), !text.isEmpty,
        wanted.isEmpty || text.contains(wanted)
      {
        return text.trimmingCharacters(in: .whitespacesAndNewlines)
      }
      if waiting { usleep(50_000) }
    } while ContinuousClock.now < deadline
    return ""
  }

  /// `stty -g` of the window's terminal now, as a shell sees it while countbiki is stopped.
  func terminalSettings() throws -> String {
    let tty = try tmux(["display-message", "-p", "-t", "t", "#{pane_tty}"])
      .trimmingCharacters(in: .whitespacesAndNewlines)
    return try runProgram("/bin/stty", ["-g", "-F", tty])
      .trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Waits (up to `patience`, polling) until countbiki's process is in `state` as /proc shows
  /// it (`T` stopped, `S` sleeping); returns whether it got there.
  func waitForProcess(state: Character) throws -> Bool {
    let pid = try file("pid")
    let deadline = ContinuousClock.now + Self.patience
    while ContinuousClock.now < deadline {
      if let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")"),
        stat[stat.index(after: close)...].dropFirst().first == state
      {
        return true
      }
      usleep(50_000)
    }
    return false
  }

  /// Checks that countbiki exited with `status` and left the terminal settings as it found them.
  func expectEnded(status: String = "0", sourceLocation: SourceLocation = #_sourceLocation) throws {
    Self.expectEnded(try ending(), status: status, sourceLocation)
  }

  /// The exit status and the terminal settings before and after, once the shell has them.
  func ending() throws -> (status: String, before: String, after: String) {
    (try file("status"), try file("before"), try file("after"))
  }

  static func expectEnded(
    _ ending: (status: String, before: String, after: String), status: String,
    _ sourceLocation: SourceLocation
  ) {
    #expect(ending.status == status, sourceLocation: sourceLocation)
    #expect(
      ending.after == ending.before, "stty -g differs after the drill",
      sourceLocation: sourceLocation)
  }
}
