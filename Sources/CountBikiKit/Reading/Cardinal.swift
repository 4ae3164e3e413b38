/// Readings of cardinal numbers, alone or with a counter.
public enum Cardinal {
  /// The largest number the engine reads: 10²⁰ − 1 (9999京 9999兆 9999億 9999万 9999).
  public static let maximum: UInt128 = 99_999_999_999_999_999_999

  /// The readings of `value` counted plainly: 4 よん, 7 なな, 9 きゅう; 0 ぜろ (also れい).
  public static func reading(of value: UInt128) throws(ReadingError) -> Reading {
    Reading(accepted: try morphemes(of: value).product())
  }

  /// The readings of `value` followed by `counter`, the sound change applied to the last group:
  /// 3本 さんぼん, 300本 さんびゃっぽん, 10000本 いちまんぼん.
  public static func reading(of value: UInt128, _ counter: Counter) throws(ReadingError) -> Reading {
    if value <= UInt128(UInt64.max), let forms = counter.exact[UInt64(value)] {
      return Reading(accepted: forms)
    }
    if let range = counter.range, value > UInt128(range.upperBound) || value < UInt128(range.lowerBound) {
      throw .outOfRange(counter: counter.label, range: range)
    }
    var words = try morphemes(of: value)
    words.attach(counter)
    return Reading(accepted: words.product())
  }

  /// The canonical reading alone, without building the alternatives; the same string as
  /// `reading(of:_:).canonical`.
  public static func canonical(of value: UInt128, _ counter: Counter? = nil) throws(ReadingError) -> String {
    if let counter {
      if value <= UInt128(UInt64.max), let forms = counter.exact[UInt64(value)] { return forms[0] }
      if let range = counter.range, value > UInt128(range.upperBound) || value < UInt128(range.lowerBound) {
        throw .outOfRange(counter: counter.label, range: range)
      }
    }
    var words = try morphemes(of: value, canonicalOnly: true)
    if let counter { words.attach(counter) }
    var text = ""
    text.reserveCapacity(64)
    for word in words.items { text += word.forms[0] }
    return text
  }

  // MARK: Building the words

  private static let digitKana = ["", "いち", "に", "さん", "よん", "ご", "ろく", "なな", "はち", "きゅう"]
  /// The multiplier and the 百 it precedes: さんびゃく, ろっぴゃく, はっぴゃく.
  private static let hundreds: [(String, String)] = [
    ("", ""), ("", "ひゃく"), ("に", "ひゃく"), ("さん", "びゃく"), ("よん", "ひゃく"), ("ご", "ひゃく"),
    ("ろっ", "ぴゃく"), ("なな", "ひゃく"), ("はっ", "ぴゃく"), ("きゅう", "ひゃく"),
  ]
  /// The multiplier and the 千 it precedes: さんぜん, はっせん.
  private static let thousands: [(String, String)] = [
    ("", ""), ("", "せん"), ("に", "せん"), ("さん", "ぜん"), ("よん", "せん"), ("ご", "せん"),
    ("ろく", "せん"), ("なな", "せん"), ("はっ", "せん"), ("きゅう", "せん"),
  ]
  private static let units: [Counter] = [.kei, .chou, .oku, .man]

  static func morphemes(of value: UInt128, canonicalOnly: Bool = false) throws(ReadingError) -> Words {
    guard value <= maximum else { throw .tooLarge }
    var words = Words()
    if value == 0 {
      words.items.append(Morpheme(canonicalOnly ? ["ぜろ"] : ["ぜろ", "れい"], ending: 0))
      return words
    }
    // Split into four-digit groups without 128-bit division where 64 bits suffice.
    var groups = [UInt64](repeating: 0, count: 5)
    if value <= UInt128(UInt64.max) {
      var rest = UInt64(value)
      for index in stride(from: 4, through: 0, by: -1) {
        groups[index] = rest % 10_000
        rest /= 10_000
      }
    } else {
      var rest = value
      for index in stride(from: 4, through: 0, by: -1) {
        groups[index] = UInt64(rest % 10_000)
        rest /= 10_000
      }
    }
    for index in 0..<5 where groups[index] != 0 {
      let multiplied = index < 4
      appendGroup(groups[index], multiplied: multiplied, to: &words)
      if multiplied { words.attach(units[index]) }
    }
    return words
  }

  /// One group of up to four digits. When a unit (万, 億 …) follows, a leading 千 is いっせん:
  /// 10,000,000 いっせんまん, but 1,000 is せん.
  private static func appendGroup(_ group: UInt64, multiplied: Bool, to words: inout Words) {
    let t = Int(group / 1000), h = Int(group / 100 % 10), e = Int(group / 10 % 10), o = Int(group % 10)
    if t > 0 {
      let (prefix, word) = thousands[t]
      let lead = (t == 1 && multiplied) ? "いっ" : prefix
      if !lead.isEmpty { words.items.append(Morpheme([lead], ending: UInt64(t))) }
      words.items.append(Morpheme([word], ending: 1000))
    }
    if h > 0 {
      let (prefix, word) = hundreds[h]
      if !prefix.isEmpty { words.items.append(Morpheme([prefix], ending: UInt64(h))) }
      words.items.append(Morpheme([word], ending: 100))
    }
    if e > 0 {
      if e > 1 { words.items.append(Morpheme([digitKana[e]], ending: UInt64(e))) }
      words.items.append(Morpheme(["じゅう"], ending: 10))
    }
    if o > 0 {
      words.items.append(Morpheme([digitKana[o]], ending: UInt64(o)))
    }
  }

  /// The plain reading of each ending that a counter's `changes` are written against.
  static func endingKana(_ ending: UInt64) -> String {
    switch ending {
    case 0: return "ぜろ"
    case 1...9: return digitKana[Int(ending)]
    case 10: return "じゅう"
    case 100: return "ひゃく"
    case 1000: return "せん"
    case 10_000: return "まん"
    case 100_000_000: return "おく"
    case 1_000_000_000_000: return "ちょう"
    default: return "けい"
    }
  }
}

/// One word of a number's reading — a digit, じゅう, ひゃく, せん or a unit — with its spellings and
/// the number it stands for, which decides the sound change of whatever follows it.
struct Morpheme {
  var forms: [String]
  var ending: UInt64

  init(_ forms: [String], ending: UInt64) {
    self.forms = forms
    self.ending = ending
  }
}

/// The words of a reading, in order.
struct Words {
  var items: [Morpheme] = []

  init() { items.reserveCapacity(16) }

  /// Appends a counter or unit after the last word, applying its sound change to that word.
  mutating func attach(_ counter: Counter) {
    guard var last = items.popLast() else { return }
    let newEnding: UInt64 = Words.endingOfUnit[counter.label] ?? last.ending
    if let changes = counter.changes[last.ending] {
      let plain = Cardinal.endingKana(last.ending)
      var forms: [String] = []
      forms.reserveCapacity(last.forms.count * changes.count)
      for word in last.forms {
        for change in changes {
          forms.append(Words.apply(change, to: word, plain: plain))
        }
      }
      last.forms = forms
    } else {
      last.forms = last.forms.map { $0 + counter.kana }
    }
    last.ending = newEnding
    items.append(last)
  }

  private static let endingOfUnit: [String: UInt64] = [
    "万": 10_000, "億": 100_000_000, "兆": 1_000_000_000_000, "京": 10_000_000_000_000_000,
  ]

  /// `change` is written for the plain ending (`ひゃっぽん` for 百); `word` is the actual last word,
  /// which may carry an earlier unit (いちまん) or a voiced first kana (さん|びゃく, さん|ぜん).
  static func apply(_ change: String, to word: String, plain: String) -> String {
    if word == plain { return change }
    if word.hasSuffix(plain) { return String(word.dropLast(plain.count)) + change }
    // びゃく/ぴゃく for ひゃく, ぜん for せん: keep the word's own first kana.
    return String(word.prefix(1)) + String(change.dropFirst())
  }

  /// Every combination of the words' spellings, the all-canonical one first.
  func product() -> [String] {
    var results = [""]
    for item in items {
      if item.forms.count == 1 {
        for index in results.indices { results[index] += item.forms[0] }
      } else {
        results = results.flatMap { prefix in item.forms.map { prefix + $0 } }
      }
    }
    return results
  }
}
