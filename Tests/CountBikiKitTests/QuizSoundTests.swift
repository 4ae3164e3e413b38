import Foundation
import Testing

@testable import CountBikiKit

// How the quiz decides about sound: failures, sessions without sound, slower replays and the
// summary's replays all pass through `Quiz.reduce`.

private let at = QuizFixtures.at
private func speak(_ question: Question, rate: Double = 1) -> Quiz.Effect {
  QuizFixtures.speak(question, rate: rate)
}
private let failure = "audio playback failed (device unplugged); showing the readings as text."

/// A `questions(3)` session (or `mode`) started, with sound or without.
private func started(_ mode: Mode = .questions(3), sound: Bool = true) -> (QuizTestStore, Question)
{
  QuizTestStore.started(mode, sound: sound)
}

@Test func aSpeechFailureSilencesTheSessionAndLaterQuestionsAreShownAsText() {
  var (store, first) = started()
  store.send(.speechFailed(failure), effects: []) {
    $0.isSpeaking = false
    $0.sound = .failed(failure)
  }
  #expect(store.state.soundProblem == failure)
  #expect(!store.state.hasSound)
  // A second failure is no news: the first sentence stays.
  store.send(.speechFailed("no audio device could be opened"), effects: [])
  // A wrong answer and a replay put the question again, as text: nothing to speak or cancel.
  let wrong = QuizFixtures.wrong(first)
  store.send(.answerSubmitted(wrong, at: at(1)), effects: []) {
    $0.elapsed = 1
    $0.current?.submissions = [Submission(
        kind: .incorrect, text: wrong, at: 1, diagnosis: MissDiagnosis.diagnose(wrong, for: first))]
    $0.feedback = .incorrect(
      typed: wrong, diagnosis: MissDiagnosis.diagnose(wrong, for: first))
    $0.prompts = 2
  }
  store.send(.replayRequested, effects: []) { $0.prompts = 3 }
  store.send(.slowerReplayRequested, effects: []) { $0.prompts = 4 }
  let missed = store.state.current!
  var done = missed
  done.submissions.append(Submission(kind: .correct, text: first.answer, at: 2))
  let (second, deck) = store.nextQuestion()
  store.send(.answerSubmitted(first.answer, at: at(2)), effects: [.record(done)]) {
    $0.elapsed = 2
    $0.totals = Summary.Totals(asked: 1, missed: 1)
    $0.missed = [done]
    $0.relearning = [Quiz.Relearning(question: first, number: 1, dueAfter: 4)]
    $0.answerSeconds = [1]
    $0.feedback = .correct(first, misses: 1)
    $0.deck = deck
    $0.current = Challenge(number: 2, question: second, askedAt: 2)
    $0.prompts = 5
  }
  #expect(store.state.upcomingRequest == nil)
  #expect(store.state.upcomingQuestion != nil)
  store.send(.quitRequested(at: at(3)), effects: [.finish]) {
    $0.elapsed = 3
    $0.current = nil
    $0.relearning = []
    $0.phase = .finished
    $0.ending = .quit
  }
  // The summary cannot play a miss without sound.
  store.send(.missedReplayRequested(0), effects: [])
}

@Test(arguments: [Mode.infinite, .questions(2), .time(seconds: 60)])
func aSessionWithoutSoundNeverSpeaks(mode: Mode) {
  var (store, _) = started(mode, sound: false)
  #expect(store.state.sound == .off)
  #expect(store.state.upcomingRequest == nil)
  store.send(.replayRequested, effects: []) { $0.prompts = 2 }
  // Nothing was spoken, so nothing can fail: the session stays without sound, not failed.
  store.send(.speechFailed(failure), effects: [])
  store.send(.answerRevealed(at: at(1)), effects: []) {
    $0.elapsed = 1
    $0.phase = .revealed
    $0.feedback = .revealed
    $0.current?.submissions = [Submission(kind: .skip, text: nil, at: 1)]
  }
  store.send(.replayRequested, effects: []) { $0.prompts = 3 }
}

@Test func slowerReplaySpeaksOnceAtSevenTenthsOfTheRate() {
  var (store, first) = started()
  store.send(.slowerReplayRequested, effects: [.cancelSpeech, speak(first, rate: 0.7)]) {
    $0.prompts = 2
  }
  store.send(.speechFinished, effects: []) { $0.isSpeaking = false }
  store.send(.replayRequested, effects: [speak(first)]) {
    $0.isSpeaking = true
    $0.prompts = 3
  }
  #expect(Quiz.slowerRate == 0.7)
}

@Test func theRequestNamesTheSpeakerAndASlowerReplayKeepsIt() throws {
  var state = Quiz.State(
    topics: [QuizFixtures.hon], seed: 1, mode: .infinite, voices: ["default", "female"])
  let started = Quiz.reduce(into: &state, action: .sessionStarted(at: at(0)))
  let question = try #require(state.current?.question)
  // Seed 1 gives 2本 to female (`eachChallengeKeepsTheVoiceThatSaidIt`).
  #expect(question.display == "2本")
  #expect(started == [.speak(SpeechRequest(parts: question.spokenParts, speaker: "female"))])
  let effects = Quiz.reduce(into: &state, action: .slowerReplayRequested)
  let expected = SpeechRequest(parts: question.spokenParts, rate: 0.7, speaker: "female")
  #expect(effects == [.cancelSpeech, .speak(expected)])
  #expect(state.current?.voice == "female")
}

@Test func slowerReplayOutsideAQuestionDoesNothing() {
  var store = QuizTestStore(mode: .questions(1))
  store.send(.slowerReplayRequested, effects: [])
  store.send(.quitRequested(at: at(0)), effects: [.finish]) {
    $0.phase = .finished
    $0.ending = .quit
  }
  store.send(.slowerReplayRequested, effects: [])
}

@Test func theSummaryReplaysTheChosenMissAndLeavingItStopsTheSound() {
  var (store, first) = started(.questions(1))
  // Before the end there is no summary to replay from.
  store.send(.missedReplayRequested(0), effects: [])
  store.send(.summaryDismissed, effects: [])
  (store, first) = QuizTestStore.finishedWithOneSkip()
  store.send(.missedReplayRequested(0), effects: [speak(first)]) { $0.isSpeaking = true }
  // Choosing again while it plays starts it over.
  store.send(.missedReplayRequested(0), effects: [.cancelSpeech, speak(first)])
  store.send(.missedReplayRequested(1), effects: [])
  store.send(.missedReplayRequested(-1), effects: [])
  store.send(.speechFinished, effects: []) { $0.isSpeaking = false }
  store.send(.summaryDismissed, effects: [])
  store.send(.missedReplayRequested(0), effects: [speak(first)]) { $0.isSpeaking = true }
  store.send(.summaryDismissed, effects: [.cancelSpeech]) { $0.isSpeaking = false }
  // A replay from the summary is not a question: no prompt, nothing recorded.
  #expect(store.state.prompts == 1)
}

@Test func aSpeechFailureOnTheSummaryEndsItsReplays() {
  var (store, first) = QuizTestStore.finishedWithOneSkip()
  store.send(.missedReplayRequested(0), effects: [speak(first)]) { $0.isSpeaking = true }
  store.send(.speechFailed(failure), effects: []) {
    $0.isSpeaking = false
    $0.sound = .failed(failure)
  }
  store.send(.missedReplayRequested(0), effects: [])
}

@Test func finishedChallengesLeaveTheStateKeepingTotalsMissesAndTimes() {
  var (store, _) = started(.questions(200))
  // Missed questions come back and are answered right; the loop ends with the session.
  for second in 1...210 where store.state.phase != .finished {
    let question = store.state.current!.question
    let isMissed = store.state.current!.number % 50 == 0 && !store.state.isRelearning
    let typed = isMissed ? QuizFixtures.wrong(question) : question.answer
    _ = Quiz.reduce(into: &store.state, action: .answerSubmitted(typed, at: at(Double(second))))
    if typed != question.answer {
      _ = Quiz.reduce(into: &store.state, action: .answerRevealed(at: at(Double(second))))
      _ = Quiz.reduce(into: &store.state, action: .revealDismissed(at: at(Double(second))))
    }
  }
  #expect(store.state.phase == .finished)
  #expect(store.state.totals == Summary.Totals(asked: 200, correct: 196, missed: 4))
  #expect(store.state.missed.map(\.number) == [50, 100, 150, 200])
  #expect(store.state.answerSeconds == Array(repeating: 1, count: 200))
  #expect(store.state.current == nil)
}
