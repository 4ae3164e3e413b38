import Foundation

/// The steps `Quiz.reduce` is made of; each changes the state and returns the effects it needs.
extension Quiz.State {
  mutating func advanceClock(_ now: Date) {
    guard let startedAt else { return }
    elapsed = max(elapsed, now.timeIntervalSince(startedAt))
  }

  /// Ends a time-limited session whose time is up. The question being asked when time runs out
  /// is not counted, even if it was tried: the limit decides, not how far the learner got.
  mutating func expireIfDue(_ now: Date) -> [Quiz.Effect]? {
    advanceClock(now)
    guard case .time(let seconds) = mode, elapsed >= Double(seconds) else { return nil }
    return finish(.timeUp, countingCurrent: false)
  }

  /// Ends the session early, for `reason`, at `now`.
  mutating func stop(_ reason: Quiz.Ending, at now: Date) -> [Quiz.Effect] {
    guard phase != .finished else { return [] }
    if phase != .ready { advanceClock(now) }
    return finish(reason)
  }

  /// Asks a missed question that is due again, else the deck's next one.
  mutating func ask() -> [Quiz.Effect] {
    if let index = relearning.firstIndex(where: { $0.dueAfter <= totals.asked }) {
      let again = relearning.remove(at: index)
      current = Challenge(number: again.number, question: again.question, askedAt: elapsed)
      isRelearning = true
    } else {
      current = Challenge(number: totals.asked + 1, question: deck.next(), askedAt: elapsed)
      isRelearning = false
    }
    phase = .asking
    return putCurrent()
  }

  /// Puts the current question to the learner: speaks it at `rate` times the learner's rate, or,
  /// without sound, only counts the prompt (the screen and transcript show the reading).
  mutating func putCurrent(rate factor: Double = 1) -> [Quiz.Effect] {
    guard let question = current?.question else { return [] }
    prompts += 1
    guard hasSound, skill == .listening else { return [] }
    isSpeaking = true
    let request = request(for: question, rate: factor)
    current?.voice = request.speaker
    return [.speak(request)]
  }

  mutating func stopSpeaking() -> [Quiz.Effect] {
    guard isSpeaking else { return [] }
    isSpeaking = false
    return [.cancelSpeech]
  }

  /// Files the current challenge and asks the next question, or finishes at the question limit.
  mutating func complete() -> [Quiz.Effect] {
    guard let challenge = current else { return [] }
    current = nil
    var effects = stopSpeaking()
    if isRelearning {
      // Asked again: not counted again, and back once more until it is answered right.
      if challenge.outcome != .correct { relearnLater(challenge) }
    } else {
      effects += file(challenge)
    }
    if case .questions(let limit) = mode, totals.asked >= limit {
      relearning = []
      phase = .finished
      ending = .questionLimit
      effects.append(.finish)
      return effects
    }
    return effects + ask()
  }

  /// Ends the session for `reason`. When the learner quits, a question already tried counts (its
  /// tries are kept); one not yet tried does not.
  mutating func finish(_ reason: Quiz.Ending, countingCurrent: Bool = true) -> [Quiz.Effect] {
    var effects = stopSpeaking()
    if countingCurrent, !isRelearning, let challenge = current, !challenge.submissions.isEmpty {
      effects += file(challenge)
    }
    current = nil
    relearning = []
    isRelearning = false
    phase = .finished
    ending = reason
    return effects + [.finish]
  }

  /// Counts a finished challenge and keeps what the summary needs of it; the challenge itself
  /// goes to the `record` effect. A sentence counts and is recorded once per number.
  private mutating func file(_ challenge: Challenge) -> [Quiz.Effect] {
    let numbers = challenge.perNumber
    for number in numbers {
      guard let outcome = number.outcome, let first = number.submissions.first else { continue }
      totals.count(outcome)
      staircase?.record(right: outcome == .correct)
      answerSeconds.append(Float(first.at - number.askedAt))
      if outcome != .correct { missed.append(number) }
    }
    if challenge.outcome.map({ $0 != .correct }) ?? false { relearnLater(challenge) }
    // A round of missed questions drills what the session already recorded.
    return round > 0 ? [] : numbers.map { .record($0) }
  }

  private mutating func relearnLater(_ challenge: Challenge) {
    relearning.append(
      Quiz.Relearning(
        question: challenge.question, number: challenge.number,
        dueAfter: totals.asked + Quiz.relearningGap))
  }
}
