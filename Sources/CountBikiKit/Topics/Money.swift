/// How money is written: a price is shown `¥1,234`, and written `1,234円` inside a Japanese
/// sentence, in kanji and where it is said; 円 is the word a learner may type after it.
public enum Money {
  /// The sign in front of a price as shown.
  public static let sign = "¥"
  /// The word after an amount as written and said.
  public static let word = Counter.yen.label

  /// `¥1,234` (or the full-width `￥1,234`) → `1,234円`; any other text as it is.
  public static func written(_ display: String) -> String {
    for sign in [sign, "￥"] where display.hasPrefix(sign) {
      return String(display.dropFirst()) + word
    }
    return display
  }
}

extension Question {
  /// Whether the question is an amount of money (`¥1,234`).
  public var isMoney: Bool { prefix == Money.sign }

  /// The word after the number in Japanese: 円 for money, otherwise the question's own suffix.
  public var unitWord: String { isMoney ? Money.word : suffix }
}
