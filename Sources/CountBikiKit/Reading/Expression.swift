/// Text a learner sees — `1,234`, `¥1,234`, `3本`, `14時30分`, `14:30`, `午後4時`, `令和元年`,
/// `2時間15分` — read aloud.
///
/// Grammar (after full-width characters are made half-width):
///
///     expression := number | "¥" number | [午前|午後] term+ [半] | era (元|number) 年 term*
///     (半 after 時, 時間, 分, 日, 週間, ヶ月 or 年: 3時半, 1分半, 1日半 いちにちはん)
///                 | hour ":" minute
///     term       := number counter
///     number     := digits with optional "," every three digits, digits with units
///                   (3億5000万, 1万5千), or kanji numerals (千二百三十四); see `NumeralLexer`
///
/// Context decides what some words mean: 日 alone is a day of the month (1日 ついたち, with the
/// one day いちにち also accepted), 日間 is a number of days (1日間 いちにちかん, 3日間
/// みっかかん), and so is 日 next to another duration
/// (1日3回 いちにちさんかい, 1ヶ月1日); 分 after 時 is a clock minute (0–59); 時 after 午前/午後
/// is 0–12; 1年 of an era reads いちねん and 元年 がんねん.
public struct Expression: Hashable, Sendable {
  /// The text as it was given.
  public let text: String
  /// The accepted readings, canonical first.
  public let reading: Reading

  public init(_ text: String) throws(ExpressionError) {
    self.text = text
    var parser = ExpressionParser(text)
    self.reading = try parser.parse()
  }
}

/// Why an expression cannot be read, as one sentence a learner can act on.
public struct ExpressionError: Error, Equatable, Sendable, CustomStringConvertible {
  public let text: String
  public let reason: String
  public var description: String { "cannot read “\(text)”: \(reason)" }
}
