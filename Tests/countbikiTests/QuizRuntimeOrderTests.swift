import CountBikiKit
import Testing

@testable import countbiki

@Test func aLiveSessionPutsTheNextQuestionBeforeQueueingTheFinishedOne() {
  let question = Question(
    topic: "t", values: [3], format: .number, display: "3本",
    reading: Reading(accepted: ["さんぼん"]), answer: "3")
  let done = Challenge(number: 1, question: question, askedAt: 0)
  let speak = Quiz.Effect.speak(
    SpeechRequest(parts: question.spokenParts, rate: 1))
  #expect(
    QuizRuntime.questionFirst([.cancelSpeech, .record(done), speak])
      == [.cancelSpeech, speak, .record(done)])
  #expect(
    QuizRuntime.questionFirst([.cancelSpeech, .record(done), .finish])
      == [.cancelSpeech, .record(done), .finish])
  #expect(QuizRuntime.questionFirst([speak]) == [speak])
}
