import Foundation
import Testing

/// What the live screen takes, typed through a real terminal as a learner (or an input method,
/// which sends a whole word of kana as one UTF-8 write) types it. Seed 1 of money.conbini asks
/// ¥893, ¥1,144 and ¥1,460; seed 1 of numbers.chou asks 5,670,000,000,000 first.
@Suite(.enabled(if: PTYSession.tmux != nil, "tmux is needed to drive a terminal"))
struct LiveInputTests {
  static let conbini = [
    "drill", "money.conbini", "--seed", "1", "--questions", "3", "--audio", "none",
  ]

  @Test func kanaFromAnInputMethodIsJudgedLikeAScriptedAnswer() throws {
    let session = try PTYSession(Self.conbini)
    try session.waitFor("1/3")
    try session.type("はっぴゃくきゅうじゅうさんえん")
    try session.waitFor("  ¥ はっぴゃくきゅうじゅうさんえん\n")
    try session.press("Enter")
    let screen = try session.waitFor("Right: ¥893")
    #expect(screen.contains("correct 1   missed 0   skipped 0"))
    try session.type("せんひゃくよんじゅうよえん")
    try session.press("Enter")
    try session.waitFor("Right: ¥1,144")
    try session.type("千四百六十")
    try session.press("Enter")
    try session.waitFor("Right: ¥1,460")
    try session.press("Enter")
    try session.waitFor("Questions  3: correct 3, missed 0, skipped 0")
    try session.press("q")
    try session.expectEnded()
  }

  @Test func largeUnitShorthandAnswersANumbersChouQuestion() throws {
    let session = try PTYSession([
      "drill", "numbers.chou", "--seed", "1", "--questions", "1", "--audio", "none",
    ])
    try session.waitFor("  > ごちょうろくせんななひゃくおく")
    try session.type("5兆6700億")
    try session.waitFor("  5兆6700億\n")
    try session.press("Enter")
    try session.waitFor("Right: 5,670,000,000,000 = 5兆6700億")
    try session.press("Enter")
    try session.waitFor("Questions  1: correct 1, missed 0, skipped 0")
    try session.press("q")
    try session.expectEnded()
  }

  @Test func lettersAreTextOnceTypingStartsAndKeysActOnAnEmptyLine() throws {
    let session = try PTYSession(Self.conbini)
    try session.waitFor("1/3")
    try session.type("8")
    var screen = try session.waitFor("Esc clear")
    #expect(
      screen.hasSuffix(
        "Enter answer   ^R again   ^S slower   ? show   Esc clear   ^C quit   Tab keys"))
    try session.type("qhrs ")
    try session.waitFor("  ¥ 8qhrs\n")
    try session.press("Escape")
    screen = try session.waitFor("q quit   h keys")
    #expect(screen.contains("\n  ¥\n"))
    try session.type("7")
    try session.press("Tab")
    try session.waitFor("Ctrl-Z          suspend; fg comes back")
    try session.press("Tab")
    try session.waitFor("  ¥ 7\n")
    try session.press("C-u")
    try session.waitFor("q quit   h keys")
    try session.quitThroughTheSummary()
  }

  @Test func afterAHintTheNextKeystrokeStartsAFreshAnswer() throws {
    let session = try PTYSession(Self.conbini)
    try session.waitFor("1/3")
    try session.type("abc")
    try session.press("Enter")
    var screen = try session.waitFor("type the amount")
    #expect(screen.contains("  ¥ abc\n"))
    try session.type("893")
    try session.waitFor("  ¥ 893\n")
    try session.press("Enter")
    screen = try session.waitFor("Right: ¥893")
    #expect(screen.contains("correct 1   missed 0   skipped 0"))
    try session.quitThroughTheSummary()
  }

  @Test func typingWhileAnAnswerIsShownAnswersTheNextQuestion() throws {
    let session = try PTYSession(Self.conbini)
    try session.waitFor("1/3")
    try session.type("?")
    try session.waitFor("Answer: ¥893")
    try session.type("1144")
    let screen = try session.waitFor("  ¥ 1,144\n")
    #expect(screen.contains("2/3") && !screen.contains("Answer:"))
    try session.press("Enter")
    try session.waitFor("Right: ¥1,144")
    try session.quitThroughTheSummary()
  }

  @Test func anAmPmQuestionIsAnsweredAsHeard() throws {
    // Seed 1 of dates.ampm asks 午後7時, 午前11時 and 午後5時.
    let session = try PTYSession([
      "drill", "dates.ampm", "--seed", "1", "--questions", "3", "--audio", "none",
    ])
    try session.waitFor("  > ごごしちじ")
    try session.type("19")
    try session.press("Enter")
    try session.waitFor("type the hour as heard, with 午前 or 午後: 午後4時, 4pm or pm4")
    try session.type("7pm")
    try session.waitFor("  7pm\n")
    try session.press("Enter")
    try session.waitFor("Right: 午後7時")
    try session.type("午前11時")
    try session.press("Enter")
    try session.waitFor("Right: 午前11時")
    try session.type("?")
    let screen = try session.waitFor("Answer: 午後5時")
    #expect(screen.contains("    ごごごじ\n    typed as 午後5時 or 5pm\n"))
    try session.press("Enter")
    try session.waitFor("Questions  3: correct 2, missed 0, skipped 1")
    try session.press("q")
    try session.expectEnded()
  }

  @Test func altKeysAndMouseBytesNeverQuitOrType() throws {
    let session = try PTYSession(Self.conbini)
    try session.waitFor("1/3")
    try session.press("M-q", "M-x")
    // An X10 mouse click: Esc [ M, then the button and position as three bytes.
    try session.type("\u{1B}[M !!")
    try session.type("8")
    let screen = try session.waitFor("  ¥ 8\n")
    #expect(screen.contains("1/3"))
    try session.quitThroughTheSummary()
  }

  @Test func ctrlZGivesTheTerminalBackAndFgRedrawsTheScreen() throws {
    let session = try PTYSession(Self.conbini)
    try session.waitFor("1/3")
    try session.type("89")
    try session.waitFor("  ¥ 89\n")
    try session.press("C-z")
    #expect(try session.waitForProcess(state: "T"))
    #expect(try session.terminalSettings() == session.file("before"))
    #expect(try !session.screen().contains("1/3"))
    let pid = try #require(pid_t(try session.file("pid")))
    kill(pid, SIGCONT)
    var screen = try session.waitFor("  ¥ 89\n")
    #expect(screen.hasPrefix("money.conbini: Convenience store"))
    try session.type("3")
    try session.press("Enter")
    screen = try session.waitFor("Right: ¥893")
    try session.quitThroughTheSummary()
  }
}

extension PTYSession {
  /// Ends the drill with Ctrl-C, leaves its summary the same way, and checks the exit status and
  /// the terminal settings.
  func quitThroughTheSummary(sourceLocation: SourceLocation = #_sourceLocation) throws {
    try press("C-c")
    try waitFor("Session summary", sourceLocation: sourceLocation)
    try press("C-c")
    try expectEnded(sourceLocation: sourceLocation)
  }
}
