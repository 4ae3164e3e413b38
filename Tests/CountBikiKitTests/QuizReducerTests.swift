import Foundation
import Testing

@testable import CountBikiKit

private let at = QuizFixtures.at
private func speak(_ question: Question, rate: Double = 1) -> Quiz.Effect {
  QuizFixtures.speak(question, rate: rate)
}
private let allModes: [Mode] = [.infinite, .questions(2), .time(seconds: 60)]

/// Starts a session in `mode` and returns the store and the first question.
private func started(_ mode: Mode) -> (QuizTestStore, Question) { QuizTestStore.started(mode) }

@Test(arguments: allModes) func sessionStartAsksTheFirstQuestionAndSpeaksIt(mode: Mode) {
  var (store, _) = started(mode)
  store.send(.sessionStarted(at: at(5)), effects: [])
}

@Test(arguments: allModes) func correctAnswerRecordsAndAsksTheNextQuestion(mode: Mode) {
  var (store, first) = started(mode)
  let (second, deck) = store.nextQuestion()
  var done = Challenge(number: 1, question: first, askedAt: 0)
  done.submissions = [Submission(kind: .correct, text: first.answer, at: 3)]
  store.send(
    .answerSubmitted(first.answer, at: at(3)),
    effects: [.cancelSpeech, .record(done), speak(second)]
  ) {
    $0.elapsed = 3
    $0.totals = Summary.Totals(asked: 1, correct: 1)
    $0.answerSeconds = [3]
    $0.feedback = .correct(first, misses: 0)
    $0.deck = deck
    $0.current = Challenge(number: 2, question: second, askedAt: 3)
    $0.prompts = 2
  }
  #expect(second != first)
}

@Test(arguments: allModes) func wrongAnswerKeepsQuestionAndRecordsMiss(mode: Mode) {
  var (store, first) = started(mode)
  store.send(.speechFinished, effects: []) { $0.isSpeaking = false }
  let wrong = QuizFixtures.wrong(first)
  store.send(.answerSubmitted(wrong, at: at(2)), effects: [speak(first)]) {
    $0.elapsed = 2
    $0.current?.submissions = [
      Submission(
        kind: .incorrect, text: wrong, at: 2, diagnosis: MissDiagnosis.diagnose(wrong, for: first))
    ]
    $0.feedback = .incorrect(
      typed: wrong, diagnosis: MissDiagnosis.diagnose(wrong, for: first))
    $0.isSpeaking = true
    $0.prompts = 2
  }
  #expect(store.state.current?.outcome == .missed)
}

@Test func aDeckWithQueuedQuestionsAsksThemInOrderThenFinishes() {
  let (store, first) = started(.infinite)
  var deck = store.state.deck
  let second = deck.next()
  var state = Quiz.State(
    deck: Deck(topics: store.state.deck.topics, seed: 1, queued: [second, first]), seed: 1,
    mode: .questions(2))
  #expect(state.mode == .questions(2))
  _ = Quiz.reduce(into: &state, action: .sessionStarted(at: at(0)))
  #expect(state.current?.question == second)
  _ = Quiz.reduce(into: &state, action: .answerSubmitted(second.answer, at: at(1)))
  #expect(state.current?.question == first)
  let effects = Quiz.reduce(into: &state, action: .answerSubmitted(first.answer, at: at(2)))
  #expect(effects.last == .finish)
  #expect(state.totals == Summary.Totals(asked: 2, correct: 2))
}

@Test func aRightAnswerAfterMissesSaysHowMany() {
  let (store, first) = started(.infinite)
  let wrong = QuizFixtures.wrong(first)
  var state = store.state
  _ = Quiz.reduce(into: &state, action: .answerSubmitted(wrong, at: at(1)))
  _ = Quiz.reduce(into: &state, action: .answerSubmitted(wrong, at: at(2)))
  _ = Quiz.reduce(into: &state, action: .answerSubmitted(first.answer, at: at(3)))
  #expect(state.feedback == .correct(first, misses: 2))
  #expect(state.totals == Summary.Totals(asked: 1, correct: 0, missed: 1, skipped: 0))
}

@Test(arguments: allModes) func inputThatIsNotAnAnswerGetsAHintAndIsNotCounted(mode: Mode) {
  var (store, _) = started(mode)
  store.send(.answerSubmitted("abc", at: at(1)), effects: []) {
    $0.elapsed = 1
    $0.feedback = .invalid(hint: "type the number in digits (1234), kanji (千二百三十四) or kana")
  }
  store.send(.answerSubmitted("1.5", at: at(2)), effects: []) { $0.elapsed = 2 }
}

@Test(arguments: allModes) func replaySpeaksTheQuestionAgainCancellingAnyUtterance(mode: Mode) {
  var (store, first) = started(mode)
  store.send(.replayRequested, effects: [.cancelSpeech, speak(first)]) { $0.prompts = 2 }
  store.send(.speechFinished, effects: []) { $0.isSpeaking = false }
  store.send(.replayRequested, effects: [speak(first)]) {
    $0.isSpeaking = true
    $0.prompts = 3
  }
}

@Test(arguments: allModes) func revealingTheAnswerIsASkipAndContinueAsksTheNext(mode: Mode) {
  var (store, first) = started(mode)
  store.send(.answerRevealed(at: at(4)), effects: [.cancelSpeech]) {
    $0.elapsed = 4
    $0.phase = .revealed
    $0.feedback = .revealed
    $0.isSpeaking = false
    $0.current?.submissions = [Submission(kind: .skip, text: nil, at: 4)]
  }
  // While the answer is shown, typing does nothing and replay still speaks.
  store.send(.answerSubmitted(first.answer, at: at(5)), effects: [])
  store.send(.replayRequested, effects: [speak(first)]) {
    $0.isSpeaking = true
    $0.prompts = 2
  }
  let skipped = store.state.current!
  let (second, deck) = store.nextQuestion()
  store.send(
    .revealDismissed(at: at(6)), effects: [.cancelSpeech, .record(skipped), speak(second)]
  ) {
    $0.elapsed = 6
    $0.totals = Summary.Totals(asked: 1, skipped: 1)
    $0.missed = [skipped]
    $0.relearning = [Quiz.Relearning(question: first, number: 1, dueAfter: 4)]
    $0.answerSeconds = [4]
    $0.deck = deck
    $0.phase = .asking
    $0.current = Challenge(number: 2, question: second, askedAt: 6)
    $0.feedback = nil
    $0.prompts = 3
  }
  #expect(skipped.outcome == .skipped)
  #expect(store.state.summary.totals == Summary.Totals(asked: 1, correct: 0, missed: 0, skipped: 1))
}

@Test(arguments: allModes) func speechFinishedOnlyEndsSpeaking(mode: Mode) {
  var (store, _) = started(mode)
  store.send(.speechFinished, effects: []) { $0.isSpeaking = false }
  store.send(.speechFinished, effects: [])
}

/// Each way out of a session leaves why it ended in the state; the steps are those of a quit.
@Test(
  arguments: zip(
    [
      Quiz.Action.quitRequested(at: at(4)), .inputEnded(at: at(4)), .outputClosed(at: at(4)),
      .signalReceived(15, at: at(4)),
    ],
    [Quiz.Ending.quit, .endOfInput, .outputClosed, .signal(15)]))
func eachWayOutSaysWhyTheSessionEnded(action: Quiz.Action, ending: Quiz.Ending) {
  var (store, _) = started(.time(seconds: 60))
  store.send(action, effects: [.cancelSpeech, .finish]) {
    $0.elapsed = 4
    $0.current = nil
    $0.phase = .finished
    $0.ending = ending
    $0.isSpeaking = false
  }
  // What comes after the end changes neither the state nor why it ended.
  store.send(.signalReceived(2, at: at(5)), effects: [])
  store.send(.inputEnded(at: at(6)), effects: [])
  store.send(.timerTicked(at: at(99)), effects: [])
  #expect(store.state.summary.ending == ending)
}

@Test(arguments: allModes) func quitBeforeTryingDropsTheQuestion(mode: Mode) {
  var (store, _) = started(mode)
  store.send(.quitRequested(at: at(9)), effects: [.cancelSpeech, .finish]) {
    $0.elapsed = 9
    $0.current = nil
    $0.phase = .finished
    $0.ending = .quit
    $0.isSpeaking = false
  }
  // Nothing changes after the end.
  store.send(.answerSubmitted("1", at: at(10)), effects: [])
  store.send(.replayRequested, effects: [])
  store.send(.answerRevealed(at: at(10)), effects: [])
  store.send(.revealDismissed(at: at(10)), effects: [])
  store.send(.timerTicked(at: at(100)), effects: [])
  store.send(.quitRequested(at: at(10)), effects: [])
}

@Test(arguments: allModes) func quitAfterAWrongTryKeepsTheMiss(mode: Mode) {
  var (store, first) = started(mode)
  let wrong = QuizFixtures.wrong(first)
  store.send(.answerSubmitted(wrong, at: at(1)), effects: [.cancelSpeech, speak(first)]) {
    $0.elapsed = 1
    $0.current?.submissions = [Submission(
        kind: .incorrect, text: wrong, at: 1, diagnosis: MissDiagnosis.diagnose(wrong, for: first))]
    $0.feedback = .incorrect(
      typed: wrong, diagnosis: MissDiagnosis.diagnose(wrong, for: first))
    $0.prompts = 2
  }
  let tried = store.state.current!
  store.send(.quitRequested(at: at(2)), effects: [.cancelSpeech, .record(tried), .finish]) {
    $0.elapsed = 2
    $0.totals = Summary.Totals(asked: 1, missed: 1)
    $0.missed = [tried]
    $0.answerSeconds = [1]
    $0.current = nil
    $0.phase = .finished
    $0.ending = .quit
    $0.isSpeaking = false
  }
  #expect(store.state.summary.missed.map(\.question) == [first])
}

@Test func quitBeforeStartingFinishesEmpty() {
  var store = QuizTestStore(mode: .infinite)
  store.send(.quitRequested(at: at(0)), effects: [.finish]) {
    $0.phase = .finished
    $0.ending = .quit
  }
  store.send(.sessionStarted(at: at(1)), effects: [])
}

@Test func actionsBeforeTheStartDoNothing() {
  var store = QuizTestStore(mode: .questions(3))
  store.send(.answerSubmitted("1", at: at(0)), effects: [])
  store.send(.replayRequested, effects: [])
  store.send(.answerRevealed(at: at(0)), effects: [])
  store.send(.revealDismissed(at: at(0)), effects: [])
  store.send(.timerTicked(at: at(0)), effects: [])
}

@Test func questionLimitFinishesAfterTheLastAnswer() {
  var (store, first) = started(.questions(2))
  let (second, deck) = store.nextQuestion()
  var one = Challenge(number: 1, question: first, askedAt: 0)
  one.submissions = [Submission(kind: .correct, text: first.answer, at: 1)]
  store.send(
    .answerSubmitted(first.answer, at: at(1)),
    effects: [.cancelSpeech, .record(one), speak(second)]
  ) {
    $0.elapsed = 1
    $0.totals = Summary.Totals(asked: 1, correct: 1)
    $0.answerSeconds = [1]
    $0.feedback = .correct(first, misses: 0)
    $0.deck = deck
    $0.current = Challenge(number: 2, question: second, askedAt: 1)
    $0.prompts = 2
  }
  var two = Challenge(number: 2, question: second, askedAt: 1)
  two.submissions = [Submission(kind: .correct, text: "  \(second.answer)本 ", at: 2)]
  store.send(
    .answerSubmitted("  \(second.answer)本 ", at: at(2)),
    effects: [.cancelSpeech, .record(two), .finish]
  ) {
    $0.elapsed = 2
    $0.totals = Summary.Totals(asked: 2, correct: 2)
    $0.answerSeconds = [1, 1]
    $0.feedback = .correct(second, misses: 0)
    $0.current = nil
    $0.phase = .finished
    $0.ending = .questionLimit
    $0.isSpeaking = false
  }
  #expect(store.state.summary.totals == Summary.Totals(asked: 2, correct: 2, missed: 0, skipped: 0))
}

@Test func questionLimitCountsASkipContinuedAsTheLastQuestion() {
  // Each step is checked on the way: reveal, then continue records the skip and finishes.
  let (store, first) = QuizTestStore.finishedWithOneSkip()
  #expect(store.state.summary.totals == Summary.Totals(asked: 1, skipped: 1))
  #expect(store.state.summary.missed.map(\.question) == [first])
}

@Test func timerTicksBeforeTheLimitOnlyMoveTheClock() {
  var (store, _) = started(.time(seconds: 60))
  store.send(.timerTicked(at: at(30)), effects: []) { $0.elapsed = 30 }
  #expect(store.state.remainingSeconds == 30)
  // A tick that arrives late never moves the clock back.
  store.send(.timerTicked(at: at(20)), effects: [])
}

@Test func timeLimitDropsTheUntriedQuestion() {
  var (store, _) = started(.time(seconds: 60))
  store.send(.timerTicked(at: at(60)), effects: [.cancelSpeech, .finish]) {
    $0.elapsed = 60
    $0.current = nil
    $0.phase = .finished
    $0.ending = .timeUp
    $0.isSpeaking = false
  }
  #expect(store.state.summary.totals.asked == 0)
}

@Test func timeLimitDropsTheCurrentQuestionEvenWhenTried() {
  var (store, first) = started(.time(seconds: 60))
  store.send(.speechFinished, effects: []) { $0.isSpeaking = false }
  let wrong = QuizFixtures.wrong(first)
  store.send(.answerSubmitted(wrong, at: at(10)), effects: [speak(first)]) {
    $0.elapsed = 10
    $0.current?.submissions = [Submission(
        kind: .incorrect, text: wrong, at: 10, diagnosis: MissDiagnosis.diagnose(wrong, for: first))]
    $0.feedback = .incorrect(
      typed: wrong, diagnosis: MissDiagnosis.diagnose(wrong, for: first))
    $0.isSpeaking = true
    $0.prompts = 2
  }
  store.send(.timerTicked(at: at(61)), effects: [.cancelSpeech, .finish]) {
    $0.elapsed = 61
    $0.current = nil
    $0.phase = .finished
    $0.ending = .timeUp
    $0.isSpeaking = false
  }
}

@Test func answerAfterTheTimeIsUpEndsTheSessionWithoutCountingIt() {
  var (store, first) = started(.time(seconds: 60))
  store.send(.answerSubmitted(first.answer, at: at(75)), effects: [.cancelSpeech, .finish]) {
    $0.elapsed = 75
    $0.current = nil
    $0.phase = .finished
    $0.ending = .timeUp
    $0.isSpeaking = false
  }
}

@Test func revealAndContinueAfterTheTimeIsUpEndTheSession() {
  var (store, _) = started(.time(seconds: 60))
  store.send(.answerRevealed(at: at(61)), effects: [.cancelSpeech, .finish]) {
    $0.elapsed = 61
    $0.current = nil
    $0.phase = .finished
    $0.ending = .timeUp
    $0.isSpeaking = false
  }
  var (other, _) = started(.time(seconds: 60))
  other.send(.answerRevealed(at: at(10)), effects: [.cancelSpeech]) {
    $0.elapsed = 10
    $0.phase = .revealed
    $0.feedback = .revealed
    $0.isSpeaking = false
    $0.current?.submissions = [Submission(kind: .skip, text: nil, at: 10)]
  }
  other.send(.revealDismissed(at: at(60)), effects: [.finish]) {
    $0.elapsed = 60
    $0.current = nil
    $0.phase = .finished
    $0.ending = .timeUp
  }
}

@Test(arguments: [Mode.infinite, .questions(2)]) func timerTicksOutsideTimedModesNeverFinish(
  mode: Mode
) {
  var (store, _) = started(mode)
  store.send(.timerTicked(at: at(100_000)), effects: []) { $0.elapsed = 100_000 }
}

@Test func wrongThenRightCountsAsMissedNotCorrect() {
  var (store, first) = started(.infinite)
  let wrong = QuizFixtures.wrong(first)
  _ = Quiz.reduce(into: &store.state, action: .answerSubmitted(wrong, at: at(1)))
  _ = Quiz.reduce(into: &store.state, action: .answerSubmitted(first.answer, at: at(2)))
  let summary = store.state.summary
  #expect(summary.totals == Summary.Totals(asked: 1, correct: 0, missed: 1, skipped: 0))
  #expect(summary.missed.map { $0.submissions.map(\.kind) } == [[.incorrect, .correct]])
  #expect(summary.missed.map(\.question) == [first])
  #expect(summary.medianAnswerSeconds == 1)
}

/// From the summary, a round drills the missed and skipped questions again, once each; it is
/// practice on what the session recorded, so its answers are not recorded again, and a round
/// with nothing missed offers no further round.
@Test func drillAgainAsksTheMissedQuestionsInARoundThatRecordsNothing() {
  var (store, skipped) = QuizTestStore.finishedWithOneSkip()
  store.send(.replayRequested, effects: [])
  var deck = Deck(topics: [QuizFixtures.hon], seed: 1, queued: [skipped])
  #expect(deck.next() == skipped)
  store.send(.drillAgainRequested(at: at(20)), effects: [speak(skipped)]) {
    $0 = Quiz.State(deck: deck, seed: 1, mode: .questions(1))
    $0.round = 1
    $0.startedAt = at(20)
    $0.phase = .asking
    $0.current = Challenge(number: 1, question: skipped, askedAt: 0)
    $0.isSpeaking = true
    $0.prompts = 1
  }
  // Only from the summary.
  store.send(.drillAgainRequested(at: at(21)), effects: [])
  var answered = Challenge(number: 1, question: skipped, askedAt: 0)
  answered.submissions = [Submission(kind: .correct, text: skipped.answer, at: 4)]
  store.send(.answerSubmitted(skipped.answer, at: at(24)), effects: [.cancelSpeech, .finish]) {
    $0.elapsed = 4
    $0.totals = Summary.Totals(asked: 1, correct: 1)
    $0.answerSeconds = [4]
    $0.feedback = .correct(skipped, misses: 0)
    $0.current = nil
    $0.isSpeaking = false
    $0.phase = .finished
    $0.ending = .questionLimit
  }
  store.send(.drillAgainRequested(at: at(30)), effects: [])
}
