import Foundation
import Testing

@testable import CountBikiKit

private let at = QuizFixtures.at

/// Answers the current question with `text` (its answer when nil) at `seconds`.
@discardableResult
private func answer(_ state: inout Quiz.State, _ text: String? = nil, at seconds: Double)
  -> [Quiz.Effect]
{
  let typed = text ?? state.current!.question.answer
  return Quiz.reduce(into: &state, action: .answerSubmitted(typed, at: at(seconds)))
}

/// A session without sound whose first question was missed (a wrong try at 1 s, right at 2 s),
/// then `more` questions answered right, one a second.
private func missedFirst(_ mode: Mode, thenRight more: Int) -> (Quiz.State, Question) {
  let (store, first) = QuizTestStore.started(mode, sound: false)
  var state = store.state
  answer(&state, QuizFixtures.wrong(first), at: 1)
  answer(&state, at: 2)
  for index in 0..<more { answer(&state, at: Double(3 + index)) }
  return (state, first)
}

@Test func aMissedQuestionComesBackAfterThreeNewOnesAndCountsOnce() {
  var (state, first) = missedFirst(.questions(10), thenRight: 0)
  #expect(state.totals == Summary.Totals(asked: 1, correct: 0, missed: 1))
  #expect(state.relearning.map(\.dueAfter) == [4])
  answer(&state, at: 3)
  answer(&state, at: 4)
  #expect(state.current?.number == 4 && !state.isRelearning)
  // The fourth question answered: three new ones came between, so the first is back.
  let effects = answer(&state, at: 5)
  #expect(state.isRelearning)
  #expect(state.current == Challenge(number: 1, question: first, askedAt: 5))
  #expect(state.questionNumber == 4)
  #expect(state.relearning.isEmpty)
  #expect(effects.filter { if case .record = $0 { true } else { false } }.count == 1)
  // Missed again: it is not recorded or counted again, and comes back once more.
  answer(&state, QuizFixtures.wrong(first), at: 6)
  let again = answer(&state, at: 7)
  #expect(!again.contains { if case .record = $0 { true } else { false } })
  #expect(state.totals == Summary.Totals(asked: 4, correct: 3, missed: 1))
  #expect(state.missed.map(\.number) == [1])
  #expect(state.relearning.map(\.number) == [1] && state.relearning.map(\.dueAfter) == [7])
  #expect(state.current?.number == 5 && !state.isRelearning)
  answer(&state, at: 8)
  answer(&state, at: 9)
  answer(&state, at: 10)
  #expect(state.current?.number == 1 && state.isRelearning)
  // Right at last: gone for good, and the session goes on with new questions.
  answer(&state, at: 11)
  #expect(state.relearning.isEmpty && !state.isRelearning)
  #expect(state.current?.number == 8)
  #expect(state.totals == Summary.Totals(asked: 7, correct: 6, missed: 1))
}

@Test func aQuestionAskedAgainIsNotCountedWhenTheLearnerQuits() {
  var (state, first) = missedFirst(.infinite, thenRight: 3)
  #expect(state.isRelearning)
  answer(&state, QuizFixtures.wrong(first), at: 6)
  let effects = Quiz.reduce(into: &state, action: .quitRequested(at: at(7)))
  #expect(effects == [.finish])
  #expect(state.totals == Summary.Totals(asked: 4, correct: 3, missed: 1))
}

@Test func theUpcomingQuestionIsTheOneComingBack() {
  let (state, first) = missedFirst(.infinite, thenRight: 2)
  #expect(state.upcomingQuestion == first)
}
