// Everyday forms beyond whole numbers with a counter: digit strings (phone numbers, postal
// codes), negative numbers and decimals (気温 -5度, 体温 36.5度, 家賃 7.5万円).

extension ExpressionParser {
  /// A phone number or a postal code: groups of digits joined by "-" (090-1234-5678), or digits
  /// after 〒 (〒100-0001), read digit by digit. nil, with nothing consumed, for any other text.
  mutating func digitString() throws -> Reading? {
    let saved = index
    let postal = take("〒")
    var groups: [[Int]] = [[]]
    while !atEnd {
      let c = scalars[index]
      if c.isASCII, let digit = c.wholeNumberValue {
        groups[groups.count - 1].append(digit)
      } else if c == "-", !groups[groups.count - 1].isEmpty {
        groups.append([])
      } else {
        break
      }
      index += 1
    }
    let whole = atEnd && groups.allSatisfy { !$0.isEmpty }
    guard whole, postal || groups.count > 1 else {
      if postal { throw fail("〒 is followed by a postal code, as in 〒100-0001") }
      index = saved
      return nil
    }
    guard groups.joined().count <= DigitString.maximumDigits else {
      throw fail("a number said digit by digit has at most \(DigitString.maximumDigits) digits")
    }
    if parts != nil { parts! += DigitString.parts(groups) }
    return DigitString.reading(groups)
  }

  /// A negative number (-5, −5度, マイナス5度) or a decimal (0.5, 36.5度, 7.5万円, 1.2億人); nil,
  /// with nothing consumed, when the text is neither.
  mutating func signedOrDecimal() throws -> Reading? {
    let start = index
    let negative = take("マイナス") || take("-") || take("−")
    guard negative ? numberAhead() : decimalPointAhead() else {
      index = start
      return nil
    }
    let sign = negative ? said("まいなす", "マイナス", [.minus]) : nil
    let whole = try number()
    var reading: Reading
    if let fraction = fractionDigits() {
      var unit: Counter?
      if !atEnd, let large = Numeral.largeUnit(scalars[index]) {
        index += 1
        unit = Counter.unit(large)
      }
      reading = try Self.decimal(whole, fraction, unit: unit)
      if parts != nil { parts! += try Self.decimalParts(whole, fraction, unit: unit) }
      if let counter = try fractionalCounter() {
        reading = reading + said(counter.kana, counter.label)
      }
    } else {
      reading = try read(whole, try fractionalCounter())
    }
    return sign.map { $0 + reading } ?? reading
  }

  /// The parts of a decimal's canonical reading: the whole part with てん, then each digit.
  private static func decimalParts(_ whole: UInt128, _ fraction: [Int], unit: Counter?) throws
    -> [ReadingPart]
  {
    var parts =
      whole == 0
      ? [ReadingPart(kana: "れい", text: "0"), ReadingPart(kana: "てん", text: ".")]
      : try Cardinal.parts(of: whole, .point)
    let point = parts.removeLast()
    parts.append(
      ReadingPart(kana: point.kana, text: ".", patterns: point.patterns + [.decimalPoint]))
    for (position, digit) in fraction.enumerated() {
      if position == fraction.count - 1, let unit {
        parts +=
          digit == 0
          ? [ReadingPart(kana: "れい", text: "0"), ReadingPart(kana: unit.kana, text: unit.label)]
          : try Cardinal.parts(of: UInt128(digit), unit)
      } else {
        parts.append(ReadingPart(kana: fractionWords[digit], text: String(digit)))
      }
    }
    return parts
  }

  /// The counters a decimal or a negative number takes (36.5度, -5度, 7.5万円, 1.5倍, 2.5時間),
  /// which must end the text; nil at the end.
  private mutating func fractionalCounter() throws -> Counter? {
    guard !atEnd else { return nil }
    let start = index
    guard let entry = Counter.byLabel.first(where: { take($0.label) }), atEnd else {
      index = start
      throw fail("“\(rest)” cannot follow a negative number or a decimal")
    }
    // 1.5冊: the counter is known but counts whole things only.
    guard Self.fractionalCounters.contains(entry.counter) else {
      throw fail("\(entry.label) counts whole numbers only, not a decimal or a number below zero")
    }
    return entry.counter
  }

  /// The counters a decimal or a negative number takes.
  static let fractionalCounters: [Counter] = [
    .yen, .nin, .doCount, .percent, .senchi, .kiro, .kiroMeter, .bai, .jikan, .byou, .ten,
  ]

  /// Whether a number comes next, without consuming it.
  private mutating func numberAhead() -> Bool {
    let saved = index
    defer { index = saved }
    return (try? number()) != nil
  }

  /// Whether digits, a decimal point and a digit come next, without consuming them.
  private mutating func decimalPointAhead() -> Bool {
    let saved = index
    defer { index = saved }
    // Only a plain number takes a point: in 1億7.5万 the point belongs to 7, not to 1億7.
    guard let whole = try? numeral(), whole.form != .digitsWithUnits else { return false }
    return fractionDigits() != nil
  }

  /// The digits after a decimal point, consuming the point and them; nil when no point and
  /// digit come next.
  private mutating func fractionDigits() -> [Int]? {
    guard index + 1 < scalars.count, scalars[index] == ".", scalars[index + 1].isASCII,
      scalars[index + 1].isNumber
    else { return nil }
    index += 1
    var digits: [Int] = []
    while !atEnd, scalars[index].isASCII, let digit = scalars[index].wholeNumberValue {
      digits.append(digit)
      index += 1
    }
    return digits
  }

  /// The readings of `whole`.`fraction`: the whole part before てん takes the sound changes of 点
  /// (いってん or いちてん, はってん or はちてん, じゅってん), 0 is れい (ぜろ also said), and the digits after
  /// the point are read one by one, 0 as れい or ぜろ; `unit` (万, 億 …) follows the last digit.
  /// 0.5 れいてんご, 36.5 さんじゅうろくてんご, 7.5万 ななてんごまん. Source: NHK 放送文化研究所,
  /// 『NHK日本語発音アクセント新辞典』 (2016), appendix on numerals: 小数.
  static func decimal(_ whole: UInt128, _ fraction: [Int], unit: Counter?) throws -> Reading {
    let head =
      whole == 0
      ? Reading(canonical: "れいてん", alternatives: ["ぜろてん"]) : try Cardinal.reading(of: whole, .point)
    var tails: [String] = []
    for zero in fraction.contains(0) ? ["れい", "ぜろ"] : ["れい"] {
      var tail = ""
      for (position, digit) in fraction.enumerated() {
        if position == fraction.count - 1, let unit {
          tail += digit == 0 ? zero + unit.kana : try Cardinal.canonical(of: UInt128(digit), unit)
        } else {
          tail += digit == 0 ? zero : fractionWords[digit]
        }
      }
      tails.append(tail)
    }
    return head + Reading(accepted: tails)
  }

  /// The digits after a decimal point: counting words, 4 よん, 7 なな, 9 きゅう (0 is also ぜろ).
  static let fractionWords = [
    "れい", "いち", "に", "さん", "よん", "ご", "ろく", "なな", "はち", "きゅう",
  ]
}
