import CountBikiKit
import Foundation
import Screen

/// The drill as a learner lives in it: raw keys become quiz actions for the shared
/// `QuizRuntime` (which runs the effects and the speaker), and each new state is drawn by
/// rewriting only the rows that changed.
final class InteractiveDrill {
  enum Event: Sendable {
    case terminal(TerminalEvent)
    /// The runtime applied an action; `latest` has the state after it.
    case changed
    /// The runtime says the session is over.
    case finished
    /// Sound stopped working (or never started): one sentence, and readings shown as text.
    case notice(String)
    /// A missed question heard again from the summary has ended.
    case replayEnded
    /// Raw mode and the screen must come back after a stop (SIGCONT).
    case resumed
  }

  /// How the session ended: by the learner (a key), or by a signal or closed input.
  private enum Ending: Equatable { case learner, signal }

  /// Slower replay (`s`) speaks at this fraction of the session's rate.
  static let slowerRate = 0.7

  private let runtime: QuizRuntime
  private let speaker: Speaker
  private let slower: SlowerNext
  private let latest: LatestState
  private let title: String
  private let color: Bool
  private let events = Session.events
  private var state: Quiz.State
  private var textOnly: Bool
  private var notice: String?
  private var input = InputLine()
  private var showingKeys = false
  private var shown: Frame?

  private init(state: Quiz.State, speaker: Speaker, textOnly: Bool, title: String, color: Bool) {
    let events = events
    let slower = SlowerNext()
    let latest = LatestState(state)
    self.slower = slower
    self.latest = latest
    self.state = state
    self.speaker = speaker
    self.textOnly = textOnly
    self.title = title
    self.color = color
    runtime = QuizRuntime(
      state: state, speaker: slower.wrapping(speaker), clock: { Date() }, waitsForSpeech: false,
      present: { _, _, after, _ in
        latest.set(after)
        events.send(.changed)
      },
      finished: { _ in events.send(.finished) })
  }

  /// Runs a whole session in the terminal: questions until the limit, `q` or a signal, then the
  /// summary screen. The terminal is restored before this returns, and the summary is printed
  /// on the normal screen so it stays after the session. Returns the exit status: 0, or 128 +
  /// the signal that ended the session.
  ///
  /// `audio` makes the speaker; sound that cannot start or stops working is reported through
  /// the notice line and the readings are then shown as text.
  static func run(
    state: Quiz.State, title: String, color: Bool, textOnly: Bool,
    speaker makeSpeaker: (@escaping @Sendable (String) -> Void) throws -> Speaker
  ) throws -> Int32 {
    let events = Session.events
    let speaker = try makeSpeaker { events.send(.notice($0)) }
    let drill = InteractiveDrill(
      state: state, speaker: speaker, textOnly: textOnly, title: title, color: color)
    try Session.begin()
    defer { RawMode.restore() }
    let ending = drill.ask()
    if ending == .learner { drill.review() }
    _ = try? Blocking.run { await speaker.cancel() }
    RawMode.restore()
    let summary = drill.state.summary
    Output.line(SummaryScreen(summary: summary, title: title).report.joined(separator: "\n"))
    Output.flush()
    return ending == .signal ? 128 + SIGTERM : ExitStatus.success
  }

  // MARK: Questions

  private func ask() -> Ending {
    send(.sessionStarted(at: Date()))
    while state.phase != .finished {
      draw()
      switch events.next() {
      case .terminal(.key(let key)): handle(key)
      case .terminal(.resized): shown = nil
      case .terminal(.terminate), .terminal(.closed):
        send(.quitRequested(at: Date()))
        return .signal
      case .changed: state = latest.get()
      case .notice(let sentence):
        notice = sentence
        textOnly = true
      case .resumed: resume()
      case .finished, .replayEnded: break
      }
    }
    return .learner
  }

  private func handle(_ key: Key) {
    switch key {
    case .character("h"):
      showingKeys.toggle()
    case .character("q"), .escape, .interrupt, .endOfInput:
      send(.quitRequested(at: Date()))
    case .redraw:
      shown = nil
    case _ where showingKeys:
      break
    case .character(" "), .character("r"):
      send(.replayRequested)
    case .character("s"):
      slower.arm(Self.slowerRate)
      send(.replayRequested)
    case .character("?"):
      send(.answerRevealed(at: Date()))
    case .enter where state.phase == .revealed:
      input.clear()
      send(.continueAfterReveal(at: Date()))
    case .enter:
      submit()
    case .backspace:
      input.deleteBackward()
    case .character(let character):
      input.insert(character)
    default:
      break
    }
  }

  /// Submits the typed answer; the line is cleared unless the input was not an answer at all,
  /// so the learner can fix it.
  private func submit() {
    send(.answerSubmitted(input.text, at: Date()))
    if case .invalid = state.feedback { return }
    input.clear()
  }

  /// Sends `action` through the runtime and takes the state it leaves at once, so the next key
  /// already sees it.
  private func send(_ action: Quiz.Action) {
    let runtime = runtime
    _ = try? Blocking.run { await runtime.send(action) }
    state = latest.get()
  }

  // MARK: Summary

  /// The summary screen: choose a missed question and hear it again, until the learner leaves.
  private func review() {
    var selected = 0
    var speaking = false
    var replay: Task<Void, Never>?
    let summary = state.summary
    while true {
      var screen = SummaryScreen(summary: summary, title: title, selected: selected, speaking: speaking)
      screen.canHearAgain = !textOnly
      present(screen.frame(size: Terminal.size, color: color))
      switch events.next() {
      case .terminal(.key(let key)):
        switch key {
        case .character("q"), .escape, .interrupt, .endOfInput:
          replay?.cancel()
          return
        case .up, .character("k"): selected = max(0, selected - 1)
        case .down, .character("j"): selected = min(max(0, summary.missed.count - 1), selected + 1)
        case .enter, .character("r"), .character(" "):
          guard summary.missed.indices.contains(selected), !textOnly else { break }
          let question = summary.missed[selected]
          let request = SpeechRequest(
            text: question.spoken, reading: question.reading.canonical, rate: state.rate)
          let (speaker, events) = (speaker, events)
          replay?.cancel()
          speaking = true
          replay = Task.detached {
            try? await speaker.speak(request)
            events.send(.replayEnded)
          }
        case .redraw: shown = nil
        default: break
        }
      case .terminal(.resized): shown = nil
      case .terminal(.terminate), .terminal(.closed):
        replay?.cancel()
        return
      case .replayEnded: speaking = false
      case .notice(let sentence):
        notice = sentence
        textOnly = true
      case .resumed: resume()
      case .changed, .finished: break
      }
    }
  }

  // MARK: Drawing

  private func draw() {
    var screen = DrillScreen(
      state: state, title: title, input: input, showingKeys: showingKeys, textOnly: textOnly)
    screen.notice = screen.notice ?? notice
    present(screen.frame(size: Terminal.size, color: color))
  }

  private func present(_ frame: Frame) {
    guard frame != shown else { return }
    Terminal.write(frame.update(from: shown))
    shown = frame
  }

  private func resume() {
    try? RawMode.enter()
    shown = nil
  }
}

/// The newest state the runtime has presented. Events only say that it changed, so a state
/// taken straight after an action is never replaced by an older one still in the queue.
private final class LatestState: @unchecked Sendable {
  private let lock = NSLock()
  private var state: Quiz.State

  init(_ state: Quiz.State) { self.state = state }
  func set(_ state: Quiz.State) { lock.withLock { self.state = state } }
  func get() -> Quiz.State { lock.withLock { state } }
}

/// Makes the next thing the speaker says slower, once: the `s` key replays through the same
/// runtime action as `r`, and only the rate differs.
final class SlowerNext: @unchecked Sendable {
  private let lock = NSLock()
  private var factor: Double?

  func arm(_ factor: Double) { lock.withLock { self.factor = factor } }

  private func take() -> Double {
    lock.withLock {
      defer { factor = nil }
      return factor ?? 1
    }
  }

  func wrapping(_ speaker: Speaker) -> Speaker {
    Speaker(
      say: { request, number in
        let factor = self.take()
        let slowed = SpeechRequest(
          text: request.text, reading: request.reading, rate: request.rate * factor)
        try await speaker.say(slowed, number)
      },
      cancel: speaker.cancel, prefetch: speaker.prefetch)
  }
}

/// The terminal side shared by the picker and the drill: one key reader and one set of signal
/// handlers for the whole process.
enum Session {
  static let events = EventQueue<InteractiveDrill.Event>()

  /// Raw mode, the alternate screen, and keys and signals flowing into `events`.
  static func begin() throws {
    try RawMode.enter()
    Terminal.start(send: { events.send(.terminal($0)) }, resumed: { events.send(.resumed) })
  }
}
