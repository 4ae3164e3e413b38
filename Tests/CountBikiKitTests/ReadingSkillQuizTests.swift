import CountBikiKit
import Foundation
import TestSupport
import Testing

private let start = Date(timeIntervalSince1970: 1_767_225_600)

@Test func aReadingSessionShowsQuestionsWithoutSpeakingAndChecksReadings() throws {
  let topics = try BuiltIn.catalog.resolve(["counters.hon-hundreds"])
  var state = Quiz.State(topics: topics, seed: 1, mode: .questions(2), skill: .reading)
  #expect(Quiz.reduce(into: &state, action: .sessionStarted(at: start)) == [])
  #expect(state.current?.question.display == "600本")
  #expect(state.prompts == 1)
  // The number is no answer in a reading session; a near miss is wrong and asks again, silently.
  #expect(Quiz.reduce(into: &state, action: .answerSubmitted("600", at: start)) == [])
  #expect(state.feedback == .invalid(hint: Answer.readingHint))
  #expect(Quiz.reduce(into: &state, action: .answerSubmitted("roppyakuhon", at: start)) == [])
  #expect(
    state.feedback
      == .incorrect(
        typed: "roppyakuhon",
        diagnosis: MissDiagnosis(.counterSound, "sound change: it is ろっぴゃっぽん, not ろっぴゃくほん")))
  #expect(state.prompts == 2)
  #expect(Quiz.reduce(into: &state, action: .replayRequested) == [])
  let effects = Quiz.reduce(into: &state, action: .answerSubmitted("roppyappon", at: start))
  #expect(effects.count == 1)
  guard case .record(let challenge) = effects.first else {
    Issue.record("expected the challenge to be recorded, got \(effects)")
    return
  }
  #expect(challenge.submissions.map(\.text) == ["roppyakuhon", "roppyappon"])
  #expect(state.current?.question.display == "700本")
  #expect(!state.isSpeaking)
}
