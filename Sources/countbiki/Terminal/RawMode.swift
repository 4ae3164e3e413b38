import Foundation

/// The terminal's settings before countbiki changed them, and the one way back to them.
///
/// Restoring must work from a signal handler and from `atexit`, so it only calls
/// async-signal-safe functions (`tcsetattr`, `write`) on values saved before any signal could
/// arrive.
enum RawMode {
  nonisolated(unsafe) private static var saved = termios()
  nonisolated(unsafe) private static var active = false
  nonisolated(unsafe) private static var handlersInstalled = false
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
    writeAll(enterSequence)
  }

  /// Puts back the saved settings and the normal screen. Safe to call more than once, and from a
  /// signal handler.
  static func restore() {
    guard active else { return }
    active = false
    writeAll(leaveSequence)
    _ = tcsetattr(STDIN_FILENO, TCSAFLUSH, &saved)
  }

  private static func writeAll(_ bytes: [UInt8]) {
    bytes.withUnsafeBytes { buffer in
      var offset = 0
      while offset < buffer.count {
        let written = write(STDOUT_FILENO, buffer.baseAddress! + offset, buffer.count - offset)
        if written <= 0 {
          if written < 0 && errno == EINTR { continue }
          return
        }
        offset += written
      }
    }
  }

  /// `atexit` for normal exits; for crashes (a trap, a bad access, an abort) a handler that
  /// restores the terminal and then lets the signal do what it would have done.
  private static func installHandlersOnce() {
    guard !handlersInstalled else { return }
    handlersInstalled = true
    atexit { RawMode.restore() }
    for crash in crashSignals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        RawMode.restore()
        // Hand the signal to whoever had it before (Swift's crash backtracer, or the default).
        var previous = RawMode.previousActions[Int(number)]
        sigaction(number, &previous, nil)
        raise(number)
      }
      action.sa_flags = Int32(bitPattern: UInt32(SA_RESETHAND))
      sigaction(crash, &action, &previousActions[Int(crash)])
    }
  }

  private static let crashSignals = [SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]
  nonisolated(unsafe) private static var previousActions: [sigaction] = Array(
    repeating: sigaction(), count: 65)
}
