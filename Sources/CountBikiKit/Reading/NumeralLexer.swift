/// The one reader of a number as people write it, used by `ExpressionParser` (what a learner
/// sees) and `Answer` (what a learner types): digits (1234, 1,234, １２３４), digits mixed with
/// 千/百/十 and the large units 万/億/兆/京 (3億5000万, 174万2000, 1万5千, 3百万), or kanji numerals
/// (千二百三十四, through `KanjiNumeral`).
///
/// Digits with units follow how the number is said: a single digit 1–9 before 千, 百 or 十, each
/// smaller than the one before; 1 to 9999 before 万, 億, 兆 or 京, each smaller than the one
/// before; and after a unit, a number smaller than that unit. A comma joins groups of three
/// digits (1,234,567) and ends the number when it does not (1,23 is 1 and the text ",23").
struct NumeralLexer {
  /// A number at the start of some text.
  struct Lexeme: Equatable {
    /// At most `Cardinal.maximum`.
    var value: UInt128
    /// How many characters it takes.
    var length: Int
    var form: Form
  }

  /// How a number is written.
  enum Form: Equatable {
    /// Digits alone, maybe grouped by commas: 1234, 1,234.
    case digits
    /// Digits with 千/百/十 or a large unit: 3億5000万, 1万5千, 7.5万.
    case digitsWithUnits
    /// Kanji numerals: 千二百三十四, 二〇二四.
    case kanji
  }

  /// Why text that starts with a number is not a well-formed one.
  enum Failure: Error, Equatable {
    /// The number is past `Cardinal.maximum` (10^20 − 1).
    case tooLarge
    /// 10,000 or more before a large unit: 12345万.
    case tooManyDigits(before: Numeral.LargeUnit)
    /// After a unit, a number that is not smaller than the unit (1万12345, 1千2345):
    /// `limit` is the unit's value.
    case tooLargeAfter(unit: Character, limit: UInt128)
  }

  /// Whether a decimal before a large unit counts as the whole amount it names (7.5万 is
  /// 75,000, as rents and budgets are written). A reading keeps the decimal instead
  /// (ななてんごまん), so only answers ask for this.
  var decimalsBeforeUnits = false

  /// The number at the start of `chars`, or nil when they do not start with one.
  func scan(_ chars: ArraySlice<Character>) throws(Failure) -> Lexeme? {
    guard let first = chars.first else { return nil }
    guard Self.digit(first) != nil else {
      guard let (value, length) = KanjiNumeral.prefixValue(of: chars) else { return nil }
      guard value <= Cardinal.maximum else { throw .tooLarge }
      return Lexeme(value: value, length: length, form: .kanji)
    }
    var index = chars.startIndex
    // The large-unit groups read so far, the 千/百/十 of the current group, and digits that no
    // unit has followed yet.
    var total: UInt128 = 0
    var section: UInt128 = 0
    var pending: UInt128?
    var large: Numeral.LargeUnit?
    var small: (value: UInt128, kanji: Character)?
    var form = Form.digits
    scan: while index < chars.endIndex {
      let c = chars[index]
      if pending == nil, Self.digit(c) != nil {
        let (value, end) = try Self.digits(chars[index...])
        if decimalsBeforeUnits, section == 0, let decimal = Self.decimal(value, chars[end...]),
          large.map({ decimal.unit.rawValue < $0.rawValue }) ?? true
        {
          total += decimal.amount
          (section, pending, small, large) = (0, nil, nil, decimal.unit)
          form = .digitsWithUnits
          index = decimal.end
        } else {
          pending = value
          index = end
        }
        continue
      }
      switch Numeral.symbol(c) {
      case .small(let unit)?:
        guard let digit = pending, (1...9).contains(digit), small.map({ unit < $0.value }) ?? true
        else { break scan }
        section += digit * unit
        pending = nil
        small = (unit, c)
      case .large(let unit)?:
        guard large.map({ unit.rawValue < $0.rawValue }) ?? true else { break scan }
        try Self.check(pending, after: small)
        let amount = section + (pending ?? 0)
        guard amount > 0 else { break scan }
        guard amount < 10_000 else {
          throw total + amount * unit.value > Cardinal.maximum
            ? .tooLarge : .tooManyDigits(before: unit)
        }
        total += amount * unit.value
        (section, pending, small, large) = (0, nil, nil, unit)
      case .digit?, nil:
        break scan
      }
      form = .digitsWithUnits
      index += 1
    }
    try Self.check(pending, after: small)
    let rest = section + (pending ?? 0)
    if let large, rest >= large.value {
      throw .tooLargeAfter(unit: large.kanji, limit: large.value)
    }
    guard total + rest <= Cardinal.maximum else { throw .tooLarge }
    return Lexeme(value: total + rest, length: index - chars.startIndex, form: form)
  }

  /// The value of a digit, half- or full-width; nil for any other character.
  static func digit(_ c: Character) -> UInt128? {
    guard c.unicodeScalars.count == 1, let scalar = c.unicodeScalars.first else { return nil }
    switch scalar.value {
    case 0x30...0x39: return UInt128(scalar.value - 0x30)
    case 0xFF10...0xFF19: return UInt128(scalar.value - 0xFF10)
    default: return nil
    }
  }

  /// Whether `c` is a comma, half- or full-width.
  static func isComma(_ c: Character) -> Bool { c == "," || c == "，" }

  /// The digits at the start of `chars`, joined across commas between groups of three, and
  /// where they end.
  private static func digits(_ chars: ArraySlice<Character>) throws(Failure) -> (
    UInt128, ArraySlice<Character>.Index
  ) {
    var value: UInt128 = 0
    var index = chars.startIndex
    var groupLength = 0
    var grouped = false
    while index < chars.endIndex {
      if let d = digit(chars[index]) {
        value = value * 10 + d
        guard value <= Cardinal.maximum else { throw .tooLarge }
        groupLength += 1
        index += 1
        continue
      }
      // A comma joins what follows only when the groups before it fit and three digits, no
      // more, come after it.
      let next = chars[(index + 1)...].prefix(4)
      guard isComma(chars[index]), grouped ? groupLength == 3 : groupLength <= 3,
        next.prefix(3).count == 3, next.prefix(3).allSatisfy({ digit($0) != nil }),
        next.count < 4 || digit(next.last!) == nil
      else { break }
      grouped = true
      groupLength = 0
      index += 1
    }
    return (value, index)
  }

  /// After whole digits `whole`, a decimal point, digits and a large unit (7.5万): the amount,
  /// the unit and where they end; nil when they do not follow, or the amount is not a whole
  /// number (7.55555万).
  private static func decimal(_ whole: UInt128, _ chars: ArraySlice<Character>) -> (
    amount: UInt128, unit: Numeral.LargeUnit, end: ArraySlice<Character>.Index
  )? {
    guard whole < 10_000, chars.first == "." else { return nil }
    var index = chars.startIndex + 1
    var fraction: UInt128 = 0
    var places = 0
    while index < chars.endIndex, places < 9, let d = digit(chars[index]) {
      fraction = fraction * 10 + d
      places += 1
      index += 1
    }
    guard (1...8).contains(places), index < chars.endIndex,
      let unit = Numeral.largeUnit(chars[index])
    else { return nil }
    let (parts, remainder) = (fraction * unit.value).quotientAndRemainder(
      dividingBy: PowerOfTen.of(places))
    guard remainder == 0 else { return nil }
    return (whole * unit.value + parts, unit, index + 1)
  }

  /// Digits after 千, 百 or 十 make less than that unit (1千234, not 1千2345).
  private static func check(
    _ pending: UInt128?, after small: (value: UInt128, kanji: Character)?
  ) throws(Failure) {
    guard let pending, let small, pending >= small.value else { return }
    throw .tooLargeAfter(unit: small.kanji, limit: small.value)
  }
}
