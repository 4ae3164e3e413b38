import CountBikiKit
import Foundation

/// A drill read line by line from standard input: one answer per line, or `:replay`, `:skip`,
/// `:quit`. End of input, Ctrl-C, SIGTERM and SIGHUP end it with the summary.
struct ScriptedSession {
  let state: Quiz.State
  let speaker: Speaker
  let clock: @Sendable () -> Date
  let json: Bool

  /// How many lines the reader may read before the session has taken them.
  private static let linesAhead = 16

  private enum Input: Sendable {
    case line(String)
    case end
    case signal(Int32)
    case finished
  }

  /// Runs the session to its end and prints the summary; returns the exit status.
  func run() async throws -> Int32 {
    let (inputs, continuation) = AsyncStream<Input>.makeStream()
    // The reader keeps only a few lines ahead of the session: a long file of answers is read
    // as it is answered, not held in memory whole.
    // Starting at 0 and signalled up: libdispatch refuses to free a semaphore left below the
    // value it was created with.
    let room = DispatchSemaphore(value: 0)
    for _ in 0..<Self.linesAhead { room.signal() }
    let reader = Thread {
      while true {
        room.wait()
        guard let line = readLine(strippingNewline: true) else { break }
        continuation.yield(.line(line))
      }
      continuation.yield(.end)
    }
    reader.start()
    let signals = [SIGINT, SIGTERM, SIGHUP].map { number -> any DispatchSourceSignal in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler { continuation.yield(.signal(number)) }
      source.resume()
      return source
    }
    defer { for source in signals { source.cancel() } }

    let transcript = RuntimeTranscript(quiet: json)
    let summaryJSON = json ? SummaryJSON() : nil
    summaryJSON?.begin()
    let runtime = QuizRuntime(
      state: state, speaker: speaker, clock: clock, waitsForSpeech: true,
      present: { action, state, effects in transcript.show(action, state, effects: effects) },
      record: { challenge in summaryJSON?.add(challenge) },
      finished: { _ in continuation.yield(.finished) })

    await runtime.send(.sessionStarted(at: runtime.now()))
    var status = ExitStatus.success
    loop: for await input in inputs {
      switch input {
      case .line(let text):
        room.signal()
        await handle(text, runtime)
      case .end:
        await runtime.send(.quitRequested(at: runtime.now()))
      case .signal(let number):
        status = 128 + number
        await runtime.send(.quitRequested(at: runtime.now()))
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
    }
    Output.flush()
    return status
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
      }
    default:
      await runtime.send(.answerSubmitted(line, at: runtime.now()))
    }
  }
}
