extension Answer {
  /// Input split into numbers (digits or kanji numerals) and the words between them.
  enum Token: Equatable {
    case number(Int64)
    case word(String)

    /// 万, 億 or 兆 as a number; 京 is past what an answer holds.
    private static func largeUnit(_ c: Character) -> Int64? {
      guard let unit = Numeral.largeUnit(c), unit != .kei else { return nil }
      return Int64(unit.value)
    }

    /// 千, 百 or 十 as a number.
    private static func smallUnit(_ c: Character) -> Int64? {
      guard case .small(let value) = Numeral.symbol(c) else { return nil }
      return Int64(value)
    }

    /// nil when a digit string is too long to be any answer.
    static func split(_ text: String) -> [Token]? {
      let chars = Array(text)
      var tokens: [Token] = []
      var index = 0
      var word = ""
      func flushWord() {
        if !word.isEmpty { tokens.append(.word(word)) }
        word = ""
      }
      while index < chars.count {
        let c = chars[index]
        if c.isASCII, c.isNumber {
          guard let value = digitsWithUnits(chars, &index) else { return nil }
          flushWord()
          tokens.append(.number(value))
        } else if let (value, length) = KanjiNumeral.prefixValue(of: chars[index...]),
          value <= UInt128(Int64.max)
        {
          flushWord()
          tokens.append(.number(Int64(value)))
          index += length
        } else {
          word.append(c)
          index += 1
        }
      }
      flushWord()
      return tokens
    }

    /// After the whole part `whole`, a decimal point, digits and a large unit (7.5万): the
    /// amount and the unit, consuming them; nil, consuming nothing, when they do not follow or
    /// the amount is not a whole number (7.55555万).
    private static func decimalBeforeUnit(_ whole: Int64, _ chars: [Character], _ index: inout Int)
      -> (amount: Int64, unit: Int64)?
    {
      var end = index + 1
      guard index < chars.count, chars[index] == ".", whole < 10_000 else { return nil }
      var fraction = ""
      while end < chars.count, chars[end].isASCII, chars[end].isNumber {
        fraction.append(chars[end])
        end += 1
      }
      guard !fraction.isEmpty, fraction.count <= 8, end < chars.count,
        let unit = largeUnit(chars[end]), let parts = Int64(fraction)
      else { return nil }
      var scale: Int64 = 1
      for _ in fraction { scale *= 10 }
      let (product, overflow) = parts.multipliedReportingOverflow(by: unit)
      guard !overflow, product % scale == 0 else { return nil }
      index = end + 1
      return (whole * unit + product / scale, unit)
    }

    /// Digits, maybe mixed with units as people write numbers: 1億2540万, 3万, 1万5千, 3千円.
    /// A single digit goes before 千, 百 or 十, and at most four digits' worth before 万, 億, 兆.
    private static func digitsWithUnits(_ chars: [Character], _ index: inout Int) -> Int64? {
      var total: Int64 = 0
      var section: Int64 = 0
      var pending: Int64?
      var lastLarge = Int64.max
      var lastSmall = Int64.max
      while index < chars.count {
        let c = chars[index]
        if c.isASCII, c.isNumber {
          guard pending == nil else { break }
          var digits = ""
          while index < chars.count, chars[index].isASCII, chars[index].isNumber {
            digits.append(chars[index])
            index += 1
          }
          let trimmed = digits.drop { $0 == "0" }
          guard trimmed.count <= 18, let value = Int64(trimmed.isEmpty ? "0" : String(trimmed))
          else { return nil }
          pending = value
          // A decimal before 万, 億 or 兆, as rents and budgets are written: 7.5万 is 75,000.
          if let scaled = decimalBeforeUnit(value, chars, &index), scaled.unit < lastLarge {
            total += scaled.amount
            (section, pending, lastSmall, lastLarge) = (0, nil, .max, scaled.unit)
          }
        } else if let unit = smallUnit(c), let digit = pending, (1...9).contains(digit),
          unit < lastSmall
        {
          section += digit * unit
          pending = nil
          lastSmall = unit
          index += 1
        } else if let unit = largeUnit(c), unit < lastLarge,
          case let amount = section + (pending ?? 0), (1..<10_000).contains(amount)
        {
          total += amount * unit
          (section, pending, lastSmall, lastLarge) = (0, nil, .max, unit)
          index += 1
        } else {
          break
        }
      }
      return total + section + (pending ?? 0)
    }
  }
}
