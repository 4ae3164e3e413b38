import Foundation
import Testing

/// The interactive drill driven through a real terminal: seed 1 of money.conbini asks ¥893,
/// ¥1,144 and ¥1,460 (the same questions `countbiki generate money.conbini --seed 1` prints).
@Suite(.enabled(if: PTYSession.tmux != nil, "tmux is needed to drive a terminal"))
struct InteractiveDrillTests {
  static let drill = [
    "drill", "money.conbini", "--seed", "1", "--questions", "3", "--audio", "none",
  ]

  @Test func threeAnswersOneWrongOneSkippedThenQuitLeavesSummaryAndTerminalAsBefore() throws {
    let session = try PTYSession(Self.drill)
    var screen = try session.waitFor("1/3")
    #expect(screen.hasPrefix("money.conbini: Convenience store"))
    #expect(screen.contains("  > はっぴゃくきゅうじゅうさんえん"))
    try session.type("12345")
    try session.waitFor("¥ 12,345")
    try session.press("BSpace", "BSpace")
    try session.waitFor("¥ 123\n")
    try session.press("BSpace", "BSpace", "BSpace")
    try session.type("894")
    try session.press("Enter")
    screen = try session.waitFor("Wrong: you typed 894. Try again.")
    #expect(screen.contains("correct 0   missed 1   skipped 0"))
    try session.type("893")
    try session.press("Enter")
    screen = try session.waitFor("Right, after 1 miss: ¥893")
    #expect(screen.contains("2/3"))
    #expect(screen.contains("correct 0   missed 1   skipped 0"))
    try session.type("?")
    screen = try session.waitFor("Answer: ¥1,144")
    #expect(
      screen.contains(
        "    せんひゃくよんじゅうよえん\n    typed as 1144\n    Press Enter for the next question."))
    try session.press("Enter")
    screen = try session.waitFor("3/3")
    #expect(!screen.contains("Answer:"))
    try session.type("1460")
    try session.press("Enter")
    screen = try session.waitFor("Right: ¥1,460")
    #expect(
      screen.hasSuffix(
        "correct 1   missed 1   skipped 1\n" + String(repeating: "-", count: 80) + "\nEnter summary"
      ))
    try session.press("Enter")
    screen = try session.waitFor("Session summary")
    #expect(
      screen.contains(
        """
        Topic      money.conbini: Convenience store
        Mode       3 questions   seed 1
        Questions  3: correct 1, missed 1, skipped 1
        """))
    #expect(
      screen.contains(
        """
        Missed and skipped (2):
        > 1. ¥893  =  893  typed “894”  はっぴゃくきゅうじゅうさんえん
          2. ¥1,144  =  1144  skipped  せんひゃくよんじゅうよえん
        """))
    try session.press("q")
    try session.expectEnded()
    screen = try session.screen()
    #expect(
      screen.hasPrefix(
        "Topic      money.conbini: Convenience store\nMode       3 questions   seed 1\n"))
    #expect(
      screen.contains(
        """
        Missed and skipped:
          1. ¥893  =  893  typed “894”  はっぴゃくきゅうじゅうさんえん
          2. ¥1,144  =  1144  skipped  せんひゃくよんじゅうよえん
        Replay this session: countbiki drill money.conbini --seed 1 --questions 3
        """))
    #expect(try session.file("stderr", waiting: false).isEmpty)
  }

  @Test func ctrlCEndsWithTheSummaryAndRestoresTheTerminal() throws {
    let session = try PTYSession(Self.drill)
    try session.waitFor("1/3")
    try session.type("893")
    try session.press("Enter")
    try session.waitFor("Right: ¥893")
    try session.press("C-c")
    let screen = try session.waitFor("Session summary")
    #expect(screen.contains("Questions  1: correct 1, missed 0, skipped 0"))
    #expect(screen.contains("Nothing missed."))
    try session.press("C-c")
    try session.expectEnded()
    #expect(try session.screen().contains("Accuracy   100%"))
  }

  @Test func sigtermEndsWithTheSummaryAndRestoresTheTerminal() throws {
    let session = try PTYSession(Self.drill)
    try session.waitFor("1/3")
    try session.type("?")
    try session.waitFor("Answer: ¥893")
    try session.press("Enter")
    try session.waitFor("2/3")
    let pid = try #require(pid_t(try session.file("pid")))
    kill(pid, SIGTERM)
    try session.expectEnded(status: "143")
    let screen = try session.screen()
    #expect(screen.contains("Questions  1: correct 0, missed 0, skipped 1"))
    #expect(screen.contains("Skipped:\n  1. ¥893  =  893  skipped  はっぴゃくきゅうじゅうさんえん"))
  }

  @Test func aCrashStillGivesTheTerminalBack() throws {
    // Without Swift's backtracer, which would wait at the terminal for a key after the crash.
    let session = try PTYSession(Self.drill, environment: ["SWIFT_BACKTRACE": "enable=no"])
    try session.waitFor("1/3")
    let pid = try #require(pid_t(try session.file("pid")))
    kill(pid, SIGSEGV)
    #expect(try session.file("status") == "139")
    #expect(try session.file("after") == session.file("before"))
  }

  @Test func escClearsTheAnswerThenEndsButArrowKeysDoNot() throws {
    let session = try PTYSession(Self.drill)
    try session.waitFor("1/3")
    try session.press("Up", "Down", "Left", "Right")
    try session.type("8")
    try session.waitFor("¥ 8\n")
    try session.press("Escape")
    try session.waitFor("q quit   h keys")
    try session.press("Escape")
    try session.waitFor("Session summary")
    try session.press("Escape")
    try session.expectEnded()
  }

  @Test func hShowsTheKeysAndHidesThemAgain() throws {
    let session = try PTYSession(Self.drill)
    try session.waitFor("1/3")
    try session.type("h")
    let screen = try session.waitFor("Ctrl-C, Ctrl-D  end, see the summary")
    #expect(screen.contains("  s               hear it slower, 0.7x (Ctrl-S while typing)"))
    try session.type("h")
    try session.waitFor("  > はっぴゃくきゅうじゅうさんえん")
    try session.type("q")
    try session.waitFor("Session summary")
    try session.type("q")
    try session.expectEnded()
  }

  @Test func colourIsBoldGreenRedUnlessNoColorIsSet() throws {
    let coloured = try PTYSession(Self.drill)
    try coloured.waitFor("1/3")
    var screen = try coloured.screen(escapes: true)
    #expect(screen.contains("\u{1B}[1mmoney.conbini: Convenience store"))
    #expect(screen.contains("\u{1B}[32mcorrect 0"))
    #expect(screen.contains("\u{1B}[31mmissed 0"))
    for environment in [["NO_COLOR": "1"], [:]] {
      let plain = try PTYSession(
        Self.drill + (environment.isEmpty ? ["--no-color"] : []), environment: environment)
      try plain.waitFor("1/3")
      screen = try plain.screen(escapes: true)
      #expect(!screen.contains("\u{1B}[1m") && !screen.contains("\u{1B}[32m"), "\(environment)")
    }
  }

  @Test func timeLimitCountsDownAndEndsOnItsOwn() throws {
    let session = try PTYSession([
      "drill", "money.conbini", "--seed", "1", "--time", "3", "--audio", "none",
    ])
    try session.waitFor("0:03 left")
    try session.waitFor("0:01 left")
    let screen = try session.waitFor("Session summary")
    #expect(
      screen.contains("Mode       3 seconds   seed 1\nQuestions  0: correct 0, missed 0, skipped 0")
    )
    try session.type("q")
    try session.expectEnded()
  }

  @Test func tooSmallWindowSaysSo() throws {
    let session = try PTYSession(Self.drill, columns: 28, rows: 10)
    try session.waitFor("Window too small (28x10).")
    try session.type("q")
    try session.waitFor("Window too small (28x10).")
    try session.type("q")
    try session.expectEnded()
  }

  @Test func pickerChoosesByNumberAndRemembersTheLastTopic() throws {
    let arguments = ["drill", "--seed", "1", "--questions", "1", "--audio", "none"]
    let first = try PTYSession(arguments)
    var screen = try first.waitFor("Choose a category")
    #expect(screen.contains("> 1  numbers"))
    try first.type("2")
    try first.press("Enter")
    screen = try first.waitFor("Choose a topic in money")
    #expect(screen.contains(">  1  all"))
    try first.press("Down")
    try first.press("Enter")
    try first.waitFor("money.conbini: Convenience store")
    try first.type("q")
    try first.waitFor("Session summary")
    try first.type("q")
    try first.expectEnded()
    let remembered = try String(
      contentsOf: first.folder.appendingPathComponent("countbiki/last-topic"), encoding: .utf8)
    #expect(remembered == "money.conbini\n")

    let second = try PTYSession(arguments, environment: ["XDG_CONFIG_HOME": first.folder.path])
    screen = try second.waitFor("Choose a category")
    #expect(screen.contains("> 2  money"))
    try second.press("Enter")
    screen = try second.waitFor("Choose a topic in money")
    #expect(screen.contains(">  2  money.conbini") || screen.contains("> 2  money.conbini"))
    try second.type("q")
    try second.expectEnded()
  }
}
