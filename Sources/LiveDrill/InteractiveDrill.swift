import CountBikiKit
import DrillRuntime
import Foundation
import HistoryClient
import ProcessIO
import Screen
import TerminalInput

/// The drill as a learner lives in it: raw keys become quiz actions for the shared
/// `QuizRuntime` (which runs the effects and the speaker), and each new state is drawn by
/// rewriting only the rows that changed.
public final class InteractiveDrill {
  public enum Event: Sendable {
    case terminal(TerminalEvent)
    /// The runtime applied an action; `latest` has the state after it.
    case changed
    /// The runtime says the session is over.
    case finished
    /// Raw mode and the screen must come back after a stop (SIGCONT).
    case resumed
  }

  /// How the session ended: by the learner (a key), by a signal, or by closed input.
  enum Ending: Equatable {
    case learner
    case signal(Int32)
    case closed
  }

  let runtime: QuizRuntime
  /// The clock of every time a key puts in an action, the runtime's own.
  let clock: RuntimeClock
  let latest: Latest<Quiz.State>
  let title: String
  let color: Bool
  /// Where keys come from and frames go.
  let terminal: LiveTerminal
  var events: EventQueue<Event> { terminal.events }
  var state: Quiz.State
  private var input = InputLine()
  private var showingKeys = false
  /// Set by a replay key in a session without sound: the screen says the reading is all there is.
  private var replayedAsText = false
  /// The reading is shown as text even while the session has sound (audio written to files).
  let showsReading: Bool
  var shown: Frame?

  init(
    state: Quiz.State, speaker: Speaker, title: String, color: Bool, showsReading: Bool,
    history: HistoryClient, clock: RuntimeClock, terminal: LiveTerminal
  ) {
    let events = terminal.events
    self.terminal = terminal
    self.clock = clock
    self.showsReading = showsReading
    let latest = Latest(state)
    self.latest = latest
    self.state = state
    self.title = title
    self.color = color
    runtime = QuizRuntime(
      state: state, speaker: speaker, clock: clock, waitsForSpeech: false,
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
  public static func run(
    replay: String?, state: Quiz.State, title: String, color: Bool, showsReading: Bool,
    speaker: Speaker,
    history: HistoryClient, clock: RuntimeClock = .fromEnvironment(),
    terminal: LiveTerminal = .process
  ) throws -> Int32 {
    let drill = InteractiveDrill(
      state: state, speaker: speaker, title: title, color: color, showsReading: showsReading,
      history: history, clock: clock, terminal: terminal)
    try terminal.enter()
    defer { terminal.leave() }
    let runtime = drill.runtime
    _ = try? Blocking.run { await runtime.start() }
    var ending = drill.ask()
    if ending == .learner { ending = drill.showLastAnswer() }
    let summary = drill.results().summary
    // Each round drills the questions the one before missed, until the learner leaves.
    while ending == .learner {
      let choice = drill.review()
      if case .signal(let number) = choice { ending = .signal(number) }
      guard choice == .drillAgain else { break }
      drill.send(.drillAgainRequested(at: drill.clock.now()))
      ending = drill.ask()
      if ending == .learner { ending = drill.showLastAnswer() }
    }
    drill.send(.summaryDismissed)
    terminal.leave()
    var report = SummaryScreen(summary: summary, title: title)
    report.replay = replay
    terminal.print(report.report.joined(separator: "\n"))
    guard case .signal(let number) = ending else { return ExitStatus.success }
    return 128 + number
  }

  // MARK: Questions

  func ask() -> Ending {
    state = latest.get()
    while state.phase != .finished {
      if events.isEmpty { draw() }
      switch events.next() {
      case .terminal(.key(let key)): handle(key)
      case .terminal(.resized): shown = nil
      case .terminal(.terminate(let number)):
        send(.signalReceived(number, at: clock.now()))
        return .signal(number)
      case .terminal(.closed):
        send(.inputEnded(at: clock.now()))
        return .closed
      case .changed: state = latest.get()
      case .resumed: resume()
      case .finished: break
      }
    }
    return .learner
  }

  /// Carries out what `typed` does in the drill (`DrillKey`); in a reading drill letters are
  /// always answer text.
  private func handle(_ typed: Key) {
    replayedAsText = false
    guard
      let key = DrillKey(
        typed, lineIsEmpty: input.isEmpty, lettersAreAnswer: state.skill == .reading,
        showingKeys: showingKeys)
    else { return }
    switch key {
    case .quit:
      send(.quitRequested(at: clock.now()))
    case .suspend:
      terminal.suspend()
    case .redraw:
      shown = nil
    case .toggleKeys:
      showingKeys.toggle()
    case .clear:
      input.clear()
    case .replay:
      send(.replayRequested)
      replayedAsText = !state.hasSound
    case .slowerReplay:
      send(.slowerReplayRequested)
      replayedAsText = !state.hasSound
    case .reveal:
      send(.answerRevealed(at: clock.now()))
    case .submit where state.phase == .revealed:
      input.clear()
      send(.revealDismissed(at: clock.now()))
    case .submit where needsAnotherNumber:
      // A sentence of several numbers takes them one field at a time: Enter moves on to the
      // next number until each has one.
      input.insert(" ")
    case .submit:
      submit()
    case .deleteBackward:
      input.deleteBackward()
    case .type(let character):
      type(character)
    }
  }

  /// Adds a character to the answer. Typing while an answer is shown moves on to the next
  /// question first, so what was typed is its answer rather than lost.
  private func type(_ character: Character) {
    if state.phase == .revealed {
      input.clear()
      send(.revealDismissed(at: clock.now()))
      guard state.phase == .asking else { return }
    }
    input.insert(character)
  }

  /// Whether the current question is a sentence with more numbers than typed so far, the last
  /// one finished (not blank).
  private var needsAnotherNumber: Bool {
    guard state.phase == .asking, let sentence = state.current?.question.sentence,
      sentence.slots.count > 1, !input.isEmpty, input.text.last != " ", !input.isStale
    else { return false }
    return Answer.fields(input.text).count < sentence.slots.count
  }

  /// Submits the typed answer; the line is cleared unless the input was not an answer at all,
  /// which stays on screen beside its hint until the next character starts a fresh answer.
  private func submit() {
    send(.answerSubmitted(input.text, at: clock.now()))
    if case .invalid = state.feedback {
      input.markStale()
      return
    }
    input.clear()
  }

  /// The runtime's whole state, with the missed list and answer times the screen copies leave out.
  func results() -> Quiz.State {
    let runtime = runtime
    return (try? Blocking.run { await runtime.state }) ?? state
  }

  /// Sends `action` through the runtime and takes the state it leaves at once, so the next key
  /// already sees it.
  func send(_ action: Quiz.Action) {
    let runtime = runtime
    _ = try? Blocking.run { await runtime.send(action) }
    state = latest.get()
  }

  // MARK: Drawing

  func draw() {
    var screen = DrillScreen(
      state: state, title: shownTitle, input: input, showingKeys: showingKeys)
    if showsReading, let question = state.current?.question {
      screen.audio = .text(question.reading.canonical)
    }
    if state.skill == .reading, case .wrong(let typed, _, let cause) = screen.feedback,
      let question = state.current?.question
    {
      // A wrong reading is shown right, cut into its parts with the rule behind each change.
      screen.feedback = .wrong(
        typed: typed, explanation: ReadingFeedback.explanation(of: question), cause: cause)
    }
    if replayedAsText { screen.feedback = .hint("No sound: the reading above is all there is.") }
    present(screen.frame(size: terminal.size(), color: color))
  }

  func present(_ frame: Frame) {
    guard frame != shown else { return }
    terminal.draw(frame, shown)
    shown = frame
  }

  func resume() {
    try? terminal.enter()
    shown = nil
  }
}
