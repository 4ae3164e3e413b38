import Foundation
import Testing

/// The reading and kanji skills on the live screen. Seed 1 of counters.hon-hundreds shows 600本
/// then 700本; seed 1 of money.conbini shows 八百九十三円 (¥893).
@Suite(.enabled(if: PTYSession.tmux != nil, "tmux is needed to drive a terminal"))
struct LiveSkillTests {
  @Test func aWrongReadingIsExplainedAndRomajiOrKanaIsRight() throws {
    let session = try PTYSession([
      "drill", "counters.hon-hundreds", "--skill", "reading", "--seed", "1", "--questions", "2",
      "--audio", "none",
    ])
    try session.waitFor("  > 600本\n")
    try session.type("roppyakuhon")
    try session.press("Enter")
    try session.waitFor(
      """
        Wrong: you typed roppyakuhon. It is read:
          600本  ろっぴゃっぽん  (ろっ・ぴゃっ・ぽん)
            ろっ    6: 6 → ろっ before 百 (roppyaku)
            ぴゃっ  百: 6 → ろっ before 百 (roppyaku); 100 → ひゃっ (hyaku-tt)
            ぽん    本: counter h → p (counter-p)
        Type it again.

      correct 0   missed 1   skipped 0
      """)
    try session.type("roppyappon")
    try session.press("Enter")
    try session.waitFor("  > 700本\n")
    try session.waitFor("  Right, after 1 miss: 600本\n    ろっぴゃっぽん\n")
    // Kana from an input method arrives as UTF-8 and is a reading as well.
    try session.type("ななひゃっぽん")
    try session.press("Enter")
    try session.waitFor("  Right: 700本\n    ななひゃっぽん\n")
    try session.waitFor("Enter summary")
    try session.press("Enter")
    try session.waitFor("Questions  2: correct 1, missed 1, skipped 0")
    try session.press("q")
    try session.expectEnded()
  }

  @Test func kanjiNumeralsAreAnsweredInDigits() throws {
    // Wide enough for the replay line on one row.
    let session = try PTYSession(
      [
        "drill", "money.conbini", "--skill", "kanji", "--seed", "1", "--questions", "1",
        "--audio", "none",
      ], columns: 100)
    try session.waitFor("  > 八百九十三円\n")
    try session.type("839")
    try session.press("Enter")
    try session.waitFor("  Wrong: you typed 839. Try again.\n")
    try session.type("893")
    try session.press("Enter")
    try session.waitFor("  Right, after 1 miss: ¥893\n")
    try session.waitFor("Enter summary")
    try session.press("Enter")
    try session.waitFor("Questions  1: correct 0, missed 1, skipped 0")
    try session.press("q")
    try session.expectEnded()
    // The replay line keeps the skill, so the same numbers come back in kanji.
    #expect(
      try session.screen().contains(
        "Replay this session: countbiki drill money.conbini --seed 1 --questions 1 --skill kanji"))
  }
}
