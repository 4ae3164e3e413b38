import Screen
import TextWidth
import Testing

private let conbini = DrillScreen(
  title: "Money: at the conbini", progress: "3/10", prefix: "¥", input: "1,234", audio: .speaking,
  feedback: .wrong(typed: "1,243"), correct: 1, missed: 1, skipped: 0)

@Test func drillScreenAt80x24ShowsPromptFeedbackAndCounts() {
  let frame = conbini.frame(size: .standard, color: false)
  #expect(
    frame.text == """
      Money: at the conbini                                                       3/10
      --------------------------------------------------------------------------------

        (( speaking ))

        ¥ 1,234

        Wrong: you typed 1,243. Try again.

      correct 1   missed 1   skipped 0
      --------------------------------------------------------------------------------
      Enter answer   ^R again   ^S slower   ? show   Esc clear   ^C quit   Tab keys
      """)
  #expect(frame.cursor == Frame.Cursor(row: 5, column: 9))
}

@Test func drillScreenAt30ColumnsWrapsReadingAndFooter() {
  var screen = conbini
  screen.audio = .text("せんにひゃくさんじゅうよえん")
  screen.feedback = .shown(display: "¥1,234", reading: "せんにひゃくさんじゅうよえん", answer: "1234")
  let frame = screen.frame(size: TerminalSize(columns: 30, rows: 24), color: false)
  #expect(
    frame.text == """
      Money: at the conbini     3/10
      ------------------------------

        > せんにひゃくさんじゅうよえ
          ん

        ¥ 1,234

        Answer: ¥1,234
          せんにひゃくさんじゅうよえ
          ん
          typed as 1234
          Press Enter for the next
          question.

      correct 1   missed 1
      skipped 0
      ------------------------------
      Enter answer   ^R again
      ^S slower   ? show   Esc clear
      ^C quit   Tab keys
      """)
  #expect(frame.lines.allSatisfy { $0.terminalWidth <= 30 })
  #expect(frame.cursor == Frame.Cursor(row: 6, column: 9))
}

@Test func counterSuffixFollowsTheInputAndCursorStaysBeforeIt() {
  let screen = DrillScreen(title: "Counters: 本", progress: "#1", suffix: "本", input: "3")
  let frame = screen.frame(size: TerminalSize(columns: 40, rows: 14), color: false)
  #expect(frame.lines[5] == "  3 本")
  #expect(frame.cursor == Frame.Cursor(row: 5, column: 3))
}

@Test func rightAnswerIsGreenAndCountsAreColouredOnlyWithColour() {
  var screen = conbini
  screen.feedback = .right(display: "¥1,234", reading: "せんにひゃくさんじゅうよえん")
  let coloured = screen.frame(size: .standard, color: true)
  #expect(
    coloured.lines[0] == "\u{1B}[1mMoney: at the conbini\u{1B}[0m"
      + String(repeating: " ", count: 55) + "3/10")
  #expect(coloured.lines[5] == "  ¥ \u{1B}[1m1,234\u{1B}[0m")
  #expect(coloured.lines[7] == "\u{1B}[32m  Right: ¥1,234\u{1B}[0m")
  #expect(coloured.lines[8] == "    せんにひゃくさんじゅうよえん")
  #expect(
    coloured.lines[10] == "\u{1B}[32mcorrect 1\u{1B}[0m   \u{1B}[31mmissed 1\u{1B}[0m   skipped 0")
  let plain = screen.frame(size: .standard, color: false)
  #expect(!plain.text.contains("\u{1B}"))
}

@Test func keysScreenListsEveryKey() {
  var screen = conbini
  screen.showingKeys = true
  let frame = screen.frame(size: TerminalSize(columns: 40, rows: 24), color: false)
  #expect(
    frame.text == """
      Money: at the conbini               3/10
      ----------------------------------------

        typing          digits, kana, kanji,
                        5兆6700億, 1234円, 4pm
        Enter           submit / next question
        Backspace       delete a character
        Esc, Ctrl-U     clear the typed answer
        Space, r        hear it again (Ctrl-R
                        while typing)
        s               hear it slower, 0.7x
                        (Ctrl-S while typing)
        ?               show the answer (skip)
        h               show or hide the keys
                        (Tab while typing)
        q, Esc          end, see the summary
                        (empty line)
        Ctrl-C, Ctrl-D  end, see the summary
        Ctrl-Z          suspend; fg comes back

      correct 1   missed 1   skipped 0
      ----------------------------------------
      Enter answer   ^R again   ^S slower
      ? show   Esc clear   ^C quit   Tab keys
      """)
  #expect(frame.cursor == nil)
}

@Test func tooSmallWindowSaysSoInsteadOfGarbling() {
  let frame = conbini.frame(size: TerminalSize(columns: 20, rows: 5), color: true)
  #expect(
    frame.text == """
      Window too small
      (20x5).
      Make it bigger, or
      press q.
      """)
  #expect(
    conbini.frame(size: TerminalSize(columns: 80, rows: 3), color: false).lines[0]
      == "Window too small (80x3).")
  #expect(
    conbini.frame(size: TerminalSize(columns: 29, rows: 24), color: false).lines[0]
      == "Window too small (29x24).")
}

@Test func summaryListsTotalsAndEveryMiss() {
  let summary = SummaryScreen(
    topic: "Money: at the conbini", mode: "10 questions", seed: 42, correct: 7, missed: 2,
    skipped: 1,
    medianSeconds: 3.42,
    misses: [
      .init(display: "¥1,234", answer: "1234", reading: "せんにひゃくさんじゅうよえん", typed: ["1243"]),
      .init(display: "¥1,742,000", answer: "174万2000", reading: "ひゃくななじゅうよんまんにせんえん"),
    ], selected: 1)
  #expect(
    summary.frame(size: .standard, color: false).text == """
      Session summary
      --------------------------------------------------------------------------------
      Topic      Money: at the conbini
      Mode       10 questions   seed 42
      Questions  10: correct 7, missed 2, skipped 1
      Accuracy   70%   median answer time 3.4 s

      Missed and skipped (2):
        1. ¥1,234  =  1234  typed “1243”  せんにひゃくさんじゅうよえん
      > 2. ¥1,742,000  =  174万2000  skipped  ひゃくななじゅうよんまんにせんえん

      --------------------------------------------------------------------------------
      Up/Down choose   Enter/r hear again   q leave
      """)
}

@Test func summaryWithNothingAnsweredSaysSo() {
  let summary = SummaryScreen(
    topic: "Numbers: 1-10", mode: "no limit", seed: 7, correct: 0, missed: 0, skipped: 0,
    medianSeconds: nil,
    misses: [])
  #expect(summary.accuracy == "-")
  #expect(summary.report[3] == "Accuracy   -   median answer time -")
  #expect(summary.frame(size: .standard, color: false).lines[7] == "No questions answered.")
}

@Test func summaryScrollsLongMissListToKeepSelectionVisible() {
  let misses = (1...30).map { SummaryScreen.Miss(display: "\($0)", answer: "\($0)", reading: "x") }
  let summary = SummaryScreen(
    topic: "t", mode: "m", seed: 1, correct: 0, missed: 30, skipped: 0, medianSeconds: 1,
    misses: misses,
    selected: 20)
  let frame = summary.frame(size: .standard, color: false)
  #expect(frame.lines.count == 24)
  #expect(frame.lines[8] == "  9. 9  =  9  skipped  x")
  #expect(frame.lines[20] == "> 21. 21  =  21  skipped  x")
}

@Test func pickerNumbersItemsAndMarksSelection() {
  let picker = PickerScreen(
    heading: "Choose a category",
    items: [
      .init(label: "numbers", detail: "Plain numbers"), .init(label: "money", detail: "Yen"),
    ], selected: 1)
  #expect(
    picker.frame(size: TerminalSize(columns: 40, rows: 10), color: false).text == """
      Choose a category
      ----------------------------------------
        1  numbers  Plain numbers
      > 2  money    Yen

      ----------------------------------------
      Up/Down or 1-9 choose   Enter pick
      Esc back   q quit
      """)
}

@Test func pickerTypedDigitsJumpToItemNumbers() {
  var picker = PickerScreen(heading: "", items: (1...13).map { .init(label: "\($0)") })
  picker.type(1)
  #expect(picker.selected == 0)
  picker.type(3)
  #expect(picker.selected == 12)
  picker.type(2)
  #expect(picker.selected == 1)
  picker.type(0)
  #expect(picker.selected == 1)
  picker.move(-2)
  #expect(picker.selected == 12)
  picker.move(1)
  #expect(picker.selected == 0)
}

@Test func firstUpdateClearsAndLaterUpdatesRewriteOnlyChangedRows() {
  let first = Frame(lines: ["title", "", "  12"], cursor: .init(row: 2, column: 4))
  #expect(
    first.update(from: nil)
      == "\u{1B}[?25l\u{1B}[H\u{1B}[2J\u{1B}[1;1H\u{1B}[2Ktitle\u{1B}[3;1H\u{1B}[2K  12\u{1B}[3;5H\u{1B}[?25h"
  )
  let typed = Frame(lines: ["title", "", "  123"], cursor: .init(row: 2, column: 5))
  #expect(typed.update(from: first) == "\u{1B}[?25l\u{1B}[3;1H\u{1B}[2K  123\u{1B}[3;6H\u{1B}[?25h")
  let shorter = Frame(lines: ["title"], cursor: nil)
  #expect(shorter.update(from: typed) == "\u{1B}[?25l\u{1B}[3;1H\u{1B}[2K")
}

@Test func inputLineGroupsDigitsAsTyped() {
  var line = InputLine()
  var shown: [String] = []
  for digit in "125400000" {
    line.insert(digit)
    shown.append(line.display)
  }
  #expect(
    shown == [
      "1", "12", "125", "1,254", "12,540", "125,400", "1,254,000", "12,540,000", "125,400,000",
    ])
  line.deleteBackward()
  #expect(line.display == "12,540,000")
  #expect(line.text == "12540000")
}

@Test func inputLineTakesAnyTextAndGroupsOnlyDigitsAlone() {
  var line = InputLine()
  for character in "14:3" { line.insert(character) }
  let fullWidth = line.insert("０")
  #expect(fullWidth)
  #expect(line.display == "14:30")
  #expect(InputLine("05").display == "05")
  #expect(InputLine("4/1").display == "4/1")
  #expect(InputLine("12／25").text == "12/25")
  #expect(InputLine("１０００").display == "1,000")
  #expect(InputLine("5兆6700億").display == "5兆6700億")
  #expect(InputLine("174万2000").display == "174万2000")
  #expect(InputLine("1234円").display == "1234円")
  #expect(InputLine("せんにひゃくさんじゅうよえん").display == "せんにひゃくさんじゅうよえん")
  #expect(InputLine("4pm").display == "4pm")
  #expect(InputLine(String(repeating: "9", count: 200)).text.count == InputLine.maximumLength)
  let control = line.insert("\u{7}")
  #expect(!control)
  var empty = InputLine()
  let deleted = empty.deleteBackward()
  #expect(!deleted)
}

@Test func staleTextIsReplacedByTheNextCharacterButEditedByBackspace() {
  var line = InputLine("161416:14")
  line.markStale()
  #expect(line.display == "161416:14")
  line.insert("1")
  #expect(line.text == "1")
  line = InputLine("14:61")
  line.markStale()
  line.deleteBackward()
  line.insert("0")
  #expect(line.text == "14:60")
  var empty = InputLine()
  empty.markStale()
  #expect(!empty.isStale)
}

@Test func typingSwapsTheKeyLineForKeysThatDoNotClashWithText() {
  var screen = conbini
  screen.input = ""
  #expect(
    screen.frame(size: .standard, color: false).lines.last
      == "Enter answer   Space/r again   s slower   ? show   q quit   h keys")
  screen.input = "4p"
  #expect(
    screen.frame(size: .standard, color: false).lines.last
      == "Enter answer   ^R again   ^S slower   ? show   Esc clear   ^C quit   Tab keys")
}

@Test func aLongAnswerShowsItsEndBeforeTheCursor() {
  let screen = DrillScreen(
    title: "Numbers", progress: "1/3", suffix: "本",
    input: "きゅうせんきゅうひゃくきゅうじゅうきゅうまんきゅうせん")
  let frame = screen.frame(size: TerminalSize(columns: 40, rows: 24), color: false)
  #expect(frame.lines[5] == "  …きゅうじゅうきゅうまんきゅうせん 本")
  #expect(frame.lines[5].terminalWidth == 38)
  #expect(frame.cursor == Frame.Cursor(row: 5, column: 35))
}

@Test func summaryWithoutSoundOffersOnlyToLeave() {
  var summary = SummaryScreen(
    topic: "Money: at the conbini", mode: "10 questions", seed: 42, correct: 0, missed: 1,
    skipped: 0, medianSeconds: 2,
    misses: [.init(display: "3本", answer: "3", reading: "さんぼん", typed: ["4", "三匹"])])
  summary.canHearAgain = false
  let lines = summary.frame(size: .standard, color: false).lines
  #expect(lines.last == "q leave")
  #expect(lines[7] == "Missed (1):")
  #expect(lines[8] == "> 1. 3本  =  3  typed “4”, “三匹”  さんぼん")
}
