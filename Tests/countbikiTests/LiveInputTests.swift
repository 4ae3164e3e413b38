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

  @Test func kanaFromAnInputMethodIsJudgedLikeAScriptedAnswer() async throws {
    let session = try PTYSession(Self.conbini)
    try await session.waitFor("1/3")
    try await session.type("はっぴゃくきゅうじゅうさんえん")
    try await session.waitFor("  ¥ はっぴゃくきゅうじゅうさんえん\n")
    try await session.press("Enter")
    let screen = try await session.waitFor("Right: ¥893")
    #expect(screen.contains("correct 1   missed 0   skipped 0"))
    try await session.type("せんひゃくよんじゅうよえん")
    try await session.press("Enter")
    try await session.waitFor("Right: ¥1,144")
    try await session.type("千四百六十")
    try await session.press("Enter")
    try await session.waitFor("Right: ¥1,460")
    try await session.press("Enter")
    try await session.waitFor("Questions  3: correct 3, missed 0, skipped 0")
    try await session.press("q")
    try await session.expectEnded()
  }

  /// A paste arrives as many keys at once, and the screen is drawn once the keys waiting have
  /// been taken: 10,000 digits were 120 redraws of the answer line (one a key until the line
  /// was full) and 4 s of CPU.
  @Test func aPasteIsDrawnOnceTheKeysWaitingAreTakenNotOnceAKey() async throws {
    let session = try PTYSession(Self.conbini)
    try await session.waitFor("1/3")
    try session.recordOutput()
    try await session.type(String(repeating: "1234567890", count: 1000))
    try await session.waitFor("The answer is full at 120 characters")
    let full = "more typed is dropped"
    let output = try await session.file("output", until: full)
    #expect(output.contains(full))
    // Each drawing starts by hiding the cursor.
    let drawings = output.components(separatedBy: "\u{1B}[?25l").count - 1
    #expect((1...10).contains(drawings), "the paste was drawn \(drawings) times")
    try await session.press("Escape")
    try await session.waitFor("q quit   h keys")
    try await session.quitThroughTheSummary()
  }

  @Test func largeUnitShorthandAnswersANumbersChouQuestion() async throws {
    let session = try PTYSession([
      "drill", "numbers.chou", "--seed", "1", "--questions", "1", "--audio", "none",
    ])
    try await session.waitFor("  > ごちょうろくせんななひゃくおく")
    try await session.type("5兆6700億")
    try await session.waitFor("  5兆6700億\n")
    try await session.press("Enter")
    try await session.waitFor("Right: 5,670,000,000,000 = 5兆6700億")
    try await session.press("Enter")
    try await session.waitFor("Questions  1: correct 1, missed 0, skipped 0")
    try await session.press("q")
    try await session.expectEnded()
  }

  @Test func lettersAreTextOnceTypingStartsAndKeysActOnAnEmptyLine() async throws {
    let session = try PTYSession(Self.conbini)
    try await session.waitFor("1/3")
    try await session.type("8")
    var screen = try await session.waitFor("Esc clear")
    #expect(
      screen.hasSuffix(
        "Enter answer   ^R again   ^S slower   ? show   Esc clear   ^C quit   Tab keys"))
    try await session.type("qhrs ")
    try await session.waitFor("  ¥ 8qhrs\n")
    try await session.press("Escape")
    screen = try await session.waitFor("q quit   h keys")
    #expect(screen.contains("\n  ¥\n"))
    try await session.type("7")
    try await session.press("Tab")
    try await session.waitFor("Ctrl-Z          suspend; fg comes back")
    try await session.press("Tab")
    try await session.waitFor("  ¥ 7\n")
    try await session.press("C-u")
    try await session.waitFor("q quit   h keys")
    try await session.quitThroughTheSummary()
  }

  @Test func afterAHintTheNextKeystrokeStartsAFreshAnswer() async throws {
    let session = try PTYSession(Self.conbini)
    try await session.waitFor("1/3")
    try await session.type("abc")
    try await session.press("Enter")
    var screen = try await session.waitFor("type the amount")
    #expect(screen.contains("  ¥ abc\n"))
    try await session.type("893")
    try await session.waitFor("  ¥ 893\n")
    try await session.press("Enter")
    screen = try await session.waitFor("Right: ¥893")
    #expect(screen.contains("correct 1   missed 0   skipped 0"))
    try await session.quitThroughTheSummary()
  }

  @Test func typingWhileAnAnswerIsShownAnswersTheNextQuestion() async throws {
    let session = try PTYSession(Self.conbini)
    try await session.waitFor("1/3")
    try await session.type("?")
    try await session.waitFor("Answer: ¥893")
    try await session.type("1144")
    let screen = try await session.waitFor("  ¥ 1,144\n")
    #expect(screen.contains("2/3") && !screen.contains("Answer:"))
    try await session.press("Enter")
    try await session.waitFor("Right: ¥1,144")
    try await session.quitThroughTheSummary()
  }

  @Test func anAmPmQuestionIsAnsweredAsHeard() async throws {
    // Seed 1 of dates.ampm asks 午後7時, 午前11時 and 午後5時.
    let session = try PTYSession([
      "drill", "dates.ampm", "--seed", "1", "--questions", "3", "--audio", "none",
    ])
    try await session.waitFor("  > ごごしちじ")
    try await session.type("19")
    try await session.press("Enter")
    try await session.waitFor("type the hour as heard, with 午前 or 午後: 午後4時, 4pm or pm4")
    try await session.type("7pm")
    try await session.waitFor("  7pm\n")
    try await session.press("Enter")
    try await session.waitFor("Right: 午後7時")
    try await session.type("午前11時")
    try await session.press("Enter")
    try await session.waitFor("Right: 午前11時")
    try await session.type("?")
    let screen = try await session.waitFor("Answer: 午後5時")
    #expect(screen.contains("    ごごごじ\n    typed as 午後5時 or 5pm\n"))
    try await session.press("Enter")
    try await session.waitFor("Questions  3: correct 2, missed 0, skipped 1")
    try await session.press("q")
    try await session.expectEnded()
  }

  @Test func altKeysAndMouseBytesNeverQuitOrType() async throws {
    let session = try PTYSession(Self.conbini)
    try await session.waitFor("1/3")
    try await session.press("M-q", "M-x")
    // An X10 mouse click: Esc [ M, then the button and position as three bytes.
    try await session.type("\u{1B}[M !!")
    try await session.type("8")
    let screen = try await session.waitFor("  ¥ 8\n")
    #expect(screen.contains("1/3"))
    try await session.quitThroughTheSummary()
  }

  @Test func ctrlZGivesTheTerminalBackAndFgRedrawsTheScreen() async throws {
    let session = try PTYSession(Self.conbini)
    try await session.waitFor("1/3")
    try await session.type("89")
    try await session.waitFor("  ¥ 89\n")
    try await session.press("C-z")
    #expect(try await session.waitForProcess(state: "T"))
    #expect(try await session.terminalSettings() == session.file("before"))
    #expect(try await !session.screen().contains("1/3"))
    let pid = try #require(pid_t(try await session.file("pid")))
    kill(pid, SIGCONT)
    var screen = try await session.waitFor("  ¥ 89\n")
    #expect(screen.hasPrefix("money.conbini: Convenience store"))
    try await session.type("3")
    try await session.press("Enter")
    screen = try await session.waitFor("Right: ¥893")
    try await session.quitThroughTheSummary()
  }
}

extension PTYSession {
  /// Ends the drill with Ctrl-C, leaves its summary the same way, and checks the exit status and
  /// the terminal settings.
  func quitThroughTheSummary(sourceLocation: SourceLocation = #_sourceLocation) async throws {
    try await press("C-c")
    try await waitFor("Session summary", sourceLocation: sourceLocation)
    try await press("C-c")
    try await expectEnded(sourceLocation: sourceLocation)
  }
}
