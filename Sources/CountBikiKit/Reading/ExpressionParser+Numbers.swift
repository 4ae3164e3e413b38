extension ExpressionParser {
  /// A number as `NumeralLexer` reads it: digits (with "," between groups of three), digits
  /// mixed with units (3億5000万, 1万5千), or kanji numerals.
  mutating func number() throws -> UInt128 {
    try numeral().value
  }

  /// The number here and how it is written, consuming it.
  mutating func numeral() throws -> NumeralLexer.Lexeme {
    let found: NumeralLexer.Lexeme?
    do {
      found = try NumeralLexer().scan(scalars[index...])
    } catch {
      switch error {
      case .tooLarge:
        throw ReadingError.tooLarge
      case .tooManyDigits(let unit):
        throw fail("at most four digits go before \(unit.kanji), as in 3億5000万")
      case .tooLargeAfter(let unit, let limit):
        throw fail("the number after \(unit) must be under \(Digits.grouped(String(limit)))")
      }
    }
    guard let found else {
      if atEnd { throw fail("a number is missing") }
      throw fail("“\(rest)” is not a number")
    }
    index += found.length
    // A comma the lexer left before more of a number is in the wrong place (1,23 or 1,万).
    if index + 1 < scalars.count, NumeralLexer.isComma(scalars[index]),
      NumeralLexer.digit(scalars[index + 1]) != nil || Numeral.symbol(scalars[index + 1]) != nil
    {
      throw fail("commas go between groups of three digits")
    }
    return found
  }
}
