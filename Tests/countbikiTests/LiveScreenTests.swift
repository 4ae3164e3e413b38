import Foundation
import Testing

/// What a learner sees in a small window and without sound.
@Suite(.enabled(if: PTYSession.tmux != nil, "tmux is needed to drive a terminal"))
struct LiveScreenTests {
  @Test func fiftyBySixteenShowsTheFeedbackAfterARightAnswerAndTheLastOneBeforeTheSummary() throws {
    let session = try PTYSession(LiveInputTests.conbini, columns: 50, rows: 16)
    try session.waitFor("1/3")
    try session.type("894")
    try session.press("Enter")
    var screen = try session.waitFor("Wrong: you typed 894. Try again.")
    #expect(screen.contains("correct 0   missed 1   skipped 0"))
    try session.type("893")
    try session.press("Enter")
    screen = try session.waitFor("Right, after 1 miss: ¥893")
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
    try session.type("1144")
    try session.press("Enter")
    try session.waitFor("Right: ¥1,144")
    try session.type("1460")
    try session.press("Enter")
    screen = try session.waitFor("Enter summary")
    #expect(screen.contains("  Right: ¥1,460\n    せんよんひゃくろくじゅうえん\n"))
    try session.press("Enter")
    try session.waitFor("Questions  3: correct 2, missed 1, skipped 0")
    try session.press("q")
    try session.expectEnded()
  }

  @Test func replayWithoutSoundSaysTheReadingIsAllThereIs() throws {
    let session = try PTYSession(LiveInputTests.conbini)
    try session.waitFor("1/3")
    try session.type("r")
    var screen = try session.waitFor("No sound: the reading above is all there is.")
    #expect(screen.contains("  > はっぴゃくきゅうじゅうさんえん\n"))
    try session.type("8")
    screen = try session.waitFor("  ¥ 8\n")
    #expect(!screen.contains("No sound"))
    try session.quitThroughTheSummary()
  }

  @Test func thePickerShowsTheDescriptionAndAsksHowLong() throws {
    let session = try PTYSession(["drill", "--seed", "1", "--audio", "none"])
    try session.waitFor("Choose a category")
    try session.type("2")
    try session.press("Enter")
    try session.waitFor("Choose a topic in money")
    try session.press("Down")
    var screen = try session.waitFor(">  2  money.conbini")
    #expect(screen.contains("\n  Prices from ¥100 to ¥1,500.\n"))
    try session.press("Enter")
    screen = try session.waitFor("How long?")
    #expect(screen.contains("> 1  10 questions  --questions 10"))
    try session.press("Escape")
    try session.waitFor("Choose a topic in money")
    try session.press("Enter")
    try session.waitFor("How long?")
    try session.type("3")
    try session.press("Enter")
    try session.waitFor("1:00 left")
    try session.quitThroughTheSummary()
    #expect(
      try session.screen().contains(
        "Replay this session: countbiki drill money.conbini --seed 1 --time 60"))
  }

  @Test func dOnTheSummaryDrillsTheMissedQuestionsAgainUntilNoneIsMissed() throws {
    let session = try PTYSession(LiveInputTests.conbini)
    try session.waitFor("1/3")
    try session.type("894")
    try session.press("Enter")
    try session.type("893")
    try session.press("Enter")
    try session.waitFor("Right, after 1 miss: ¥893")
    try session.type("?")
    try session.waitFor("Answer: ¥1,144")
    try session.press("Enter")
    try session.type("1460")
    try session.press("Enter")
    try session.waitFor("Enter summary")
    try session.press("Enter")
    var screen = try session.waitFor("d drill these again")
    #expect(screen.contains("Missed and skipped (2):"))
    try session.type("d")
    screen = try session.waitFor("money.conbini: Convenience store — again")
    #expect(screen.contains("1/2") && screen.contains("  > はっぴゃくきゅうじゅうさんえん"))
    try session.type("1144")
    try session.press("Enter")
    try session.waitFor("Wrong: you typed 1,144. Try again.")
    try session.type("893")
    try session.press("Enter")
    try session.waitFor("2/2")
    try session.type("1144")
    try session.press("Enter")
    try session.waitFor("Right: ¥1,144")
    try session.press("Enter")
    screen = try session.waitFor("Missed (1):")
    #expect(screen.contains("> 1. ¥893  =  893  typed “1144”  はっぴゃくきゅうじゅうさんえん"))
    try session.type("d")
    try session.waitFor("1/1")
    try session.type("893")
    try session.press("Enter")
    try session.press("Enter")
    try session.waitFor("Nothing missed.")
    try session.press("q")
    try session.expectEnded()
    // The report printed at the end is the session's own.
    #expect(try session.screen().contains("Questions  3: correct 1, missed 1, skipped 1"))
  }

  @Test func jsonAtATerminalIsAUsageError() throws {
    let session = try PTYSession(["drill", "money.conbini", "--json", "--audio", "none"])
    try session.expectEnded(status: "2")
    #expect(
      try session.file("stderr")
        == "countbiki drill: --json writes the session for another program, so it needs answers piped into standard input or standard output redirected; leave out --json to drill on the live screen."
    )
  }
}
