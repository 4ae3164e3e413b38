import CountBikiKit
import Foundation
import HistoryClient
import SpeechClient

/// Runs a drill: feeds actions into `Quiz.reduce` and carries out the effects it returns. This is
/// the one place effects are executed, whichever front end (scripted lines or the terminal
/// screen) sends the actions and whichever speaker is plugged in. It decides nothing: what the
/// speaker does, finishes or fails goes back to the reducer as an action.
public actor QuizRuntime {
  public private(set) var state: Quiz.State
  private let speaker: Speaker
  private let clock: RuntimeClock
  /// Called after every action with the action, the state after it, and its effects.
  private let present: @Sendable (Quiz.Action, Quiz.State, [Quiz.Effect]) -> Void
  /// Keeps a finished challenge (the `record` effect).
  private let record: @Sendable (Challenge) -> Void
  /// Keeps finished challenges in the history store.
  private let history: HistoryClient
  /// Where the store's calls run: off the cooperative pool, awaited.
  private let writes: BlockingQueue
  /// One action at a time from its reduce to its presentation; the actions that arrive meanwhile
  /// wait, in order.
  private let steps = Turns(bound: 1)
  /// Called once when the session is over.
  private let finished: @Sendable (Quiz.State) -> Void
  /// Scripted sessions wait for each utterance before reading the next answer; a live screen
  /// lets the learner type while it plays.
  private let waitsForSpeech: Bool
  private var timer: Task<Void, Never>?
  private var speech: Task<Void, Never>?

  public init(
    state: Quiz.State, speaker: Speaker, clock: RuntimeClock,
    waitsForSpeech: Bool,
    present: @escaping @Sendable (Quiz.Action, Quiz.State, [Quiz.Effect]) -> Void,
    record: @escaping @Sendable (Challenge) -> Void = { _ in },
    history: HistoryClient = .none,
    writes: BlockingQueue = BlockingQueue(label: "countbiki history", bound: 4),
    finished: @escaping @Sendable (Quiz.State) -> Void
  ) {
    self.state = state
    self.speaker = speaker
    self.clock = clock
    self.waitsForSpeech = waitsForSpeech
    self.present = present
    self.record = record
    self.history = history
    self.writes = writes
    self.finished = finished
    if let first = state.upcomingRequest { speaker.prefetch(first) }
  }

  /// The time to put in an action.
  public nonisolated func now() -> Date { clock.now() }

  /// Opens the history store, then starts the session: its first challenge is then stored as
  /// fast as every other, and the time the store takes to open is not counted as the learner's.
  public func start() async {
    let history = history
    if state.phase == .ready, let failure = await writes.run({ history.open() }) {
      await send(.historyFailed(failure))
    }
    await send(.sessionStarted(at: clock.now()))
  }

  public func send(_ action: Quiz.Action) async {
    // From the reduce to the presentation no other action comes between, even while a write
    // is awaited: the next action waits for this one's step to end.
    await steps.take()
    // No copy of the state is held across the reduce: one would make every change to it copy
    // what it keeps.
    let effects = Quiz.reduce(into: &state, action: action)
    // The sound stops at once: only the next question waits for the store.
    if effects.contains(.cancelSpeech) { await perform(.cancelSpeech) }
    // A finished challenge is in the store before the next question is put (shown or said):
    // a process killed from now on has it.
    let history = history
    for case .record(let challenge) in effects {
      record(challenge)
      let start = state.startedAt ?? clock.now()
      if let failure = await writes.run({ history.record(challenge, start) }) {
        _ = Quiz.reduce(into: &state, action: .historyFailed(failure))
      }
    }
    // While the learner answers this question, the next one's audio is made.
    if let upcoming = state.upcomingRequest { speaker.prefetch(upcoming) }
    present(action, state, effects)
    steps.end()
    for effect in effects where effect != .cancelSpeech { await perform(effect) }
  }

  private func perform(_ effect: Quiz.Effect) async {
    switch effect {
    case .speak(let request):
      let number = state.current?.number ?? 0
      if waitsForSpeech {
        await say(request, question: number)
      } else {
        speech = Task { await self.say(request, question: number) }
      }
    case .cancelSpeech:
      speech?.cancel()
      speech = nil
      await speaker.cancel()
    case .startTimer:
      let clock = self.clock
      timer = Task {
        while !Task.isCancelled {
          do { try await clock.sleep(.milliseconds(250)) } catch { break }
          await self.send(.timerTicked(at: clock.now()))
        }
      }
    case .record:
      // Stored in `send`, before the state was presented.
      break
    case .finish:
      timer?.cancel()
      timer = nil
      // The session ended at its last action; a round of its missed questions afterwards is
      // practice on what it recorded, and leaves its end as it was.
      if state.round == 0 {
        let history = history
        let end = state.startedAt.map { $0.addingTimeInterval(state.elapsed) } ?? clock.now()
        let staircase = state.heardStaircase
        let failure = await writes.run { history.finish(end, staircase) }
        // A failure whose report had not arrived yet is told before the session closes.
        if let failure, state.historyProblem == nil { await send(.historyFailed(failure)) }
      }
      finished(state)
    }
  }

  private func say(_ request: SpeechRequest, question number: Int) async {
    do {
      try await speaker.speak(request, question: number)
      await send(.speechFinished)
    } catch is CancellationError {
      return
    } catch  where Task.isCancelled {
      // Stopped on purpose; whatever the device said while stopping is not a failure.
      return
    } catch {
      await send(.speechFailed(AudioNotice.sentence(for: error)))
    }
  }
}
