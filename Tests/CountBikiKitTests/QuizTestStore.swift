import Foundation
import Testing

@testable import CountBikiKit

/// Sends actions to `Quiz.reduce` and checks the whole state and the exact effects each time.
struct QuizTestStore {
  /// The current state; tests that only check the outcome may also reduce into it directly.
  var state: Quiz.State
  /// A copy of the session's deck, advanced in step, so tests know the questions to expect.
  private var upcoming: Deck

  init(mode: Mode, topics: [Topic] = [QuizFixtures.hon], seed: UInt64 = 1, sound: Bool = true) {
    state = Quiz.State(topics: topics, seed: seed, mode: mode, sound: sound)
    upcoming = state.deck
  }

  /// A store whose session in `mode` has started, checked on the way, and its first question.
  static func started(_ mode: Mode, sound: Bool = true) -> (QuizTestStore, Question) {
    var store = QuizTestStore(mode: mode, sound: sound)
    let (first, deck) = store.nextQuestion()
    var effects: [Quiz.Effect] = []
    if case .time = mode { effects.append(.startTimer) }
    if sound { effects.append(QuizFixtures.speak(first)) }
    store.send(.sessionStarted(at: QuizFixtures.at(0)), effects: effects) {
      $0.startedAt = QuizFixtures.at(0)
      $0.phase = .asking
      $0.deck = deck
      $0.current = Challenge(number: 1, question: first, askedAt: 0)
      $0.isSpeaking = sound
      $0.prompts = 1
    }
    return (store, first)
  }

  /// A one-question session whose question was skipped: the summary lists it.
  static func finishedWithOneSkip() -> (QuizTestStore, Question) {
    var (store, first) = started(.questions(1))
    store.send(.answerRevealed(at: QuizFixtures.at(2)), effects: [.cancelSpeech]) {
      $0.elapsed = 2
      $0.phase = .revealed
      $0.feedback = .revealed
      $0.isSpeaking = false
      $0.current?.submissions = [Submission(kind: .skip, text: nil, at: 2)]
    }
    let skipped = store.state.current!
    store.send(.revealDismissed(at: QuizFixtures.at(3)), effects: [.record(skipped), .finish]) {
      $0.elapsed = 3
      $0.totals = Summary.Totals(asked: 1, skipped: 1)
      $0.missed = [skipped]
      $0.answerSeconds = [2]
      $0.feedback = nil
      $0.current = nil
      $0.phase = .finished
      $0.ending = .questionLimit
    }
    return (store, first)
  }

  /// The question the deck will draw next, and the deck after drawing it.
  mutating func nextQuestion() -> (Question, Deck) {
    let question = upcoming.next()
    return (question, upcoming)
  }

  /// Sends `action`; `update` turns the previous state into the expected one.
  mutating func send(
    _ action: Quiz.Action, effects expected: [Quiz.Effect],
    sourceLocation: SourceLocation = #_sourceLocation,
    _ update: (inout Quiz.State) -> Void = { _ in }
  ) {
    var expectedState = state
    update(&expectedState)
    let effects = Quiz.reduce(into: &state, action: action)
    #expect(effects == expected, sourceLocation: sourceLocation)
    #expect(state == expectedState, sourceLocation: sourceLocation)
  }
}

enum QuizFixtures {
  static let hon = Topic(
    id: "test.hon", category: "test", title: "本 1–3", description: "",
    generator: .range(
      .init(
        bands: [.init(range: 1...3, weight: 1)], step: 1, counter: .hon, money: false, grouped: true
      )))

  static func at(_ seconds: Double) -> Date { Date(timeIntervalSince1970: 1_000 + seconds) }

  static func speak(_ question: Question, rate: Double = 1) -> Quiz.Effect {
    .speak(SpeechRequest(parts: question.spokenParts, rate: rate))
  }

  /// A wrong answer for a question of `hon`.
  static func wrong(_ question: Question) -> String { question.values[0] == 1 ? "2" : "1" }
}
