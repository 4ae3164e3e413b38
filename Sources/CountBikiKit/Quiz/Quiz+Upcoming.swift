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

  /// The request that says `question` at `factor` times the learner's rate (and an adaptive
  /// session's level, and a sentence's own pace), by the voice whose turn it is.
  func request(for question: Question, rate factor: Double = 1) -> SpeechRequest {
    let parts = question.spokenParts
    return SpeechRequest(
      parts: parts,
      rate: factor * (staircase?.rate ?? 1) * (question.sentence?.rate ?? 1),
      speaker: SpeakerTurn.voice(of: SpokenPart.reading(of: parts), seed: seed, among: voices),
      snr: staircase?.snr)
  }
}
