import Foundation

/// The drill as a state machine: `reduce` applies an action to the state and returns the effects
/// the runtime must carry out. It is the only place that decides: the runtime reports what
/// happened (keys, ticks, speech that ended or failed) as actions and carries out the effects.
/// It never speaks, sleeps, reads a clock or draws random numbers of its own: time arrives in the
/// actions and randomness lives in the state's seeded deck.
public enum Quiz {
  /// A slower replay speaks at this fraction of the session's rate.
  public static let slowerRate = 0.7

  /// Where the session is.
  public enum Phase: Hashable, Sendable {
    /// Not started yet.
    case ready
    /// A question is waiting for an answer.
    case asking
    /// The answer was shown (a skip); the learner continues when ready.
    case revealed
    /// Over: limit reached or the learner quit. Only the summary's replays remain.
    case finished
  }

  /// Why a session ended.
  public enum Ending: Hashable, Sendable {
    /// A time-limited session's time ran out.
    case timeUp
    /// The last question of a question-limited session was answered or skipped.
    case questionLimit
    /// The learner quit (a key at the screen, `:quit` in a transcript).
    case quit
    /// The answers ran out: standard input ended, or the terminal went away.
    case endOfInput
    /// Nobody reads the session any more: standard output was closed.
    case outputClosed
    /// A signal (SIGINT, SIGTERM, SIGHUP) ended it; the number is the signal's.
    case signal(Int32)
  }

  /// What the learner last did, for the screen to show.
  public enum Feedback: Hashable, Sendable {
    /// Right; `question` is the one just answered, after `misses` wrong tries.
    case correct(Question, misses: Int)
    /// Wrong; the question stays and is spoken again. `diagnosis` is the likely cause.
    case incorrect(typed: String, diagnosis: MissDiagnosis)
    /// Not an answer; nothing was recorded.
    case invalid(hint: String)
    /// The answer of the current question is shown.
    case revealed
  }

  /// What happened: the learner's keys and lines, the clock, and the speaker's reports.
  public enum Action: Hashable, Sendable {
    case sessionStarted(at: Date)
    case answerSubmitted(String, at: Date)
    /// The learner asked to hear the current question again.
    case replayRequested
    /// The learner asked to hear the current question again, slower.
    case slowerReplayRequested
    /// The learner asked to see the answer: a skip.
    case answerRevealed(at: Date)
    /// The learner has seen the revealed answer and is ready for the next question.
    case revealDismissed(at: Date)
    case timerTicked(at: Date)
    /// The utterance of the last `.speak` effect has been said.
    case speechFinished
    /// The last `.speak` effect could not be carried out; the sentence says why.
    case speechFailed(String)
    /// A finished challenge could not be kept in the history store; the sentence says why. The
    /// session goes on without history.
    case historyFailed(String)
    /// The learner quit.
    case quitRequested(at: Date)
    /// Standard input ended, or the terminal went away.
    case inputEnded(at: Date)
    /// Standard output was closed.
    case outputClosed(at: Date)
    /// A stop signal arrived.
    case signalReceived(Int32, at: Date)
    /// On the summary, the learner asked to hear the missed question at this index of
    /// `state.missed` again.
    case missedReplayRequested(Int)
    /// The learner left the summary.
    case summaryDismissed
    /// On the summary, the learner asked to drill the missed and skipped questions again.
    case drillAgainRequested(at: Date)
  }

  public enum Effect: Hashable, Sendable {
    case speak(SpeechRequest)
    case cancelSpeech
    /// Start sending `timerTicked` regularly (time-limited sessions).
    case startTimer
    /// A challenge is finished; keep it. The state keeps only what the summary needs of it.
    case record(Challenge)
    /// The session is over: stop the timer and present `state.summary`.
    case finish
  }

  /// Applies `action` to `state`; returns the effects to run, in order.
  public static func reduce(into state: inout State, action: Action) -> [Effect] {
    switch action {
    case .sessionStarted(let now):
      guard state.phase == .ready else { return [] }
      state.startedAt = now
      state.elapsed = 0
      var effects: [Effect] = []
      if case .time = state.mode { effects.append(.startTimer) }
      effects += state.ask()
      return effects

    case .answerSubmitted(let text, let now):
      guard state.phase == .asking, var challenge = state.current else { return [] }
      if let effects = state.expireIfDue(now) { return effects }
      let verdict: Verdict =
        switch state.skill {
        case .listening: Answer.check(text, against: challenge.question)
        case .reading: Answer.checkReading(text, against: challenge.question)
        // Kanji typed back would only copy the question.
        case .kanji where text.unicodeScalars.contains { $0.properties.isIdeographic }:
          .invalid(hint: Answer.kanjiHint)
        case .kanji: Answer.check(text, against: challenge.question)
        }
      switch verdict {
      case .invalid(let hint):
        state.feedback = .invalid(hint: hint)
        return []
      case .incorrect:
        let diagnosis = MissDiagnosis.diagnose(text, for: challenge.question)
        challenge.submissions.append(
          Submission(kind: .incorrect, text: text, at: state.elapsed, diagnosis: diagnosis))
        state.current = challenge
        state.feedback = .incorrect(typed: text, diagnosis: diagnosis)
        return state.stopSpeaking() + state.putCurrent()
      case .correct:
        challenge.submissions.append(Submission(kind: .correct, text: text, at: state.elapsed))
        state.current = challenge
        let misses = challenge.submissions.count { $0.kind == .incorrect }
        state.feedback = .correct(challenge.question, misses: misses)
        return state.complete()
      }

    case .replayRequested, .slowerReplayRequested:
      guard state.phase == .asking || state.phase == .revealed else { return [] }
      let slower = action == .slowerReplayRequested
      return state.stopSpeaking() + state.putCurrent(rate: slower ? slowerRate : 1)

    case .answerRevealed(let now):
      guard state.phase == .asking, var challenge = state.current else { return [] }
      if let effects = state.expireIfDue(now) { return effects }
      challenge.submissions.append(Submission(kind: .skip, text: nil, at: state.elapsed))
      state.current = challenge
      state.phase = .revealed
      state.feedback = .revealed
      return state.stopSpeaking()

    case .revealDismissed(let now):
      guard state.phase == .revealed else { return [] }
      if let effects = state.expireIfDue(now) { return effects }
      state.feedback = nil
      return state.complete()

    case .timerTicked(let now):
      guard state.phase == .asking || state.phase == .revealed else { return [] }
      return state.expireIfDue(now) ?? []

    case .speechFinished:
      state.isSpeaking = false
      return []

    case .speechFailed(let sentence):
      state.isSpeaking = false
      // Only the first failure is news: after it nothing is spoken any more.
      guard state.sound == .on else { return [] }
      state.sound = .failed(sentence)
      // The question is shown as text from now on: no voice said it.
      state.current?.voice = nil
      return []

    case .historyFailed(let sentence):
      // Only the first failure is news: after it nothing more is written.
      if state.historyProblem == nil { state.historyProblem = sentence }
      return []

    case .quitRequested(let now):
      return state.stop(.quit, at: now)

    case .inputEnded(let now):
      return state.stop(.endOfInput, at: now)

    case .outputClosed(let now):
      return state.stop(.outputClosed, at: now)

    case .signalReceived(let number, let now):
      return state.stop(.signal(number), at: now)

    case .missedReplayRequested(let index):
      guard state.phase == .finished, state.hasSound, state.missed.indices.contains(index) else {
        return []
      }
      let request = state.request(for: state.missed[index].question)
      let effects = state.stopSpeaking()
      state.isSpeaking = true
      return effects + [.speak(request)]

    case .summaryDismissed:
      guard state.phase == .finished else { return [] }
      return state.stopSpeaking()

    case .drillAgainRequested(let now):
      guard state.phase == .finished, !state.missed.isEmpty else { return [] }
      let effects = state.stopSpeaking()
      state = state.againRound()
      state.startedAt = now
      return effects + state.ask()
    }
  }
}
