import CommandArguments
import DrillRuntime
import ProcessIO
import SpeechClient
import Synchronization
import TerminalInput

extension ScriptedSession {
  /// Runs the session on standard input and output, ended early by the process's stop signals.
  func run() async throws -> Int32 {
    let reader = Mutex<LineReader?>(nil)
    return try await run(
      lines: { ahead, line, end in
        let started = LineReader(ahead: ahead, line: line, end: end)
        reader.withLock { $0 = started }
        return started.resume
      },
      signals: { handler in
        let signals = QuitSignals(handler)
        return (signals.cancel, signals.status(otherwise:))
      },
      console: ScriptedSession.Console(
        write: { Output.write($0) }, flush: { Output.flush() },
        isClosed: { Output.failure != nil }, notice: AudioNotice.printer(command: command)),
      inputWaiting: { reader.withLock { $0 }?.inputWaiting ?? true })
  }
}
