/// Readings of cardinal numbers, alone or with a counter.
public enum Cardinal {
  /// The largest number the engine reads: 10²⁰ − 1 (9999京 9999兆 9999億 9999万 9999).
  public static let maximum: UInt128 = 99_999_999_999_999_999_999

  /// The readings of `value` counted plainly: 4 よん, 7 なな, 9 きゅう; 0 ぜろ (also れい). A final
  /// 4, 7 or 9 may also be said し, しち, く (99 きゅうじゅうく), as in counting aloud.
  public static func reading(of value: UInt128) throws(ReadingError) -> Reading {
    if value == 0 { return Reading(canonical: "ぜろ", alternatives: ["れい"]) }
    return try FastReading.reading(value, .plain)
  }

  /// The readings of `value` followed by `counter`, the sound change applied to the last word:
  /// 3本 さんぼん, 300本 さんびゃっぽん, 10000本 いちまんぼん.
  public static func reading(of value: UInt128, _ counter: Counter) throws(ReadingError) -> Reading
  {
    let reading: Reading
    if let forms = try exactForms(value, counter) {
      reading = Reading(accepted: forms)
    } else if value == 0 {
      reading = Reading(accepted: ["ぜろ" + counter.kana, "れい" + counter.kana])
    } else {
      reading = try FastReading.reading(value, counter)
    }
    guard counter.fullName != nil || counter.digitwise else { return reading }
    var forms = reading.accepted
    if let full = counter.fullName { forms += forms.map { $0 + full } }
    if counter.digitwise, (100...9999).contains(value), String(value).contains("0") {
      let digits = String(value).map { DigitString.roomWords[$0.wholeNumberValue!] }
      forms.append(digits.joined() + counter.kana)
    }
    return Reading(accepted: forms)
  }

  /// The canonical reading alone, without building the alternatives; the same string as
  /// `reading(of:_:).canonical`.
  public static func canonical(of value: UInt128, _ counter: Counter? = nil) throws(ReadingError)
    -> String
  {
    if let counter, let forms = try exactForms(value, counter) { return forms[0] }
    if value == 0 { return "ぜろ" + (counter?.kana ?? "") }
    return try FastReading.canonical(value, counter)
  }

  static func exactForms(_ value: UInt128, _ counter: Counter) throws(ReadingError)
    -> [String]?
  {
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

  /// One place of a group (千, 百, 十 or the ones) for one digit: the multiplier before the
  /// place's word (さん in さんびゃく; none for 1), the word, and the sound pattern that changed
  /// either of them, if any.
  struct Place {
    let multiplier: GroupWord?
    let word: Word
    var pattern: SoundPattern? = nil
  }

  /// Places by power (3 thousands … 0 ones) and digit: さんぜん, はっせん, さんびゃく, ろっぴゃく,
  /// はっぴゃく; 1 multiplies without a word (せん, ひゃく, じゅう).
  static let places: [[Place?]] = [
    (0...9).map { d in d == 0 ? nil : Place(multiplier: nil, word: .digit(d)) },
    (0...9).map { d in d == 0 ? nil : Place(multiplier: d == 1 ? nil : .word(.digit(d)), word: .juu)
    },
    (0...9).map { d in
      switch d {
      case 0: nil
      case 1: Place(multiplier: nil, word: .hyaku)
      case 3: Place(multiplier: .word(.san), word: .byaku, pattern: .sanbyaku)
      case 6: Place(multiplier: .geminate("ろっ"), word: .pyaku, pattern: .roppyaku)
      case 8: Place(multiplier: .geminate("はっ"), word: .pyaku, pattern: .happyaku)
      default: Place(multiplier: .word(.digit(d)), word: .hyaku)
      }
    },
    (0...9).map { d in
      switch d {
      case 0: nil
      case 1: Place(multiplier: nil, word: .sen)
      case 3: Place(multiplier: .word(.san), word: .zen, pattern: .sanzen)
      case 8: Place(multiplier: .geminate("はっ"), word: .sen, pattern: .hassen)
      default: Place(multiplier: .word(.digit(d)), word: .sen)
      }
    },
  ]

  /// The places of one group of up to four digits, highest first. When a unit (万, 億 …)
  /// follows, a leading 千 may be いっせん; `issen` says whether it is, by default only for a round
  /// 千 (`saysIssen`).
  static func places(ofGroup group: Int, multiplied: Bool, issen: Bool? = nil) -> [Place] {
    var result: [Place] = []
    result.reserveCapacity(4)
    var power = 1000
    for place in stride(from: 3, through: 0, by: -1) {
      let digit = group / power % 10
      power /= 10
      guard let entry = places[place][digit] else { continue }
      if place == 3, digit == 1, multiplied, issen ?? saysIssen(group) {
        result.append(Place(multiplier: .geminate("いっ"), word: .sen, pattern: .issen))
      } else {
        result.append(entry)
      }
    }
    return result
  }

  /// Whether a leading 千 before a unit is said いっせん in the canonical reading: for a round 千
  /// (1000万 いっせんまん, 1000億 いっせんおく), while 千 with more digits after it is せん
  /// (1100万 せんひゃくまん). Either form is accepted wherever the other is canonical. Source: NHK
  /// 放送文化研究所, 『NHK日本語発音アクセント新辞典』 (2016), appendix on numerals: 1000万
  /// イッセンマン, センマン also heard.
  static func saysIssen(_ group: Int) -> Bool { group == 1000 }

  /// Whether a group before a unit has a leading 千 that can be said both せん and いっせん.
  static func hasThousandChoice(_ group: Int) -> Bool { (1000...1999).contains(group) }

  /// The words of one group, as `places(ofGroup:multiplied:issen:)` spelled out.
  static func words(ofGroup group: UInt64, multiplied: Bool, issen: Bool? = nil) -> [GroupWord] {
    places(ofGroup: Int(group), multiplied: multiplied, issen: issen).flatMap { place in
      (place.multiplier.map { [$0] } ?? []) + [.word(place.word)]
    }
  }
}
