import Foundation
import Testing

/// What a learner sees in a small window and without sound.
@Suite(.enabled(if: PTYSession.tmux != nil, "tmux is needed to drive a terminal"))
struct LiveScreenTests {
  @Test func fiftyBySixteenShowsTheFeedbackAfterARightAnswerAndTheLastOneBeforeTheSummary()
    async throws
  {
    let session = try PTYSession(LiveInputTests.conbini, columns: 50, rows: 16)
    try await session.waitFor("1/3")
    try await session.type("894")
    try await session.press("Enter")
    var screen = try await session.waitFor("Wrong: you typed 894. Try again.")
    #expect(screen.contains("correct 0   missed 1   skipped 0"))
    try await session.type("893")
    try await session.press("Enter")
    screen = try await session.waitFor("Right, after 1 miss: ¥893")
    #expect(
      screen == """
        money.conbini: Convenience store               2/3
        --------------------------------------------------

          > せんひゃくよんじゅうよえん

          ¥

          Right, after 1 miss: ¥893
            はっぴゃくきゅうじゅうさんえん

        correct 0   missed 1   skipped 0
        --------------------------------------------------
        Enter answer   Space/r again   s slower   ? show
        q quit   h keys
        """)
    try await session.type("1144")
    try await session.press("Enter")
    try await session.waitFor("Right: ¥1,144")
    try await session.type("1460")
    try await session.press("Enter")
    screen = try await session.waitFor("Enter summary")
    #expect(screen.contains("  Right: ¥1,460\n    せんよんひゃくろくじゅうえん\n"))
    try await session.press("Enter")
    try await session.waitFor("Questions  3: correct 2, missed 1, skipped 0")
    try await session.press("q")
    try await session.expectEnded()
  }

  @Test func replayWithoutSoundSaysTheReadingIsAllThereIs() async throws {
    let session = try PTYSession(LiveInputTests.conbini)
    try await session.waitFor("1/3")
    try await session.type("r")
    var screen = try await session.waitFor("No sound: the reading above is all there is.")
    #expect(screen.contains("  > はっぴゃくきゅうじゅうさんえん\n"))
    try await session.type("8")
    screen = try await session.waitFor("  ¥ 8\n")
    #expect(!screen.contains("No sound"))
    try await session.quitThroughTheSummary()
  }

  @Test func thePickerShowsTheDescriptionAndAsksHowLong() async throws {
    let session = try PTYSession(["drill", "--seed", "1", "--audio", "none"])
    try await session.waitFor("Choose a category")
    try await session.type("2")
    try await session.press("Enter")
    try await session.waitFor("Choose a topic in money")
    try await session.press("Down")
    var screen = try await session.waitFor(">  2  money.conbini")
    #expect(screen.contains("\n  Prices from ¥100 to ¥1,500.\n"))
    try await session.press("Enter")
    screen = try await session.waitFor("How long?")
    #expect(screen.contains("> 1  10 questions  --questions 10"))
    try await session.press("Escape")
    try await session.waitFor("Choose a topic in money")
    try await session.press("Enter")
    try await session.waitFor("How long?")
    try await session.type("3")
    try await session.press("Enter")
    // The countdown shows 1:00 for a second only, which a loaded machine can miss: the replay
    // line below names the minute chosen.
    try await session.waitFor(" left")
    try await session.quitThroughTheSummary()
    #expect(
      try await session.screen().contains(
        "Replay this session: countbiki drill money.conbini --seed 1 --time 60"))
  }

  @Test func dOnTheSummaryDrillsTheMissedQuestionsAgainUntilNoneIsMissed() async throws {
    let session = try PTYSession(LiveInputTests.conbini)
    try await session.waitFor("1/3")
    try await session.type("894")
    try await session.press("Enter")
    try await session.type("893")
    try await session.press("Enter")
    try await session.waitFor("Right, after 1 miss: ¥893")
    try await session.type("?")
    try await session.waitFor("Answer: ¥1,144")
    try await session.press("Enter")
    try await session.type("1460")
    try await session.press("Enter")
    try await session.waitFor("Enter summary")
    try await session.press("Enter")
    var screen = try await session.waitFor("d drill these again")
    #expect(screen.contains("Missed and skipped (2):"))
    try await session.type("d")
    screen = try await session.waitFor("money.conbini: Convenience store — again")
    #expect(screen.contains("1/2") && screen.contains("  > はっぴゃくきゅうじゅうさんえん"))
    try await session.type("1144")
    try await session.press("Enter")
    try await session.waitFor("Wrong: you typed 1,144. Try again.")
    try await session.type("893")
    try await session.press("Enter")
    try await session.waitFor("2/2")
    try await session.type("1144")
    try await session.press("Enter")
    try await session.waitFor("Right: ¥1,144")
    try await session.press("Enter")
    screen = try await session.waitFor("Missed (1):")
    #expect(screen.contains("> 1. ¥893  =  893  typed “1144”  はっぴゃくきゅうじゅうさんえん"))
    try await session.type("d")
    try await session.waitFor("1/1")
    try await session.type("893")
    try await session.press("Enter")
    try await session.press("Enter")
    try await session.waitFor("Nothing missed.")
    try await session.press("q")
    try await session.expectEnded()
    // The report printed at the end is the session's own.
    #expect(try await session.screen().contains("Questions  3: correct 1, missed 1, skipped 1"))
  }

  @Test func jsonAtATerminalIsAUsageError() async throws {
    let session = try PTYSession(["drill", "money.conbini", "--json", "--audio", "none"])
    try await session.expectEnded(status: "2")
    #expect(
      try await session.file("stderr")
        == "countbiki drill: --json writes the session for another program, so it needs answers piped into standard input or standard output redirected; leave out --json to drill on the live screen."
    )
  }
}
