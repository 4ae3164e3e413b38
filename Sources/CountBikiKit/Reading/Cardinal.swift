/// Readings of cardinal numbers, alone or with a counter.
public enum Cardinal {
  /// The largest number the engine reads: 10²⁰ − 1 (9999京 9999兆 9999億 9999万 9999).
  public static let maximum: UInt128 = 99_999_999_999_999_999_999

  /// The readings of `value` counted plainly: 4 よん, 7 なな, 9 きゅう; 0 ぜろ (also れい).
  public static func reading(of value: UInt128) throws(ReadingError) -> Reading {
    if value == 0 { return Reading(canonical: "ぜろ", alternatives: ["れい"]) }
    return try FastReading.reading(value, nil)
  }

  /// The readings of `value` followed by `counter`, the sound change applied to the last word:
  /// 3本 さんぼん, 300本 さんびゃっぽん, 10000本 いちまんぼん.
  public static func reading(of value: UInt128, _ counter: Counter) throws(ReadingError) -> Reading {
    if let forms = try exactForms(value, counter) { return Reading(accepted: forms) }
    if value == 0 {
      return Reading(accepted: ["ぜろ" + counter.kana, "れい" + counter.kana])
    }
    return try FastReading.reading(value, counter)
  }

  /// The canonical reading alone, without building the alternatives; the same string as
  /// `reading(of:_:).canonical`.
  public static func canonical(of value: UInt128, _ counter: Counter? = nil) throws(ReadingError) -> String {
    if let counter, let forms = try exactForms(value, counter) { return forms[0] }
    if value == 0 { return "ぜろ" + (counter?.kana ?? "") }
    return try FastReading.canonical(value, counter)
  }

  private static func exactForms(_ value: UInt128, _ counter: Counter) throws(ReadingError) -> [String]? {
    if value <= UInt128(UInt64.max), let forms = counter.exact[UInt64(value)] { return forms }
    if let range = counter.range,
      value > UInt128(range.upperBound) || value < UInt128(range.lowerBound)
    {
      throw .outOfRange(counter: counter.label, range: range)
    }
    return nil
  }

  // MARK: The words of a group

  /// A word inside a group's reading: one that can end a number, or a doubled-consonant
  /// multiplier (いっ, ろっ, はっ) that only ever precedes 千 or 百.
  enum GroupWord {
    case word(Word)
    case geminate(String)

    var kana: String {
      switch self {
      case .word(let word): word.kana
      case .geminate(let kana): kana
      }
    }
  }

  /// The words of one group of up to four digits. When a unit (万, 億 …) follows, a leading 千
  /// is いっせん: 10,000,000 いっせんまん, but 1,000 is せん.
  static func words(ofGroup group: UInt64, multiplied: Bool) -> [GroupWord] {
    let t = Int(group / 1000), h = Int(group / 100 % 10), e = Int(group / 10 % 10), o = Int(group % 10)
    var words: [GroupWord] = []
    switch t {
    case 0: break
    case 1: words += multiplied ? [.geminate("いっ"), .word(.sen)] : [.word(.sen)]
    case 3: words += [.word(.san), .word(.zen)]
    case 8: words += [.geminate("はっ"), .word(.sen)]
    default: words += [.word(.digit(t)), .word(.sen)]
    }
    switch h {
    case 0: break
    case 1: words += [.word(.hyaku)]
    case 3: words += [.word(.san), .word(.byaku)]
    case 6: words += [.geminate("ろっ"), .word(.pyaku)]
    case 8: words += [.geminate("はっ"), .word(.pyaku)]
    default: words += [.word(.digit(h)), .word(.hyaku)]
    }
    if e > 1 { words.append(.word(.digit(e))) }
    if e > 0 { words.append(.word(.juu)) }
    if o > 0 { words.append(.word(.digit(o))) }
    return words
  }
}
