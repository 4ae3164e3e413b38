import CountBikiKit
import Foundation
import Screen
import Synchronization

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
    /// Raw mode and the screen must come back after a stop (SIGCONT).
    case resumed
  }

  /// How the session ended: by the learner (a key), by a signal, or by closed input.
  private enum Ending: Equatable {
    case learner
    case signal(Int32)
    case closed
  }

  private let runtime: QuizRuntime
  private let latest: LatestState
  private let title: String
  private let color: Bool
  private let events = Session.events
  private var state: Quiz.State
  private var input = InputLine()
  private var showingKeys = false
  private var shown: Frame?

  private init(
    state: Quiz.State, speaker: Speaker, title: String, color: Bool, history: HistoryClient
  ) {
    let events = events
    let latest = LatestState(state)
    self.latest = latest
    self.state = state
    self.title = title
    self.color = color
    runtime = QuizRuntime(
      state: state, speaker: speaker, clock: { Date() }, waitsForSpeech: false,
      present: { _, after, _ in
        latest.set(after.screenCopy)
        events.send(.changed)
      },
      history: history,
      finished: { _ in events.send(.finished) })
  }

  /// Runs a whole session in the terminal: questions until the limit, `q` or a signal, then the
  /// summary screen. The terminal is restored before this returns, and the summary is printed
  /// on the normal screen so it stays after the session. Returns the exit status: 0, or 128 +
  /// the signal that ended the session.
  ///
  /// Sound that cannot start or stops working reaches the quiz as a speech failure: the notice
  /// line says so once and the readings are then shown as text.
  static func run(
    state: Quiz.State, title: String, color: Bool, speaker: Speaker, history: HistoryClient
  ) throws -> Int32 {
    let drill = InteractiveDrill(
      state: state, speaker: speaker, title: title, color: color, history: history)
    try Session.begin()
    defer { RawMode.restore() }
    let ending = drill.ask()
    if ending == .learner { drill.review() }
    drill.send(.summaryDismissed)
    RawMode.restore()
    let summary = drill.results().summary
    Output.line(SummaryScreen(summary: summary, title: title).report.joined(separator: "\n"))
    Output.flush()
    guard case .signal(let number) = ending else { return ExitStatus.success }
    return 128 + number
  }

  // MARK: Questions

  private func ask() -> Ending {
    send(.sessionStarted(at: Date()))
    while state.phase != .finished {
      draw()
      switch events.next() {
      case .terminal(.key(let key)): handle(key)
      case .terminal(.resized): shown = nil
      case .terminal(.terminate(let number)):
        send(.quitRequested(at: Date()))
        return .signal(number)
      case .terminal(.closed):
        send(.quitRequested(at: Date()))
        return .closed
      case .changed: state = latest.get()
      case .resumed: resume()
      case .finished: break
      }
    }
    return .learner
  }

  /// A key on an empty line is a command (replay, slower, keys, quit); once something is typed,
  /// letters and spaces are answer text, and Ctrl-R, Ctrl-S, Tab, `?` and Esc still act.
  private func handle(_ key: Key) {
    // Romaji starts with any letter: in a reading drill, letters are always answer text.
    let command = input.isEmpty && state.skill != .reading
    switch key {
    case .interrupt, .endOfInput:
      send(.quitRequested(at: Date()))
    case .suspend:
      Terminal.suspend()
    case .redraw:
      shown = nil
    case .tab,
      .character("h") where command:
      showingKeys.toggle()
    case .escape where !input.isEmpty, .control("u"):
      input.clear()
    case .escape,
      .character("q") where command:
      send(.quitRequested(at: Date()))
    case _ where showingKeys:
      break
    case .control("r"),
      .character(" ") where command, .character("r") where command:
      send(.replayRequested)
    case .control("s"),
      .character("s") where command:
      send(.slowerReplayRequested)
    case .character("?"), .character("？"):
      send(.answerRevealed(at: Date()))
    case .enter where state.phase == .revealed:
      input.clear()
      send(.revealDismissed(at: Date()))
    case .enter:
      submit()
    case .backspace:
      input.deleteBackward()
    case .character(let character):
      type(character)
    default:
      break
    }
  }

  /// Adds a character to the answer. Typing while an answer is shown moves on to the next
  /// question first, so what was typed is its answer rather than lost.
  private func type(_ character: Character) {
    if state.phase == .revealed {
      input.clear()
      send(.revealDismissed(at: Date()))
      guard state.phase == .asking else { return }
    }
    input.insert(character)
  }

  /// Submits the typed answer; the line is cleared unless the input was not an answer at all,
  /// which stays on screen beside its hint until the next character starts a fresh answer.
  private func submit() {
    send(.answerSubmitted(input.text, at: Date()))
    if case .invalid = state.feedback {
      input.markStale()
      return
    }
    input.clear()
  }

  /// The runtime's whole state, with the missed list and answer times the screen copies leave out.
  private func results() -> Quiz.State {
    let runtime = runtime
    return (try? Blocking.run { await runtime.state }) ?? state
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
    let summary = results().summary
    while true {
      var screen = SummaryScreen(
        summary: summary, title: title, selected: selected, speaking: state.isSpeaking)
      screen.canHearAgain = state.hasSound
      present(screen.frame(size: Terminal.size, color: color))
      switch events.next() {
      case .terminal(.key(let key)):
        switch key {
        case .character("q"), .escape, .interrupt, .endOfInput: return
        case .up, .character("k"): selected = max(0, selected - 1)
        case .down, .character("j"): selected = min(max(0, summary.missed.count - 1), selected + 1)
        case .enter, .character("r"), .character(" "): send(.missedReplayRequested(selected))
        case .redraw: shown = nil
        default: break
        }
      case .terminal(.resized): shown = nil
      case .terminal(.terminate), .terminal(.closed): return
      case .changed: state = latest.get()
      case .resumed: resume()
      case .finished: break
      }
    }
  }

  // MARK: Drawing

  private func draw() {
    let screen = DrillScreen(state: state, title: title, input: input, showingKeys: showingKeys)
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

/// The newest state the runtime has presented, as a screen copy. Events only say that it changed,
/// so a state taken straight after an action is never replaced by an older one still in the
/// queue.
private final class LatestState: Sendable {
  private let state: Mutex<Quiz.State>

  init(_ state: Quiz.State) { self.state = Mutex(state) }
  func set(_ state: Quiz.State) { self.state.withLock { $0 = state } }
  func get() -> Quiz.State { state.withLock { $0 } }
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
