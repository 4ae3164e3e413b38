import CountBikiKit
import Dispatch
import Foundation
import ProcessIO
import Screen
import Synchronization
import SystemCalls
import TerminalInput

/// Something that happened at the terminal, delivered to the session loop.
public enum TerminalEvent: Sendable, Equatable {
  case key(Key)
  /// The window changed size (SIGWINCH).
  case resized
  /// SIGTERM, SIGHUP or SIGINT (this one): end the session with its summary.
  case terminate(Int32)
  /// Standard input closed.
  case closed
}

/// The process's terminal: size, output, and a stream of keys and signals.
public enum Terminal {
  /// True when both standard input and standard output are a terminal: the drill is interactive.
  public static var isInteractive: Bool { isatty(STDIN_FILENO) == 1 && isatty(STDOUT_FILENO) == 1 }

  /// Colour is on unless `--no-color` was given, `NO_COLOR` is set to anything, or standard
  /// output is not a terminal.
  public static func colorEnabled(
    noColorFlag: Bool, environment: [String: String] = ProcessInfo.processInfo.environment
  )
    -> Bool
  {
    !noColorFlag && (environment["NO_COLOR"] ?? "").isEmpty && isatty(STDOUT_FILENO) == 1
  }

  /// The window size, or 80x24 when the terminal will not say.
  static var size: TerminalSize {
    var window = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &window) == 0, window.ws_col > 0, window.ws_row > 0
    else {
      return .standard
    }
    return TerminalSize(columns: Int(window.ws_col), rows: Int(window.ws_row))
  }

  /// Writes `text` to standard output at once, without buffering.
  static func write(_ text: String) {
    Output.flush()
    _ = Array(text.utf8).withUnsafeBytes { writeAll(STDOUT_FILENO, $0) }
  }

  /// The signal sources, kept for the life of the process; nil until `start`.
  private static let sources = Mutex<[any DispatchSourceSignal]?>(nil)

  /// Starts delivering keys (read on a thread of their own) and signals to `send`; once per
  /// process. Ctrl-Z sent as a signal (SIGTSTP) gives the terminal back before stopping, and
  /// raw mode and the screen come back on SIGCONT through `resumed`.
  static func start(
    send: @escaping @Sendable (TerminalEvent) -> Void, resumed: @escaping @Sendable () -> Void
  ) {
    let first = sources.withLock { sources in
      defer { sources = sources ?? [] }
      return sources == nil
    }
    guard first else { return }
    let reader = Thread {
      var decoder = KeyDecoder()
      var buffer = [UInt8](repeating: 0, count: 256)
      while true {
        let count = buffer.withUnsafeMutableBytes { readSome(STDIN_FILENO, into: $0) }
        guard count > 0 else {
          send(.closed)
          return
        }
        for key in decoder.feed(buffer[0..<count]) { send(.key(key)) }
      }
    }
    reader.start()
    let queue = DispatchQueue(label: "countbiki.signals")
    func watch(_ number: Int32, _ handler: @escaping @Sendable () -> Void) {
      signal(number, SIG_IGN)
      sources.withLock { sources in
        let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
        source.setEventHandler(handler: handler)
        source.resume()
        sources?.append(source)
      }
    }
    ProcessSignals.receive { send(.terminate($0)) }
    watch(SIGWINCH) { send(.resized) }
    watch(SIGTSTP) { suspend() }
    watch(SIGCONT) { resumed() }
  }

  /// Gives the terminal back and stops the process, as Ctrl-Z does at a shell; raw mode and the
  /// screen come back on SIGCONT (`fg`) through `start`'s `resumed`.
  static func suspend() {
    RawMode.restore()
    kill(getpid(), SIGSTOP)
  }
}
