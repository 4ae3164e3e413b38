import CSignalGuard
import Foundation
import Synchronization
import SystemCalls

/// The signals that end countbiki, caught from the first moment of the process so none is lost
/// or handled twice.
///
/// - Stop signals (Ctrl-C, `kill`, a closed terminal) go to whoever receives them now: a drill
///   ends its session with the summary and exits with 128 + the signal; with no receiver the
///   process restores the terminal and exits with 128 + the signal. Signals that arrive before
///   a drill's session starts are held and handed over when it does.
/// - SIGQUIT, and SIGSEGV, SIGABRT and the other crash signals when another process sends them,
///   restore the terminal and end the process at once with 128 + the signal, without a crash
///   report. A real crash inside countbiki restores the terminal and goes on to Swift's crash
///   report as before.
/// - SIGPIPE is ignored: a write to a closed pipe fails with EPIPE, which `Output` reports in
///   one sentence, as it does a closed or full standard output.
public enum ProcessSignals {
  static let stopSignals = [SIGINT, SIGTERM, SIGHUP]
  static let fatalSignals = [SIGQUIT, SIGSEGV, SIGBUS, SIGILL, SIGTRAP, SIGABRT, SIGFPE]

  private struct Receiver {
    var handler: (@Sendable (Int32) -> Void)?
    /// From the start until `release()`: keep stop signals until a receiver takes them.
    var holding = true
    var pending: [Int32] = []
  }

  private static let receiver = Mutex(Receiver())
  /// The signal handlers write the signal's number here; a thread reads it and acts in normal
  /// code, since a handler may only call async-signal-safe functions.
  nonisolated(unsafe) private static var notifyDescriptor: Int32 = -1
  nonisolated(unsafe) private static var previousActions: [sigaction] = Array(
    repeating: sigaction(), count: 65)
  /// Gives the terminal back (raw mode off, the normal screen); set once by `install`, before
  /// any handler can run, and called from handlers, so it must be async-signal-safe.
  nonisolated(unsafe) private static var restoreTerminal: @convention(c) () -> Void = {}

  /// Installs every handler; called once, first thing in `main`. Stop signals were blocked
  /// before any library started (`CSignalGuard`), so one sent in the process's first
  /// milliseconds waits here and is handled like any other once unblocked below.
  /// `restoreTerminal` gives the terminal back before the process ends on a signal; it is
  /// called from signal handlers, so it may only call async-signal-safe functions.
  public static func install(restoreTerminal: @escaping @convention(c) () -> Void) {
    self.restoreTerminal = restoreTerminal
    _ = csignalguard_blocked_at_start()
    // Unblocked only once they are handled (on return): one held since the start arrives then.
    // A parent may start countbiki with these blocked too (test runners and some supervisors
    // do); threads made from now on inherit the main thread's mask.
    defer {
      var handled = sigset_t()
      sigemptyset(&handled)
      for number in stopSignals + fatalSignals { sigaddset(&handled, number) }
      pthread_sigmask(SIG_UNBLOCK, &handled, nil)
    }
    signal(SIGPIPE, SIG_IGN)
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { return }
    for descriptor in descriptors { _ = fcntl(descriptor, F_SETFD, FD_CLOEXEC) }
    notifyDescriptor = descriptors[1]
    let reading = descriptors[0]
    let listener = Thread { listen(reading) }
    listener.start()
    for number in stopSignals {
      var action = sigaction()
      action.__sigaction_handler.sa_handler = { number in
        var byte = UInt8(truncatingIfNeeded: number)
        _ = withUnsafeBytes(of: &byte) { writeAll(ProcessSignals.notifyDescriptor, $0) }
      }
      action.sa_flags = SA_RESTART
      sigaction(number, &action, nil)
    }
    for number in fatalSignals {
      var action = sigaction()
      action.__sigaction_handler.sa_sigaction = { number, info, _ in
        ProcessSignals.restoreTerminal()
        let code = info?.pointee.si_code ?? Int32(SI_USER)
        if number == SIGQUIT || code == Int32(SI_USER) || code == Int32(SI_QUEUE) {
          _exit(128 + number)
        }
        // A crash inside countbiki: hand it to whoever had it before (Swift's crash report).
        var previous = ProcessSignals.previousActions[Int(number)]
        sigaction(number, &previous, nil)
        raise(number)
      }
      action.sa_flags = SA_SIGINFO | Int32(bitPattern: UInt32(SA_RESETHAND))
      sigaction(number, &action, &previousActions[Int(number)])
    }
  }

  /// Stops holding stop signals: for a command with no session to end, a stop signal ends the
  /// process, at once if one has already come.
  public static func release() {
    let held = receiver.withLock { receiver in
      receiver.holding = false
      return receiver.handler == nil ? receiver.pending.first : nil
    }
    if let held { stop(held) }
  }

  /// Sends every stop signal to `handler` from now on, starting with any held ones; nil goes
  /// back to ending the process.
  public static func receive(_ handler: (@Sendable (Int32) -> Void)?) {
    let held = receiver.withLock { receiver in
      receiver.handler = handler
      defer { receiver.pending = [] }
      return handler == nil ? [] : receiver.pending
    }
    for number in held { handler?(number) }
  }

  private static func listen(_ descriptor: Int32) {
    var byte: UInt8 = 0
    while true {
      let count = withUnsafeMutableBytes(of: &byte) { readSome(descriptor, into: $0) }
      guard count == 1 else { return }
      deliver(Int32(byte))
    }
  }

  private static func deliver(_ number: Int32) {
    // Whatever the session is doing, no engine or worker it started runs on.
    ChildGroup.endAll()
    let handler = receiver.withLock { receiver -> (@Sendable (Int32) -> Void)? in
      if receiver.handler == nil && receiver.holding { receiver.pending.append(number) }
      return receiver.handler
    }
    if let handler {
      handler(number)
    } else if !receiver.withLock({ $0.holding }) {
      stop(number)
    }
  }

  private static func stop(_ number: Int32) -> Never {
    ChildGroup.endAll()
    ScratchFolder.removeAll()
    restoreTerminal()
    Output.flush()
    exit(128 + number)
  }
}
