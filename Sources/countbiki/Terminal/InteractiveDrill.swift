import CountBikiKit
import Foundation

/// The drill as a learner lives in it: raw keys in, quiz actions to `Quiz.reduce`, effects run,
/// and only the changed rows of the screen redrawn.
final class InteractiveDrill {
  /// Says one request; throws when it cannot be heard. nil when audio is off: readings are
  /// shown as text instead.
  typealias Speak = @Sendable (SpeechRequest) async throws -> Void

  enum Event: Sendable {
    case terminal(TerminalEvent)
    case speechEnded(id: Int, failure: String?)
    /// Raw mode and the screen must come back after a stop (SIGCONT).
    case resumed
  }

  /// How the session ended: by the learner (a key), or by a signal or closed input.
  enum Ending { case learner, terminated }

  private var state: Quiz.State
  private let title: String
  private let color: Bool
  private let speak: Speak?
  private let events: EventQueue<Event>
  private var input = InputLine()
  private var showingKeys = false
  private var timerRunning = false
  private var shown: Frame?
  private var speech: (id: Int, task: Task<Void, Never>)?
  private var speechCount = 0

  /// Slower replay (`s`) speaks at this fraction of the current rate.
  static let slowerRate = 0.7

  private init(state: Quiz.State, title: String, color: Bool, speak: Speak?, events: EventQueue<Event>) {
    self.state = state
    self.title = title
    self.color = color
    self.speak = speak
    self.events = events
  }

  /// Runs a whole session in the terminal and returns its results: the question screen until
  /// the limit, `q` or a signal, then the summary screen. The terminal is restored before this
  /// returns, and the summary is printed to the normal screen so it stays after the session.
  static func run(state: Quiz.State, title: String, color: Bool, speak: Speak?) throws -> Summary {
    let events = Session.events
    let drill = InteractiveDrill(state: state, title: title, color: color, speak: speak, events: events)
    try Session.begin()
    defer { RawMode.restore() }
    let ending = drill.ask()
    if ending == .learner { drill.review() }
    drill.stopSpeaking()
    RawMode.restore()
    let summary = drill.state.summary
    Terminal.write(SummaryScreen(summary: summary, title: title).report.joined(separator: "\n") + "\n")
    return summary
  }

  // MARK: Questions

  private func ask() -> Ending {
    send(.sessionStarted(at: Date()))
    while state.phase != .finished {
      let deadline = timerRunning ? Date().addingTimeInterval(0.25) : .distantFuture
      guard let event = events.next(before: deadline) else {
        send(.timerTicked(at: Date()))
        draw()
        continue
      }
      switch event {
      case .terminal(.key(let key)): handle(key)
      case .terminal(.resized): draw(full: true)
      case .resumed: resume()
      case .terminal(.terminate), .terminal(.closed):
        send(.quitRequested(at: Date()))
        return .terminated
      case .speechEnded(let id, let failure):
        guard id == speech?.id else { continue }
        speech = nil
        send(failure.map { .speechFailed($0) } ?? .speechFinished)
      }
      draw()
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
      draw(full: true)
    case _ where showingKeys:
      break
    case .character(" "), .character("r"):
      send(.replayRequested)
    case .character("s"):
      send(.replayRequested, rate: Self.slowerRate)
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

  private func submit() {
    let before = state.completed.count
    send(.answerSubmitted(input.text, at: Date()))
    if case .invalid = state.feedback, state.completed.count == before { return }
    input.clear()
  }

  // MARK: Effects

  /// Reduces `action` and runs its effects; a `.speak` is slowed by `rate` (the `s` key).
  private func send(_ action: Quiz.Action, rate: Double = 1) {
    for effect in Quiz.reduce(into: &state, action: action) {
      switch effect {
      case .speak(let request):
        start(SpeechRequest(text: request.text, reading: request.reading, rate: request.rate * rate))
      case .cancelSpeech: stopSpeaking()
      case .startTimer: timerRunning = true
      case .record: break
      case .finish: timerRunning = false
      }
    }
  }

  private func start(_ request: SpeechRequest) {
    stopSpeaking()
    guard let speak else {
      // No audio: the reading is on screen; the quiz still expects to hear that speech ended.
      _ = Quiz.reduce(into: &state, action: .speechFinished)
      return
    }
    speechCount += 1
    let id = speechCount
    let events = events
    let task = Task.detached {
      var failure: String?
      do { try await speak(request) } catch is CancellationError {} catch { failure = "\(error)" }
      events.send(.speechEnded(id: id, failure: failure))
    }
    speech = (id, task)
  }

  private func stopSpeaking() {
    speech?.task.cancel()
    speech = nil
  }

  // MARK: Summary

  /// The summary screen: choose a missed question and hear it again, until the learner leaves.
  private func review() {
    var selected = 0
    var speaking = false
    let summary = state.summary
    func screen() -> Frame {
      SummaryScreen(summary: summary, title: title, selected: selected, speaking: speaking)
        .frame(size: Terminal.size, color: color)
    }
    present(screen())
    while let event = events.next() {
      switch event {
      case .terminal(.key(let key)):
        switch key {
        case .character("q"), .escape, .interrupt, .endOfInput: return
        case .up, .character("k"): selected = max(0, selected - 1)
        case .down, .character("j"): selected = min(max(0, summary.missed.count - 1), selected + 1)
        case .enter, .character("r"), .character(" "):
          guard summary.missed.indices.contains(selected), speak != nil else { break }
          let question = summary.missed[selected]
          start(SpeechRequest(text: question.spoken, reading: question.reading.canonical, rate: state.rate))
          speaking = true
        case .redraw: shown = nil
        default: break
        }
      case .terminal(.resized): shown = nil
      case .resumed: resume()
      case .terminal(.terminate), .terminal(.closed): return
      case .speechEnded(let id, _):
        if id == speech?.id { speaking = false }
      }
      present(screen())
    }
  }

  // MARK: Drawing

  private func draw(full: Bool = false) {
    if full { shown = nil }
    let screen = DrillScreen(state: state, title: title, input: input, showingKeys: showingKeys, textOnly: speak == nil)
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
