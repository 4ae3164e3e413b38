import Foundation
import Testing

/// The reading and kanji skills on the live screen. Seed 1 of counters.hon-hundreds shows 600本
/// then 700本; seed 1 of money.conbini shows 八百九十三円 (¥893).
@Suite(.enabled(if: PTYSession.tmux != nil, "tmux is needed to drive a terminal"))
struct LiveSkillTests {
  @Test func aWrongReadingIsExplainedAndRomajiOrKanaIsRight() async throws {
    let session = try PTYSession([
      "drill", "counters.hon-hundreds", "--skill", "reading", "--seed", "1", "--questions", "2",
      "--audio", "none",
    ])
    try await session.waitFor("  > 600本\n")
    try await session.type("roppyakuhon")
    try await session.press("Enter")
    try await session.waitFor(
      """
        Wrong: you typed roppyakuhon. It is read:
          600本  ろっぴゃっぽん  (ろっ・ぴゃっ・ぽん)
            ろっ    6: 6 → ろっ before 百 (roppyaku)
            ぴゃっ  百: 6 → ろっ before 百 (roppyaku); 100 → ひゃっ (hyaku-tt)
            ぽん    本: counter h → p (counter-p)
          sound change: it is ろっぴゃっぽん, not ろっぴゃくほん
        Type it again.

      correct 0   missed 1   skipped 0
      """)
    try await session.type("roppyappon")
    try await session.press("Enter")
    try await session.waitFor("  > 700本\n")
    try await session.waitFor("  Right, after 1 miss: 600本\n    ろっぴゃっぽん\n")
    // Kana from an input method arrives as UTF-8 and is a reading as well.
    try await session.type("ななひゃっぽん")
    try await session.press("Enter")
    try await session.waitFor("  Right: 700本\n    ななひゃっぽん\n")
    try await session.waitFor("Enter summary")
    try await session.press("Enter")
    try await session.waitFor("Questions  2: correct 1, missed 1, skipped 0")
    try await session.press("q")
    try await session.expectEnded()
  }

  @Test func kanjiNumeralsAreAnsweredInDigits() async throws {
    // Wide enough for the replay line on one row.
    let session = try PTYSession(
      [
        "drill", "money.conbini", "--skill", "kanji", "--seed", "1", "--questions", "1",
        "--audio", "none",
      ], columns: 100)
    try await session.waitFor("  > 八百九十三円\n")
    try await session.type("839")
    try await session.press("Enter")
    try await session.waitFor("  Wrong: you typed 839. Try again.\n")
    try await session.type("893")
    try await session.press("Enter")
    try await session.waitFor("  Right, after 1 miss: ¥893\n")
    try await session.waitFor("Enter summary")
    try await session.press("Enter")
    try await session.waitFor("Questions  1: correct 0, missed 1, skipped 0")
    try await session.press("q")
    try await session.expectEnded()
    // The replay line keeps the skill, so the same numbers come back in kanji.
    #expect(
      try await session.screen().contains(
        "Replay this session: countbiki drill money.conbini --seed 1 --questions 1 --skill kanji"))
  }
}
