extension Quiz.State {
  /// The question the session will ask after the current one (or first, before it starts), or
  /// nil when no further question will be asked. Read from a copy of the deck, so looking ahead
  /// never changes the questions a seed gives.
  public var upcomingQuestion: Question? {
    guard phase != .finished else { return nil }
    if case .questions(let limit) = mode, questionNumber >= limit { return nil }
    let counted = totals.asked + (current != nil && !isRelearning ? 1 : 0)
    if let again = relearning.first(where: { $0.dueAfter <= counted }) { return again.question }
    var lookahead = deck
    return lookahead.next()
  }

  /// What will be said for `upcomingQuestion`, while the session has sound: the runtime makes
  /// its audio ahead of time.
  public var upcomingRequest: SpeechRequest? {
    guard hasSound else { return nil }
    return upcomingQuestion.map { request(for: $0) }
  }

  /// The request that says `question` at `factor` times this session's rate.
  func request(for question: Question, rate factor: Double = 1) -> SpeechRequest {
    SpeechRequest(
      parts: question.spokenParts,
      rate: rate * factor * (staircase?.rate ?? 1) * (question.sentence?.rate ?? 1),
      snr: staircase?.snr)
  }
}
