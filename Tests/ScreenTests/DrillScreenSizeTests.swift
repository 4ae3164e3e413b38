import Screen
import Testing

/// The question, the answer line, the feedback and a shown answer stay on screen at every size
/// from 40×12 up; the key line, the notice, blank rows, counts and rules give way first.
private let shown = DrillScreen(
  title: "money.conbini: Convenience store", progress: "2/3", prefix: "¥",
  audio: .text("せんひゃくよんじゅうよえん"),
  feedback: .shown(display: "¥1,144", reading: "せんひゃくよんじゅうよえん", answer: "1144"),
  correct: 1, missed: 0, skipped: 0,
  notice: "No sound device — showing the readings instead. `countbiki devices` lists devices.")

@Test func aShownAnswerFitsFortyByTwelve() {
  let frame = shown.frame(size: TerminalSize(columns: 40, rows: 12), color: false)
  #expect(
    frame.text == """
      money.conbini: Convenience store     2/3
      ----------------------------------------
        > せんひゃくよんじゅうよえん
        ¥
        Answer: ¥1,144
          せんひゃくよんじゅうよえん
          typed as 1144
          Press Enter for the next question.
      correct 1   missed 0   skipped 0
      """)
  #expect(frame.cursor == Frame.Cursor(row: 3, column: 4))
}

@Test func fiftyBySixteenDropsTheKeyLineFirst() {
  let frame = shown.frame(size: TerminalSize(columns: 50, rows: 16), color: false)
  #expect(
    frame.text == """
      money.conbini: Convenience store               2/3
      --------------------------------------------------

        > せんひゃくよんじゅうよえん

        ¥

        Answer: ¥1,144
          せんひゃくよんじゅうよえん
          typed as 1144
          Press Enter for the next question.

      No sound device — showing the readings instead.
      `countbiki devices` lists devices.
      correct 1   missed 0   skipped 0
      """)
}

@Test func eightyByTwentyFourShowsEverything() {
  let frame = shown.frame(size: .standard, color: false)
  #expect(
    frame.text == """
      money.conbini: Convenience store                                             2/3
      --------------------------------------------------------------------------------

        > せんひゃくよんじゅうよえん

        ¥

        Answer: ¥1,144
          せんひゃくよんじゅうよえん
          typed as 1144
          Press Enter for the next question.

      No sound device — showing the readings instead. `countbiki devices` lists
      devices.
      correct 1   missed 0   skipped 0
      --------------------------------------------------------------------------------
      Enter answer   Space/r again   s slower   ? show   q quit   h keys
      """)
}

@Test func aRightAnswerAfterAMissSaysSoAtFiftyBySixteen() {
  let screen = DrillScreen(
    title: "dates.era: Era years", progress: "3/3",
    feedback: .right(display: "平成10年 = 1998", reading: "へいせいじゅうねん", misses: 1),
    correct: 1, missed: 2, skipped: 0, finished: true)
  #expect(
    screen.frame(size: TerminalSize(columns: 50, rows: 16), color: false).text == """
      dates.era: Era years                           3/3
      --------------------------------------------------

        Right, after 1 miss: 平成10年 = 1998
          へいせいじゅうねん

      correct 1   missed 2   skipped 0
      --------------------------------------------------
      Enter summary
      """)
}

@Test func theSummaryAtFortyByTwelveKeepsWhatWasTypedAndDropsTheKeyLine() {
  var summary = SummaryScreen(
    topic: "money.conbini: Convenience store", mode: "3 questions", seed: 1, correct: 1,
    missed: 1, skipped: 1, medianSeconds: 2,
    misses: [
      .init(display: "¥893", answer: "893", reading: "はっぴゃくきゅうじゅうさんえん", typed: ["894"]),
      .init(display: "¥1,144", answer: "1144", reading: "せんひゃくよんじゅうよえん"),
    ])
  summary.canDrillAgain = true
  #expect(
    summary.frame(size: TerminalSize(columns: 40, rows: 12), color: false).text == """
      Session summary
      ----------------------------------------
      Topic      money.conbini: Convenience
      store
      Mode       3 questions   seed 1
      Questions  3: correct 1, missed 1,
      skipped 1
      Accuracy   33%   median answer time 2.0
      s

      Missed and skipped (2):
      > 1. ¥893  =  893  typed “894”  はっぴゃ
      """)
}
