import CountBikiKit
import Foundation
import HistoryClient
import Screen
import Synchronization

/// A drill read line by line: one answer per line, or `:replay`, `:skip`, `:quit`. End of input
/// and a stop signal end it with the summary.
public struct ScriptedSession: Sendable {
  /// The command running the session, named in the notices it prints: `drill`, `review`.
  public let command: String
  public let state: Quiz.State
  public let speaker: Speaker
  public let clock: RuntimeClock
  public let json: Bool
  public var history: HistoryClient
  /// The best to compare this session with, for `--time` and `--questions` sessions.
  public var best: PersonalBest?
  /// The options that give these questions again (`ReplayOptions`); by default the seed alone.
  public var replay: String?

  public init(
    command: String, state: Quiz.State, speaker: Speaker, clock: RuntimeClock, json: Bool,
    history: HistoryClient = .none, best: PersonalBest? = nil
  ) {
    (self.command, self.state, self.speaker, self.clock, self.json) =
      (command, state, speaker, clock, json)
    (self.history, self.best) = (history, best)
  }

  /// Where the session's text goes.
  public struct Console: Sendable {
    /// Writes text as it is, and one line of it.
    public var write: @Sendable (String) -> Void
    public var line: @Sendable (String) -> Void
    /// Sends on what was written.
    public var flush: @Sendable () -> Void
    /// Whether the output can no longer be written (`| head -1` has exited).
    public var isClosed: @Sendable () -> Bool
    /// A notice about the session, for the learner even with `--json` (standard error).
    public var notice: @Sendable (String) -> Void

    public init(
      write: @escaping @Sendable (String) -> Void, flush: @escaping @Sendable () -> Void,
      isClosed: @escaping @Sendable () -> Bool, notice: @escaping @Sendable (String) -> Void
    ) {
      (self.write, self.flush, self.isClosed, self.notice) = (write, flush, isClosed, notice)
      line = { write($0 + "\n") }
    }
  }

  /// Starts reading lines: hands each to `line` and calls `end` once input ends, keeping at most
  /// `ahead` lines handed on and not yet taken; returns what takes one.
  public typealias LineSource = (
    _ ahead: Int, _ line: @escaping @Sendable (String) -> Void,
    _ end: @escaping @Sendable () -> Void
  ) -> @Sendable () -> Void

  /// Listens for stop signals, each passed to the handler, once the session has started;
  /// returns how to stop listening and the exit status of a session they may have ended.
  public typealias SignalSource = (_ handler: @escaping @Sendable (Int32) -> Void) -> (
    cancel: () -> Void, status: (_ otherwise: Int32) -> Int32
  )

  /// How many lines the reader may read before the session has taken them.
  static let linesAhead = 16

  private enum Input: Sendable {
    /// A line, and when it came.
    case line(String, ContinuousClock.Instant)
    case end(ContinuousClock.Instant)
    case finished
  }

  /// Runs the session to its end and writes the summary; returns the exit status.
  /// `inputWaiting` says whether input is waiting that `lines` has not handed over yet (bytes in
  /// a pipe, lines read and held): such input was there before the question now being said.
  public func run(
    lines: LineSource, signals: SignalSource, console: Console,
    inputWaiting: @escaping @Sendable () -> Bool = { false }
  ) async throws -> Int32 {
    let (inputs, continuation) = AsyncStream<Input>.makeStream()
    // The reader keeps only a few lines ahead of the session: a long file of answers is read
    // as it is answered, not held in memory whole.
    let taken = lines(
      Self.linesAhead, { continuation.yield(.line($0, .now)) }, { continuation.yield(.end(.now)) })

    let transcript = RuntimeTranscript(
      quiet: json, line: console.line, flush: console.flush, notice: console.notice)
    let summaryJSON = json ? SummaryJSON(write: console.write) : nil
    summaryJSON?.begin()
    let started = Gate()
    // Opens once the session's ending (its end in the store) is done, whichever task finished it.
    let ended = Gate()
    let clip = ClipWatch(inputWaiting: inputWaiting)
    let runtime = QuizRuntime(
      state: state, speaker: speaker, clock: clock, waitsForSpeech: false,
      present: { action, state, effects in
        // Dated before it is shown: an answer typed on seeing the question is typed during it.
        clip.update(
          speaking: state.isSpeaking && state.phase != .finished,
          began: effects.contains { if case .speak = $0 { true } else { false } })
        transcript.show(action, state, effects: effects)
        if case .sessionStarted = action { started.open() }
      },
      record: { challenge in summaryJSON?.add(challenge) }, history: history,
      finished: { _ in
        ended.open()
        continuation.yield(.finished)
      })

    // A signal quits at once, even while a question is still being said (the first one too):
    // the runtime is an actor that takes the quit while that utterance plays, and quitting
    // stops the sound. One that came before the session started (held since the drill began)
    // is sent once the session has started.
    let watch = signals { number in
      Task {
        await started.wait()
        await runtime.send(.signalReceived(number, at: runtime.now()))
      }
    }
    defer { watch.cancel() }
    await runtime.start()
    loop: for await input in inputs {
      switch input {
      case .line(let text, let arrival):
        await clip.wait(forInputAt: arrival)
        // A stop signal may have ended the session while the line waited for the clip.
        if await runtime.state.phase == .finished { break loop }
        await handle(text, runtime, console)
        // Nobody reads a transcript whose output is closed.
        if console.isClosed() { await runtime.send(.outputClosed(at: runtime.now())) }
        taken()
      case .end(let arrival):
        await clip.wait(forInputAt: arrival)
        await runtime.send(.inputEnded(at: runtime.now()))
      case .finished:
        break loop
      }
      if await runtime.state.phase == .finished { break }
    }
    // A stop signal finishes the quiz in a task of its own: the clip it cut returns here while
    // that task still marks the session ended in the store, and the process exits once the
    // summary is written. So the summary waits for the ending.
    await ended.wait()
    let summary = await runtime.state.summary
    if let summaryJSON {
      try summaryJSON.end(summary)
    } else {
      console.line(
        RuntimeTranscript.summary(summary, replay: replay ?? ReplayOptions.text(seed: summary.seed))
      )
      if let line = best?.line(right: summary.totals.correct) { console.line(line) }
    }
    console.flush()
    return watch.status(0)
  }

  private func handle(_ line: String, _ runtime: QuizRuntime, _ console: Console) async {
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
        console.line(
          "  \(RuntimeTranscript.printable(command)) → not a command: use :replay, :skip or :quit")
        console.flush()
      }
    default:
      await runtime.send(.answerSubmitted(line, at: runtime.now()))
    }
  }
}

/// Opens once; what waits for it goes on from then.
private final class Gate: Sendable {
  private let state = Mutex<(open: Bool, waiting: [CheckedContinuation<Void, Never>])>(
    (false, []))

  func open() {
    let waiting = state.withLock { state in
      state.open = true
      defer { state.waiting = [] }
      return state.waiting
    }
    for continuation in waiting { continuation.resume() }
  }

  func wait() async {
    await withCheckedContinuation { continuation in
      let now = state.withLock { state in
        if !state.open { state.waiting.append(continuation) }
        return state.open
      }
      if now { continuation.resume() }
    }
  }
}
