import Foundation
import Testing

@testable import CountBikiKit

/// Sends actions to `Quiz.reduce` and checks the whole state and the exact effects each time.
struct QuizTestStore {
  /// The current state; tests that only check the outcome may also reduce into it directly.
  var state: Quiz.State
  /// A copy of the session's deck, advanced in step, so tests know the questions to expect.
  private var upcoming: Deck

  init(mode: Mode, topics: [Topic] = [QuizFixtures.hon], seed: UInt64 = 1) {
    state = Quiz.State(topics: topics, seed: seed, mode: mode)
    upcoming = state.deck
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

  static func speak(_ question: Question) -> Quiz.Effect {
    .speak(SpeechRequest(text: question.spoken, reading: question.reading.canonical, rate: 1))
  }

  /// A wrong answer for a question of `hon`.
  static func wrong(_ question: Question) -> String { question.values[0] == 1 ? "2" : "1" }
}
