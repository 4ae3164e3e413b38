// Counters whose meaning the words around them decide: 37度5分 (a tenth, ごぶ), 1年1組 (a class,
// いちくみ), 100日 (a number of days, ひゃくにち), and the words that follow a count: 1日おき
// いちにちおき, 1日中 いちにちじゅう, 1人暮らし ひとりぐらし. Sources: NHK 放送文化研究所,
// 『NHK日本語発音アクセント新辞典』 (2016), appendix 「数詞+助数詞」; 『大辞林』 第4版, 「ぶ【分】」.

extension ExpressionParser {
  /// The words after which 日 counts days rather than naming a day of the month.
  static let durationWords = ["おき", "中", "間"]

  /// `counter` as its neighbours read it: 分 after 度 or 割 is a tenth (37度5分 ごぶ, 3割5分
  /// ごぶ); 組 after 年 is a class, said as a number (1年1組 いちねんいちくみ); 日 past 31 with no
  /// month before it is a number of days (100日 ひゃくにち).
  static func inContext(
    _ counter: Counter, label: String, value: UInt128, after previous: Counter?
  ) -> Counter {
    if counter == .fun, label == "分", previous == .doCount || previous == .wari { return .bu }
    if counter == .kumi, previous == .nen { return .classNumber }
    if counter == .dayOfMonth, value > 31, previous != .month, previous != .nen { return .days }
    return counter
  }

  /// A word said after a count, consumed with its reading: おき (every other: 1日おき いちにちおき,
  /// 2時間おき), 中 (all through: 1日中 いちにちじゅう, 1年中 いちねんじゅう) and 暮らし (living as:
  /// 1人暮らし ひとりぐらし); nil when none follows.
  mutating func wordAfter(_ counter: Counter, value: UInt128) throws -> Reading? {
    if take("おき") { return said("おき", "おき") }
    if take("暮らし") {
      guard counter == .nin else { throw fail("暮らし follows 人, as in 1人暮らし") }
      return said("ぐらし", "暮らし")
    }
    if take("中") {
      guard [Counter.days, .nen, .banNight].contains(counter), value == 1 else {
        throw fail("中 (all through) follows 1日, 1年 or 1晩, as in 1日中")
      }
      return said("じゅう", "中")
    }
    return nil
  }
}

extension Counter {
  /// 組 as a school class after 年: said as a number, with no native ひと/ふた (1組 いちくみ, 4組
  /// よんくみ, 7組 ななくみ, 9組 きゅうくみ).
  public static let classNumber = Counter("組", "くみ", id: "kumi")
  /// 晩 nights (1晩 ひとばん), which 中 may follow (1晩中 ひとばんじゅう).
  public static let banNight = CounterDictionary.counter("ban-night")
}
