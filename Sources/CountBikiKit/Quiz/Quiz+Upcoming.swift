extension Quiz.State {
  /// The question the session will ask after the current one (or first, before it starts), or
  /// nil when no further question will be asked. Read from a copy of the deck, so looking ahead
  /// never changes the questions a seed gives; the runtime uses it to make audio ahead of time.
  public var upcomingQuestion: Question? {
    guard phase != .finished else { return nil }
    if case .questions(let limit) = mode, completed.count + (current == nil ? 0 : 1) >= limit {
      return nil
    }
    var lookahead = deck
    return lookahead.next()
  }

  /// What will be said for `upcomingQuestion`.
  public var upcomingRequest: SpeechRequest? {
    upcomingQuestion.map(request(for:))
  }

  /// The request that says `question` at this session's rate.
  func request(for question: Question) -> SpeechRequest {
    SpeechRequest(text: question.spoken, reading: question.reading.canonical, rate: rate)
  }
}
