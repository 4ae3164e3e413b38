import Foundation
import Testing

/// The everyday answers typed at the live screen as they are written: a minus sign, a decimal
/// point, hyphens and a space. Seed 3 of everyday.weather asks -5度 first; seed 1 of
/// everyday.body-temperature asks 38度 and 38.8度, of everyday.phone-mobile 080-7944-7852, and of
/// dates.date-time 2017年9月30日 10:26.
@Suite(.enabled(if: PTYSession.tmux != nil, "tmux is needed to drive a terminal"))
struct LiveEverydayTests {
  private func drill(_ topic: String, seed: Int, questions: Int) async throws -> PTYSession {
    try PTYSession([
      "drill", topic, "--seed", "\(seed)", "--questions", "\(questions)", "--audio", "none",
    ])
  }

  private func answer(_ session: PTYSession, _ typed: String) async throws {
    try await session.type(typed)
    try await session.press("Enter")
  }

  /// The last answer stays on the screen until Enter opens the summary.
  private func finish(_ session: PTYSession, right: Int) async throws {
    try await session.waitFor("Enter summary")
    try await session.press("Enter")
    try await session.waitFor("Questions  \(right): correct \(right), missed 0, skipped 0")
    try await session.press("q")
    try await session.expectEnded()
  }

  @Test func aTemperatureBelowZeroIsTypedWithItsMinusSign() async throws {
    let session = try await drill("everyday.weather", seed: 3, questions: 1)
    try await session.waitFor("  > まいなすごど")
    try await session.type("-5")
    try await session.waitFor("  -5 度\n")
    try await session.press("Enter")
    try await finish(session, right: 1)
  }

  @Test func bodyTemperaturesTakeADecimalPoint() async throws {
    let session = try await drill("everyday.body-temperature", seed: 1, questions: 2)
    try await session.waitFor("  > さんじゅうはちど")
    try await answer(session, "38")
    try await session.waitFor("  > さんじゅうはちてんはちど")
    try await answer(session, "38.8")
    try await finish(session, right: 2)
  }

  @Test func phoneNumbersAndDateTimesAreTypedAsWritten() async throws {
    let phone = try await drill("everyday.phone-mobile", seed: 1, questions: 1)
    try await phone.waitFor("  > ぜろはちぜろのななきゅうよんよんのななはちごおにい")
    try await answer(phone, "080-7944-7852")
    try await finish(phone, right: 1)
    let date = try await drill("dates.date-time", seed: 1, questions: 1)
    try await date.waitFor("  > にせんじゅうななねんくがつさんじゅうにちじゅうじにじゅうろっぷん")
    try await answer(date, "2017/9/30 10:26")
    try await finish(date, right: 1)
  }
}
