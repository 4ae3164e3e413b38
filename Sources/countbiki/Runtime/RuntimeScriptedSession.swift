import CountBikiKit
import Foundation

/// A drill read line by line from standard input: one answer per line, or `:replay`, `:skip`,
/// `:quit`. End of input, Ctrl-C, SIGTERM and SIGHUP end it with the summary.
struct ScriptedSession {
  let state: Quiz.State
  let speaker: Speaker
  let clock: @Sendable () -> Date
  let json: Bool

  private enum Input: Sendable {
    case line(String)
    case end
    case finished
  }

  /// Runs the session to its end and prints the summary; returns the exit status.
  func run() async throws -> Int32 {
    let (inputs, continuation) = AsyncStream<Input>.makeStream()
    let reader = Thread {
      while let line = readLine(strippingNewline: true) {
        continuation.yield(.line(line))
      }
      continuation.yield(.end)
    }
    reader.start()

    let transcript = RuntimeTranscript(quiet: json)
    let runtime = QuizRuntime(
      state: state, speaker: speaker, clock: clock, waitsForSpeech: true,
      present: { action, before, after, effects in
        transcript.show(action, before: before, after: after, effects: effects)
      },
      finished: { _ in continuation.yield(.finished) })

    // A signal quits at once, even while a line's answer is still being said: the runtime is an
    // actor that takes the quit while that utterance plays, and quitting stops the sound.
    let signals = QuitSignals { _ in Task { await runtime.send(.quitRequested(at: runtime.now())) }
    }
    defer { signals.cancel() }

    await runtime.send(.sessionStarted(at: runtime.now()))
    loop: for await input in inputs {
      switch input {
      case .line(let text):
        await handle(text, runtime)
      case .end:
        await runtime.send(.quitRequested(at: runtime.now()))
      case .finished:
        break loop
      }
      if await runtime.state.phase == .finished { break }
    }
    let summary = await runtime.state.summary
    Output.line(json ? try JSON.encode(summary) : RuntimeTranscript.summary(summary))
    Output.flush()
    return signals.status(otherwise: ExitStatus.success)
  }

  private func handle(_ line: String, _ runtime: QuizRuntime) async {
    switch line.trimmingCharacters(in: .whitespaces) {
    case ":replay":
      await runtime.send(.replayRequested)
    case ":skip":
      await runtime.send(.answerRevealed(at: runtime.now()))
      await runtime.send(.continueAfterReveal(at: runtime.now()))
    case ":quit":
      await runtime.send(.quitRequested(at: runtime.now()))
    case let command where command.hasPrefix(":"):
      if !json {
        Output.line(
          "  \(RuntimeTranscript.printable(command)) → not a command: use :replay, :skip or :quit")
      }
    default:
      await runtime.send(.answerSubmitted(line, at: runtime.now()))
    }
  }
}
