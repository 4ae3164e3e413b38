extension ExpressionParser {
  /// Digits (with "," between groups of three), digits mixed with 千/万/億/兆/京 (3億5000万,
  /// 1万5千), or kanji numerals.
  mutating func number() throws -> UInt128 {
    var total: UInt128 = 0
    var lastUnit: UInt128 = .max
    while true {
      let start = index
      var chunk = try plainNumber()
      // A digit and 千, as prices are written (5千円, 1万5千円, 5千万).
      if !atEnd, scalars[index] == "千", scalars[start].isASCII, (1...9).contains(chunk) {
        index += 1
        chunk *= 1000
      }
      if !atEnd, let unit = Numeral.largeUnit(scalars[index])?.value, scalars[start].isASCII,
        chunk >= 10_000
      {
        guard total + chunk * unit <= Cardinal.maximum else { throw ReadingError.tooLarge }
        throw fail("at most four digits go before \(scalars[index]), as in 3億5000万")
      }
      guard !atEnd, let unit = Numeral.largeUnit(scalars[index])?.value, unit < lastUnit,
        scalars[start].isASCII, chunk > 0
      else {
        total += chunk
        guard total <= Cardinal.maximum else { throw ReadingError.tooLarge }
        return total
      }
      index += 1
      total += chunk * unit
      lastUnit = unit
      if atEnd || !(scalars[index].isASCII && scalars[index].isNumber) {
        guard total <= Cardinal.maximum else { throw ReadingError.tooLarge }
        return total
      }
    }
  }

  mutating func plainNumber() throws -> UInt128 {
    let start = index
    var digits = ""
    var groupLength = 0
    var sawComma = false
    while !atEnd {
      let c = scalars[index]
      if c.isASCII, c.isNumber {
        digits.append(c)
        groupLength += 1
      } else if c == ",", !digits.isEmpty, index + 1 < scalars.count, scalars[index + 1].isNumber {
        if sawComma ? groupLength != 3 : groupLength > 3 {
          throw fail("commas go between groups of three digits")
        }
        sawComma = true
        groupLength = 0
      } else {
        break
      }
      index += 1
    }
    if sawComma, groupLength != 3 { throw fail("commas go between groups of three digits") }
    if digits.isEmpty {
      if let (value, length) = KanjiNumeral.prefixValue(of: scalars[index...]) {
        index += length
        return value
      }
      index = start
      if atEnd { throw fail("a number is missing") }
      throw fail("“\(rest)” is not a number")
    }
    guard digits.count <= 20, let value = UInt128(digits), value <= Cardinal.maximum else {
      throw ReadingError.tooLarge
    }
    return value
  }
}
