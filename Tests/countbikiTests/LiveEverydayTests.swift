import Foundation
import Testing

/// The everyday answers typed at the live screen as they are written: a minus sign, a decimal
/// point, hyphens and a space. Seed 3 of everyday.weather asks -5度 first; seed 1 of
/// everyday.body-temperature asks 38度 and 38.8度, of everyday.phone-mobile 080-7944-7852, and of
/// dates.date-time 2017年9月30日 10:26.
@Suite(.enabled(if: PTYSession.tmux != nil, "tmux is needed to drive a terminal"))
struct LiveEverydayTests {
  private func drill(_ topic: String, seed: Int, questions: Int) throws -> PTYSession {
    try PTYSession([
      "drill", topic, "--seed", "\(seed)", "--questions", "\(questions)", "--audio", "none",
    ])
  }

  private func answer(_ session: PTYSession, _ typed: String) throws {
    try session.type(typed)
    try session.press("Enter")
  }

  /// The last answer stays on the screen until Enter opens the summary.
  private func finish(_ session: PTYSession, right: Int) throws {
    try session.waitFor("Enter summary")
    try session.press("Enter")
    try session.waitFor("Questions  \(right): correct \(right), missed 0, skipped 0")
    try session.press("q")
    try session.expectEnded()
  }

  @Test func aTemperatureBelowZeroIsTypedWithItsMinusSign() throws {
    let session = try drill("everyday.weather", seed: 3, questions: 1)
    try session.waitFor("  > まいなすごど")
    try session.type("-5")
    try session.waitFor("  -5 度\n")
    try session.press("Enter")
    try finish(session, right: 1)
  }

  @Test func bodyTemperaturesTakeADecimalPoint() throws {
    let session = try drill("everyday.body-temperature", seed: 1, questions: 2)
    try session.waitFor("  > さんじゅうはちど")
    try answer(session, "38")
    try session.waitFor("  > さんじゅうはってんはちど")
    try answer(session, "38.8")
    try finish(session, right: 2)
  }

  @Test func phoneNumbersAndDateTimesAreTypedAsWritten() throws {
    let phone = try drill("everyday.phone-mobile", seed: 1, questions: 1)
    try phone.waitFor("  > ぜろはちぜろのななきゅうよんよんのななはちごおにい")
    try answer(phone, "080-7944-7852")
    try finish(phone, right: 1)
    let date = try drill("dates.date-time", seed: 1, questions: 1)
    try date.waitFor("  > にせんじゅうななねんくがつさんじゅうにちじゅうじにじゅうろっぷん")
    try answer(date, "2017/9/30 10:26")
    try finish(date, right: 1)
  }
}
