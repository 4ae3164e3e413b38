/// What each character of a written number means: the one table of kanji digits, of 十/百/千 and
/// of the large units 万/億/兆/京, read by `KanjiNumeral` and `NumeralLexer`.
enum Numeral {
  /// A large unit: each is 10^4 times the one before.
  enum LargeUnit: Int, CaseIterable {
    /// The raw value is the unit's power of ten.
    case man = 4, oku = 8, chou = 12, kei = 16

    var kanji: Character {
      switch self {
      case .man: "万"
      case .oku: "億"
      case .chou: "兆"
      case .kei: "京"
      }
    }

    var value: UInt128 { PowerOfTen.of(rawValue) }
  }

  /// One character of a kanji numeral.
  enum Symbol: Equatable {
    /// 〇 零 一 … 九.
    case digit(UInt128)
    /// 十, 百 or 千, as its value.
    case small(UInt128)
    case large(LargeUnit)
  }

  /// The meaning of `character` in a number, or nil when it is not part of one.
  static func symbol(_ character: Character) -> Symbol? {
    symbols[character]
  }

  /// The large unit `character` names, or nil.
  static func largeUnit(_ character: Character) -> LargeUnit? {
    if case .large(let unit) = symbols[character] { return unit }
    return nil
  }

  private static let symbols: [Character: Symbol] = {
    var table: [Character: Symbol] = ["〇": .digit(0), "零": .digit(0)]
    for (value, kanji) in "一二三四五六七八九".enumerated() {
      table[kanji] = .digit(UInt128(value + 1))
    }
    for (kanji, value) in [("十", 10), ("百", 100), ("千", 1000)] as [(Character, UInt128)] {
      table[kanji] = .small(value)
    }
    for unit in LargeUnit.allCases { table[unit.kanji] = .large(unit) }
    return table
  }()
}
