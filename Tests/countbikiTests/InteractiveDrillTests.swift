import Foundation
import Testing

/// The interactive drill driven through a real terminal: seed 1 of money.conbini asks ¥893,
/// ¥1,144 and ¥1,460 (the same questions `countbiki generate money.conbini --seed 1` prints).
@Suite(.enabled(if: PTYSession.tmux != nil, "tmux is needed to drive a terminal"))
struct InteractiveDrillTests {
  static let drill = [
    "drill", "money.conbini", "--seed", "1", "--questions", "3", "--audio", "none",
  ]

  @Test func threeAnswersOneWrongOneSkippedThenQuitLeavesSummaryAndTerminalAsBefore() async throws {
    let session = try PTYSession(Self.drill)
    var screen = try await session.waitFor("1/3")
    #expect(screen.hasPrefix("money.conbini: Convenience store"))
    #expect(screen.contains("  > はっぴゃくきゅうじゅうさんえん"))
    try await session.type("12345")
    try await session.waitFor("¥ 12,345")
    try await session.press("BSpace", "BSpace")
    try await session.waitFor("¥ 123\n")
    try await session.press("BSpace", "BSpace", "BSpace")
    try await session.type("894")
    try await session.press("Enter")
    screen = try await session.waitFor("Wrong: you typed 894. Try again.")
    #expect(screen.contains("correct 0   missed 1   skipped 0"))
    try await session.type("893")
    try await session.press("Enter")
    screen = try await session.waitFor("Right, after 1 miss: ¥893")
    #expect(screen.contains("2/3"))
    #expect(screen.contains("correct 0   missed 1   skipped 0"))
    try await session.type("?")
    screen = try await session.waitFor("Answer: ¥1,144")
    #expect(
      screen.contains(
        "    せんひゃくよんじゅうよえん\n    typed as 1144\n    Press Enter for the next question."))
    try await session.press("Enter")
    screen = try await session.waitFor("3/3")
    #expect(!screen.contains("Answer:"))
    try await session.type("1460")
    try await session.press("Enter")
    screen = try await session.waitFor("Right: ¥1,460")
    #expect(
      screen.hasSuffix(
        "correct 1   missed 1   skipped 1\n" + String(repeating: "-", count: 80) + "\nEnter summary"
      ))
    try await session.press("Enter")
    screen = try await session.waitFor("Session summary")
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
    try await session.press("q")
    try await session.expectEnded()
    screen = try await session.screen()
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
    #expect(try await session.file("stderr", waiting: false).isEmpty)
  }

  @Test func ctrlCEndsWithTheSummaryAndRestoresTheTerminal() async throws {
    let session = try PTYSession(Self.drill)
    try await session.waitFor("1/3")
    try await session.type("893")
    try await session.press("Enter")
    try await session.waitFor("Right: ¥893")
    try await session.press("C-c")
    let screen = try await session.waitFor("Session summary")
    #expect(screen.contains("Questions  1: correct 1, missed 0, skipped 0"))
    #expect(screen.contains("Nothing missed."))
    try await session.press("C-c")
    try await session.expectEnded()
    #expect(try await session.screen().contains("Accuracy   100%"))
  }

  @Test func sigtermEndsWithTheSummaryAndRestoresTheTerminal() async throws {
    let session = try PTYSession(Self.drill)
    try await session.waitFor("1/3")
    try await session.type("?")
    try await session.waitFor("Answer: ¥893")
    try await session.press("Enter")
    try await session.waitFor("2/3")
    let pid = try #require(pid_t(try await session.file("pid")))
    kill(pid, SIGTERM)
    try await session.expectEnded(status: "143")
    let screen = try await session.screen()
    #expect(screen.contains("Questions  1: correct 0, missed 0, skipped 1"))
    #expect(screen.contains("Skipped:\n  1. ¥893  =  893  skipped  はっぴゃくきゅうじゅうさんえん"))
  }

  @Test func aCrashStillGivesTheTerminalBack() async throws {
    // Without Swift's backtracer, which would wait at the terminal for a key after the crash.
    let session = try PTYSession(Self.drill, environment: ["SWIFT_BACKTRACE": "enable=no"])
    try await session.waitFor("1/3")
    let pid = try #require(pid_t(try await session.file("pid")))
    kill(pid, SIGSEGV)
    #expect(try await session.file("status") == "139")
    #expect(try await session.file("after") == session.file("before"))
  }

  @Test func escClearsTheAnswerThenEndsButArrowKeysDoNot() async throws {
    let session = try PTYSession(Self.drill)
    try await session.waitFor("1/3")
    try await session.press("Up", "Down", "Left", "Right")
    try await session.type("8")
    try await session.waitFor("¥ 8\n")
    try await session.press("Escape")
    try await session.waitFor("q quit   h keys")
    try await session.press("Escape")
    try await session.waitFor("Session summary")
    try await session.press("Escape")
    try await session.expectEnded()
  }

  @Test func hShowsTheKeysAndHidesThemAgain() async throws {
    let session = try PTYSession(Self.drill)
    try await session.waitFor("1/3")
    try await session.type("h")
    let screen = try await session.waitFor("Ctrl-C, Ctrl-D  end, see the summary")
    #expect(screen.contains("  s               hear it slower, 0.7x (Ctrl-S while typing)"))
    try await session.type("h")
    try await session.waitFor("  > はっぴゃくきゅうじゅうさんえん")
    try await session.type("q")
    try await session.waitFor("Session summary")
    try await session.type("q")
    try await session.expectEnded()
  }

  @Test func colourIsBoldGreenRedUnlessNoColorIsSet() async throws {
    let coloured = try PTYSession(Self.drill)
    try await coloured.waitFor("1/3")
    var screen = try await coloured.screen(escapes: true)
    #expect(screen.contains("\u{1B}[1mmoney.conbini: Convenience store"))
    #expect(screen.contains("\u{1B}[32mcorrect 0"))
    #expect(screen.contains("\u{1B}[31mmissed 0"))
    for environment in [["NO_COLOR": "1"], [:]] {
      let plain = try PTYSession(
        Self.drill + (environment.isEmpty ? ["--no-color"] : []), environment: environment)
      try await plain.waitFor("1/3")
      screen = try await plain.screen(escapes: true)
      #expect(!screen.contains("\u{1B}[1m") && !screen.contains("\u{1B}[32m"), "\(environment)")
    }
  }

  /// Every time the live drill puts in an action, and the pause between its ticks, comes from
  /// the runtime's clock: on the fake clock a time limit runs out without that time passing
  /// (ten minutes would outlast the screen's 20 s deadline on the wall clock).
  @Test(arguments: [3, 600]) func timeLimitEndsOnItsOwnOnTheRuntimesClock(seconds: Int) async throws {
    let session = try PTYSession(
      ["drill", "money.conbini", "--seed", "1", "--time", "\(seconds)", "--audio", "none"],
      environment: ["COUNTBIKI_FAKE_CLOCK": "1"])
    let screen = try await session.waitFor("Session summary")
    #expect(
      screen.contains("Mode       \(seconds) seconds   seed 1\nQuestions  0: correct 0, missed 0, skipped 0"))
    try await session.type("q")
    try await session.expectEnded()
  }

  @Test func tooSmallWindowSaysSo() async throws {
    let session = try PTYSession(Self.drill, columns: 28, rows: 10)
    try await session.waitFor("Window too small (28x10).")
    try await session.type("q")
    try await session.waitFor("Window too small (28x10).")
    try await session.type("q")
    try await session.expectEnded()
  }

  @Test func pickerChoosesByNumberAndRemembersTheLastTopic() async throws {
    let arguments = ["drill", "--seed", "1", "--questions", "1", "--audio", "none"]
    let first = try PTYSession(arguments)
    var screen = try await first.waitFor("Choose a category")
    #expect(screen.contains(">  1  numbers"))
    try await first.type("2")
    try await first.press("Enter")
    screen = try await first.waitFor("Choose a topic in money")
    #expect(screen.contains(">  1  all"))
    try await first.press("Down")
    try await first.press("Enter")
    try await first.waitFor("money.conbini: Convenience store")
    try await first.type("q")
    try await first.waitFor("Session summary")
    try await first.type("q")
    try await first.expectEnded()
    let remembered = try String(
      contentsOf: first.folder.appendingPathComponent("countbiki/last-topic"), encoding: .utf8)
    #expect(remembered == "money.conbini\n")

    let second = try PTYSession(arguments, environment: ["XDG_CONFIG_HOME": first.folder.path])
    screen = try await second.waitFor("Choose a category")
    #expect(screen.contains(">  2  money"))
    try await second.press("Enter")
    screen = try await second.waitFor("Choose a topic in money")
    #expect(screen.contains(">  2  money.conbini") || screen.contains("> 2  money.conbini"))
    try await second.type("q")
    try await second.expectEnded()
  }
}
