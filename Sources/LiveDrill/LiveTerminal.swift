import ProcessIO
import Screen
import TerminalInput

/// The terminal a live drill runs on: where its keys and signals come from, where its frames
/// are drawn and its summary printed. The process's own terminal, or a test's.
public struct LiveTerminal: Sendable {
  /// Keys, signals and the runtime's news, in the order they happened.
  public let events: EventQueue<InteractiveDrill.Event>
  /// The window's size now.
  public var size: @Sendable () -> TerminalSize
  /// Shows `frame` on a screen that shows `shown` (nil: what is there is unknown).
  public var draw: @Sendable (_ frame: Frame, _ shown: Frame?) -> Void
  /// Raw mode and the alternate screen, with keys and signals flowing into `events`; again
  /// after a stop (SIGCONT).
  public var enter: @Sendable () throws -> Void
  /// The terminal as it was before `enter`, on the normal screen.
  public var leave: @Sendable () -> Void
  /// Gives the terminal back and stops the process, as Ctrl-Z does at a shell.
  public var suspend: @Sendable () -> Void
  /// Prints text that stays on the normal screen after the session: the summary.
  public var print: @Sendable (String) -> Void

  public init(
    events: EventQueue<InteractiveDrill.Event>, size: @escaping @Sendable () -> TerminalSize,
    draw: @escaping @Sendable (Frame, Frame?) -> Void, enter: @escaping @Sendable () throws -> Void,
    leave: @escaping @Sendable () -> Void, suspend: @escaping @Sendable () -> Void,
    print: @escaping @Sendable (String) -> Void
  ) {
    self.events = events
    (self.size, self.draw, self.print) = (size, draw, print)
    (self.enter, self.leave, self.suspend) = (enter, leave, suspend)
  }

  /// The process's terminal on standard input and output.
  public static let process = LiveTerminal(
    events: Session.events, size: { Terminal.size },
    draw: { frame, shown in Terminal.write(frame.update(from: shown)) },
    enter: { try Session.begin() }, leave: { RawMode.restore() }, suspend: { Terminal.suspend() },
    print: { text in
      Output.line(text)
      Output.flush()
    })
}
