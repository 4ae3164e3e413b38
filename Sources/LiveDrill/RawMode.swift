import Foundation
import ProcessIO
import Synchronization
import SystemCalls
import TerminalInput

/// The terminal's settings before countbiki changed them, and the one way back to them.
///
/// Restoring must work from a signal handler and from `atexit`, so it only calls
/// async-signal-safe functions (`tcsetattr`, `write`) on values saved before any signal could
/// arrive.
public enum RawMode {
  // Read by signal handlers, where no lock may be taken: written only on the main thread.
  nonisolated(unsafe) private static var saved = termios()
  nonisolated(unsafe) private static var active = false
  private static let handlersInstalled = Atomic(false)
  /// Shows the cursor, resets colours and leaves the alternate screen.
  private static let leaveSequence: [UInt8] = Array("\u{1B}[0m\u{1B}[?25h\u{1B}[?1049l".utf8)
  private static let enterSequence: [UInt8] = Array("\u{1B}[?1049h\u{1B}[H\u{1B}[2J".utf8)

  /// Puts the terminal on standard input in raw mode (no echo, no line buffering, Ctrl-C and
  /// Ctrl-Z as keys) and switches to the alternate screen; the settings come back on every exit.
  static func enter() throws {
    if !active {
      guard tcgetattr(STDIN_FILENO, &saved) == 0 else {
        throw RuntimeError(
          "the terminal settings could not be read; run the drill in a terminal or pipe answers into it."
        )
      }
    }
    installHandlersOnce()
    var raw = saved
    raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
    raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN | ISIG)
    raw.c_cflag |= tcflag_t(CS8)
    // Output processing stays on so "\n" still starts a new line.
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 1
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &raw) == 0 else {
      throw RuntimeError(
        "the terminal could not be put in raw mode; run the drill in a terminal or pipe answers into it."
      )
    }
    active = true
    _ = enterSequence.withUnsafeBytes { writeAll(STDOUT_FILENO, $0) }
  }

  /// Puts back the saved settings and the normal screen. Safe to call more than once, and from a
  /// signal handler.
  static func restore() {
    guard active else { return }
    active = false
    _ = leaveSequence.withUnsafeBytes { writeAll(STDOUT_FILENO, $0) }
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
  }

  /// `restore` as the signal handlers call it: a C function, declared outside the main actor so
  /// it runs on whatever thread a signal arrives on.
  public static let restoreFromSignal: @convention(c) () -> Void = { RawMode.restore() }

  /// `atexit` for normal exits; signals are `ProcessSignals`'s.
  private static func installHandlersOnce() {
    guard handlersInstalled.compareExchange(expected: false, desired: true, ordering: .relaxed).exchanged
    else { return }
    atexit { RawMode.restore() }
  }
}
