import Foundation

/// The drill as a state machine: `reduce` applies an action to the state and returns the effects
/// the runtime must carry out. It never speaks, sleeps, reads a clock or draws random numbers of
/// its own: time arrives in the actions and randomness lives in the state's seeded deck.
public enum Quiz {
  /// Where the session is.
  public enum Phase: Hashable, Sendable {
    /// Not started yet.
    case ready
    /// A question is waiting for an answer.
    case asking
    /// The answer was shown (a skip); the learner continues when ready.
    case revealed
    /// Over: limit reached or the learner quit. Nothing changes any more.
    case finished
  }

  /// What the learner last did, for the screen to show.
  public enum Feedback: Hashable, Sendable {
    /// Right; `question` is the one just answered.
    case correct(Question)
    /// Wrong; the question stays and is spoken again.
    case incorrect(typed: String)
    /// Not an answer; nothing was recorded.
    case invalid(hint: String)
    /// The answer of the current question is shown.
    case revealed
  }

  public struct State: Hashable, Sendable {
    public let mode: Mode
    public let seed: UInt64
    /// The speaking-rate multiplier every request carries.
    public let rate: Double
    public internal(set) var deck: Deck
    public internal(set) var phase: Phase = .ready
    /// When `sessionStarted` arrived.
    public internal(set) var startedAt: Date?
    /// Seconds from the start to the last action that carried a time.
    public internal(set) var elapsed: Double = 0
    /// The question being asked (or whose answer is shown).
    public internal(set) var current: Challenge?
    /// Finished challenges, oldest first.
    public internal(set) var completed: [Challenge] = []
    public internal(set) var feedback: Feedback?
    /// True between a `.speak` effect and `speechFinished` / `speechFailed` / `.cancelSpeech`.
    public internal(set) var isSpeaking = false
    /// The last speech failure; the session goes on and shows readings as text.
    public internal(set) var speechProblem: String?

    public init(topics: [Topic], seed: UInt64, mode: Mode, rate: Double = 1) {
      self.mode = mode
      self.seed = seed
      self.rate = rate
      self.deck = Deck(topics: topics, seed: seed)
    }

    /// Seconds left in a time-limited session.
    public var remainingSeconds: Double? {
      guard case .time(let seconds) = mode else { return nil }
      return max(0, Double(seconds) - elapsed)
    }

    /// The results so far.
    public var summary: Summary { Summary(self) }
  }

  public enum Action: Hashable, Sendable {
    case sessionStarted(at: Date)
    case answerSubmitted(String, at: Date)
    /// Say the current question again.
    case replayRequested
    /// Show the answer: a skip.
    case answerRevealed(at: Date)
    case continueAfterReveal(at: Date)
    case timerTicked(at: Date)
    case speechFinished
    case speechFailed(String)
    case quitRequested(at: Date)
  }

  public enum Effect: Hashable, Sendable {
    case speak(SpeechRequest)
    case cancelSpeech
    /// Start sending `timerTicked` regularly (time-limited sessions).
    case startTimer
    /// A challenge is finished; keep it.
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
      switch Answer.check(text, against: challenge.question) {
      case .invalid(let hint):
        state.feedback = .invalid(hint: hint)
        return []
      case .incorrect:
        challenge.submissions.append(Submission(kind: .incorrect, text: text, at: state.elapsed))
        state.current = challenge
        state.feedback = .incorrect(typed: text)
        return state.stopSpeaking() + state.speakCurrent()
      case .correct:
        challenge.submissions.append(Submission(kind: .correct, text: text, at: state.elapsed))
        state.current = challenge
        state.feedback = .correct(challenge.question)
        return state.complete()
      }

    case .replayRequested:
      guard state.phase == .asking || state.phase == .revealed else { return [] }
      return state.stopSpeaking() + state.speakCurrent()

    case .answerRevealed(let now):
      guard state.phase == .asking, var challenge = state.current else { return [] }
      if let effects = state.expireIfDue(now) { return effects }
      challenge.submissions.append(Submission(kind: .skip, text: nil, at: state.elapsed))
      state.current = challenge
      state.phase = .revealed
      state.feedback = .revealed
      return state.stopSpeaking()

    case .continueAfterReveal(let now):
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

    case .speechFailed(let message):
      state.isSpeaking = false
      state.speechProblem = message
      return []

    case .quitRequested(let now):
      guard state.phase != .finished else { return [] }
      if state.phase != .ready { state.advanceClock(now) }
      return state.finish()
    }
  }
}

extension Quiz.State {
  fileprivate mutating func advanceClock(_ now: Date) {
    guard let startedAt else { return }
    elapsed = max(elapsed, now.timeIntervalSince(startedAt))
  }

  /// Ends a time-limited session whose time is up. The question being asked when time runs out
  /// is not counted, even if it was tried: the limit decides, not how far the learner got.
  fileprivate mutating func expireIfDue(_ now: Date) -> [Quiz.Effect]? {
    advanceClock(now)
    guard case .time(let seconds) = mode, elapsed >= Double(seconds) else { return nil }
    return finish(countingCurrent: false)
  }

  fileprivate mutating func ask() -> [Quiz.Effect] {
    let question = deck.next()
    current = Challenge(number: completed.count + 1, question: question, askedAt: elapsed)
    phase = .asking
    return speakCurrent()
  }

  fileprivate mutating func speakCurrent() -> [Quiz.Effect] {
    guard let question = current?.question else { return [] }
    isSpeaking = true
    return [.speak(request(for: question))]
  }

  fileprivate mutating func stopSpeaking() -> [Quiz.Effect] {
    guard isSpeaking else { return [] }
    isSpeaking = false
    return [.cancelSpeech]
  }

  /// Files the current challenge and asks the next question, or finishes at the question limit.
  fileprivate mutating func complete() -> [Quiz.Effect] {
    guard let challenge = current else { return [] }
    completed.append(challenge)
    current = nil
    var effects = stopSpeaking()
    effects.append(.record(challenge))
    if case .questions(let limit) = mode, completed.count >= limit {
      phase = .finished
      effects.append(.finish)
      return effects
    }
    return effects + ask()
  }

  /// Ends the session. When the learner quits, a question already tried counts (its tries are
  /// kept); one not yet tried does not.
  fileprivate mutating func finish(countingCurrent: Bool = true) -> [Quiz.Effect] {
    var effects = stopSpeaking()
    if countingCurrent, let challenge = current, !challenge.submissions.isEmpty {
      completed.append(challenge)
      effects.append(.record(challenge))
    }
    current = nil
    phase = .finished
    return effects + [.finish]
  }
}
