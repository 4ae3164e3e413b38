import CountBikiKit
import DrillRuntime
import Foundation
import HistoryClient
import Screen

/// A drill read line by line from standard input: one answer per line, or `:replay`, `:skip`,
/// `:quit`. End of input, Ctrl-C, SIGTERM and SIGHUP end it with the summary.
struct ScriptedSession {
  /// The command running the session, named in the notices it prints: `drill`, `review`.
  let command: String
  let state: Quiz.State
  let speaker: Speaker
  let clock: RuntimeClock
  let json: Bool
  var history: HistoryClient = .none
  /// The best to compare this session with, for `--time` and `--questions` sessions.
  var best: PersonalBest? = nil

  /// How many lines the reader may read before the session has taken them.
  private static let linesAhead = 16

  private enum Input: Sendable {
    case line(String)
    case end
    case finished
  }

  /// Runs the session to its end and prints the summary; returns the exit status.
  func run() async throws -> Int32 {
    let (inputs, continuation) = AsyncStream<Input>.makeStream()
    // The reader keeps only a few lines ahead of the session: a long file of answers is read
    // as it is answered, not held in memory whole.
    let reader = LineReader(
      ahead: Self.linesAhead, line: { continuation.yield(.line($0)) },
      end: { continuation.yield(.end) })

    let transcript = RuntimeTranscript(
      quiet: json, line: { Output.line($0) }, flush: { Output.flush() },
      notice: AudioNotice.printer(command: command))
    let summaryJSON = json ? SummaryJSON(write: { Output.write($0) }) : nil
    summaryJSON?.begin()
    let runtime = QuizRuntime(
      state: state, speaker: speaker, clock: clock, waitsForSpeech: true,
      present: { action, state, effects in transcript.show(action, state, effects: effects) },
      record: { challenge in summaryJSON?.add(challenge) }, history: history,
      finished: { _ in continuation.yield(.finished) })

    await runtime.start()
    // A signal quits at once, even while a line's answer is still being said: the runtime is an
    // actor that takes the quit while that utterance plays, and quitting stops the sound. One
    // that came before the session started (held since the drill began) arrives now.
    let signals = QuitSignals { number in
      Task { await runtime.send(.signalReceived(number, at: runtime.now())) }
    }
    defer { signals.cancel() }
    loop: for await input in inputs {
      switch input {
      case .line(let text):
        await handle(text, runtime)
        // Nobody reads a transcript whose output is closed (`| head -1` has exited).
        if Output.failure != nil { await runtime.send(.outputClosed(at: runtime.now())) }
        reader.resume()
      case .end:
        await runtime.send(.inputEnded(at: runtime.now()))
      case .finished:
        break loop
      }
      if await runtime.state.phase == .finished { break }
    }
    let summary = await runtime.state.summary
    if let summaryJSON {
      try summaryJSON.end(summary)
    } else {
      Output.line(RuntimeTranscript.summary(summary))
      if let line = best?.line(right: summary.totals.correct) { Output.line(line) }
    }
    Output.flush()
    return signals.status(otherwise: ExitStatus.success)
  }

  private func handle(_ line: String, _ runtime: QuizRuntime) async {
    switch line.trimmingCharacters(in: .whitespaces) {
    case ":replay":
      await runtime.send(.replayRequested)
    case ":skip":
      await runtime.send(.answerRevealed(at: runtime.now()))
      await runtime.send(.revealDismissed(at: runtime.now()))
    case ":quit":
      await runtime.send(.quitRequested(at: runtime.now()))
    case let command where command.hasPrefix(":"):
      if !json {
        Output.line(
          "  \(RuntimeTranscript.printable(command)) → not a command: use :replay, :skip or :quit")
        Output.flush()
      }
    default:
      await runtime.send(.answerSubmitted(line, at: runtime.now()))
    }
  }
}
