import CountBikiKit
import Screen
import Testing

@Test func theReplayOptionsNameWhatChoseTheQuestions() {
  #expect(ReplayOptions.text(seed: 7) == "--seed 7")
  #expect(ReplayOptions.text(seed: 7, mode: .infinite) == "--seed 7")
  #expect(
    ReplayOptions.text(
      seed: 1, mode: .questions(3), skill: .reading, focus: "roku-tt", context: "sentence")
      == "--seed 1 --questions 3 --skill reading --focus roku-tt --context sentence")
  #expect(ReplayOptions.text(seed: 1, mode: .time(seconds: 60)) == "--seed 1 --time 60")
}
