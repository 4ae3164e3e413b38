import Foundation
import Testing

@testable import CountBikiKit

// Each challenge keeps the voice that said it: the quiz names the speaker `SpeakerTurn` gives
// what is said, as the speech side picks it.

private let at = QuizFixtures.at

/// Answers every question of a `questions(count)` session of 本 1–3 right; returns what was
/// recorded.
private func recorded(
  voices: [String], sound: Bool = true, count: Int = 4, seed: UInt64 = 1,
  failAfter: Int? = nil
) -> [Challenge] {
  var state = Quiz.State(
    topics: [QuizFixtures.hon], seed: seed, mode: .questions(count), sound: sound, voices: voices)
  var records: [Challenge] = []
  var effects = Quiz.reduce(into: &state, action: .sessionStarted(at: at(0)))
  var second = 1.0
  while let current = state.current {
    if records.count == failAfter {
      effects += Quiz.reduce(into: &state, action: .speechFailed("no audio device"))
    }
    effects += Quiz.reduce(
      into: &state, action: .answerSubmitted(current.question.answer, at: at(second)))
    second += 1
    for case .record(let challenge) in effects { records.append(challenge) }
    effects = []
  }
  return records
}

@Test func eachChallengeKeepsTheVoiceThatSaidIt() {
  let challenges = recorded(voices: ["default", "female"], count: 6)
  // Seed 1 says 1本 and 2本 with female and 3本 with default, every time.
  #expect(
    challenges.map { "\($0.question.display) \($0.voice ?? "-")" } == [
      "2本 female", "3本 default", "2本 female", "3本 default", "2本 female", "1本 female",
    ])
  // One voice says everything.
  #expect(recorded(voices: ["nitech-m001"]).map(\.voice) == Array(repeating: "nitech-m001", count: 4))
}

@Test func aChallengeNobodySaidHasNoVoice() {
  // No sound, and a session that did not name its voices.
  #expect(recorded(voices: ["default", "female"], sound: false).map(\.voice) == [nil, nil, nil, nil])
  #expect(recorded(voices: []).map(\.voice) == [nil, nil, nil, nil])
  // Sound that fails during the third question: from then on the questions are shown as text.
  #expect(
    recorded(voices: ["female"], failAfter: 2).map(\.voice) == ["female", "female", nil, nil])
}
