import CountBikiKit
import Foundation
import Screen
import Testing

private func conbini(mode: Mode, sound: Bool = true) -> Quiz.State {
  var catalog = TopicCatalog()
  catalog.add(
    data: Data(
      """
      {"category": "money", "title": "Money", "topics": [{"id": "money.conbini", "title": "Convenience store",
       "description": "Prices.", "kind": "range", "min": 100, "max": 1500, "money": true}]}
      """.utf8), file: "money.json")
  return Quiz.State(topics: catalog.topics, seed: 1, mode: mode, sound: sound)
}

private func counts(_ screen: DrillScreen) -> [Int] {
  [screen.correct, screen.missed, screen.skipped]
}

private let start = Date(timeIntervalSince1970: 1_000_000)

@Test func firstQuestionShowsYenPrefixProgressAndSpeaking() {
  var state = conbini(mode: .questions(3))
  _ = Quiz.reduce(into: &state, action: .sessionStarted(at: start))
  let screen = DrillScreen(
    state: state, title: "Convenience store", input: InputLine("1234"))
  #expect(screen.prefix == "¥")
  #expect(screen.suffix == "")
  #expect(screen.input == "1,234")
  #expect(screen.progress == "1/3")
  #expect(screen.audio == .speaking)
  #expect(screen.feedback == nil)
}

@Test func withoutAudioTheReadingIsShownAsText() throws {
  var state = conbini(mode: .infinite, sound: false)
  _ = Quiz.reduce(into: &state, action: .sessionStarted(at: start))
  let question = try #require(state.current?.question)
  let screen = DrillScreen(state: state, title: "t", input: InputLine())
  #expect(screen.audio == .text(question.reading.canonical))
  #expect(screen.progress == "#1")
}

@Test func wrongThenSkipThenRightShowFeedbackAndCounts() throws {
  var state = conbini(mode: .questions(3))
  _ = Quiz.reduce(into: &state, action: .sessionStarted(at: start))
  let first = try #require(state.current?.question)
  let wrong = first.answer == "1000" ? "1001" : "1000"
  _ = Quiz.reduce(into: &state, action: .answerSubmitted(wrong, at: start.addingTimeInterval(2)))
  var screen = DrillScreen(state: state, title: "t", input: InputLine())
  #expect(screen.feedback == .wrong(typed: wrong == "1000" ? "1,000" : "1,001"))
  // The wrong try counts at once: the question is a miss whatever comes next.
  #expect(counts(screen) == [0, 1, 0])
  _ = Quiz.reduce(into: &state, action: .answerRevealed(at: start.addingTimeInterval(3)))
  screen = DrillScreen(state: state, title: "t", input: InputLine())
  #expect(
    screen.feedback
      == .shown(display: first.display, reading: first.reading.canonical, answer: first.answer))
  _ = Quiz.reduce(into: &state, action: .revealDismissed(at: start.addingTimeInterval(4)))
  screen = DrillScreen(state: state, title: "t", input: InputLine())
  #expect(screen.feedback == nil)
  let second = try #require(state.current?.question)
  _ = Quiz.reduce(
    into: &state, action: .answerSubmitted(second.answer, at: start.addingTimeInterval(6)))
  screen = DrillScreen(state: state, title: "t", input: InputLine())
  #expect(screen.feedback == .right(display: second.display, reading: second.reading.canonical))
  #expect(counts(screen) == [1, 1, 0])
  #expect(screen.progress == "3/3")

  let summary = SummaryScreen(summary: state.summary, title: "Convenience store")
  #expect(summary.mode == "3 questions")
  #expect(summary.seed == 1)
  #expect(summary.accuracy == "50%")
  // First answers came 2 s and 2 s after each question was asked.
  #expect(summary.median == "2.0 s")
  #expect(
    summary.misses == [
      .init(
        display: first.display, answer: first.answer, reading: first.reading.canonical,
        typed: [wrong])
    ])
}

@Test func timeLimitShowsCountdown() {
  var state = conbini(mode: .time(seconds: 90))
  _ = Quiz.reduce(into: &state, action: .sessionStarted(at: start))
  _ = Quiz.reduce(into: &state, action: .timerTicked(at: start.addingTimeInterval(24.5)))
  #expect(
    DrillScreen(state: state, title: "t", input: InputLine()).progress
      == "1:06 left")
  _ = Quiz.reduce(into: &state, action: .timerTicked(at: start.addingTimeInterval(85)))
  #expect(
    DrillScreen(state: state, title: "t", input: InputLine()).progress
      == "0:05 left")
}

/// The notice says what stopped the sound, whatever it was.
@Test(
  arguments: [
    "no audio device could be opened (ALSA “default”: No such file or directory)",
    "the audio device “default” took no sound for 5 seconds; check that its sound server is running",
    "cannot use the WAV file /home/a/wav/q1.wav: Permission denied",
  ])
func speechFailureBecomesNoticeAndTextReading(reason: String) throws {
  var state = conbini(mode: .infinite)
  _ = Quiz.reduce(into: &state, action: .sessionStarted(at: start))
  _ = Quiz.reduce(
    into: &state, action: .speechFailed(reason + "; showing the readings as text."))
  let question = try #require(state.current?.question)
  let screen = DrillScreen(state: state, title: "t", input: InputLine())
  #expect(screen.audio == .text(question.reading.canonical))
  #expect(
    screen.notice
      == reason.prefix(1).uppercased() + reason.dropFirst() + "; showing the readings as text.")
}

@Test func aScreenCopyDrawsTheSameScreenWithoutTheSummaryLists() throws {
  var state = conbini(mode: .questions(5))
  _ = Quiz.reduce(into: &state, action: .sessionStarted(at: start))
  for second in 1...3 {
    let question = try #require(state.current?.question)
    let typed = second == 2 ? "1" : question.answer
    let at = start.addingTimeInterval(Double(second))
    _ = Quiz.reduce(into: &state, action: .answerSubmitted(typed, at: at))
    if typed != question.answer {
      _ = Quiz.reduce(into: &state, action: .answerSubmitted(question.answer, at: at))
    }
  }
  let copy = state.screenCopy
  #expect(state.missed.count == 1 && state.answerSeconds == [1, 1, 1])
  #expect(copy.missed.isEmpty && copy.answerSeconds.isEmpty)
  #expect(copy.totals == state.totals)
  let input = InputLine("12")
  #expect(
    DrillScreen(state: copy, title: "t", input: input)
      == DrillScreen(state: state, title: "t", input: input))
  #expect(DrillScreen(state: copy, title: "t", input: input).missed == 1)
}

@Test func anAdaptiveSessionsSummaryShowsItsThreshold() {
  var state = Quiz.State(
    topics: conbini(mode: .questions(2)).deck.topics, seed: 1, mode: .questions(2),
    staircase: Staircase(startingSNR: 20, scene: "shop"))
  _ = Quiz.reduce(into: &state, action: .sessionStarted(at: start))
  for second in [2.0, 4.0] {
    let answer = state.current?.question.answer ?? ""
    _ = Quiz.reduce(into: &state, action: .answerSubmitted(answer, at: start.addingTimeInterval(second)))
  }
  let summary = SummaryScreen(summary: state.summary, title: "money.conbini: Convenience store")
  // Two right answers make the shop 4 dB noisier.
  let line =
    "Threshold: you catch money.conbini at +16.0 dB in shop noise, at 1.00× speed (estimated from 2 answers)."
  #expect(summary.report.last == line)
  let frame = summary.frame(size: TerminalSize(columns: 120, rows: 14), color: false)
  #expect(frame.lines.contains(line))
  // A session that did not adapt has none.
  #expect(SummaryScreen(summary: conbini(mode: .questions(1)).summary, title: "t").threshold == nil)
}

/// An adaptive session ended before any answer has nothing to estimate a threshold from.
@Test func anAdaptiveSessionWithoutAnswersEstimatesNoThreshold() {
  var staircase = Staircase(startingSNR: 20, scene: "shop")
  #expect(
    staircase.thresholdLine(topics: ["money.conbini"])
      == "Threshold: not estimated; no answer was judged in shop noise.")
  staircase.record(right: true)
  #expect(
    staircase.thresholdLine(topics: ["money.conbini"])
      == "Threshold: you catch money.conbini at +20.0 dB in shop noise, at 1.00× speed (estimated from 1 answer).")
}

@Test func aPasteOfTenThousandDigitsKeepsTheLongestAnswerAndSaysTheLineIsFull() {
  var state = conbini(mode: .questions(3))
  _ = Quiz.reduce(into: &state, action: .sessionStarted(at: start))
  var input = InputLine()
  for _ in 0..<10_000 { input.insert("7") }
  #expect(input.text == String(repeating: "7", count: 120))
  let full = DrillScreen(state: state, title: "t", input: input)
  #expect(
    full.notice == "The answer is full at 120 characters; more typed is dropped (Esc clears it).")
  input.deleteBackward()
  #expect(DrillScreen(state: state, title: "t", input: input).notice == nil)
}

@Test func aRoundOfMissedQuestionsIsMarkedInTheTitle() {
  #expect(DrillScreen.title("counters.hon: 本", round: 0) == "counters.hon: 本")
  #expect(DrillScreen.title("counters.hon: 本", round: 2) == "counters.hon: 本 — again")
}
