/// The inverse of the cardinal reading: kana (hiragana or katakana) → number.
///
/// It is written independently of the reading tables, from the grammar of Japanese numbers, so
/// that a round trip number → reading → number checks both. It accepts only readings with the
/// right sound changes (さんびゃく, not さんひゃく), because a learner who types a reading should
/// be told when it is wrong. It accepts the colloquial せんまん for 一千万, both じゅっ/じっ, and
/// しち as well as なな for 7 (にじゅうしち, しちじゅう), which Japanese speakers say as often, and a
/// final し or く for 4 or 9 (じゅうし, きゅうじゅうく), as in counting aloud, but nowhere else.
public enum KanaNumber {
  /// The number `kana` reads, or nil.
  public static func value(of kana: String) -> UInt128? {
    guard let tokens = tokenize(Kana.hiragana(kana)), !tokens.isEmpty else { return nil }
    if tokens == [.zero] { return 0 }
    var parser = Parser(tokens: tokens)
    return parser.number()
  }

  /// Whether `kana` (hiragana) starts with a word of a number, as さん, よん or じゅう: kana that
  /// does not is no attempt at a number at all.
  static func startsWithNumberWord(_ kana: String) -> Bool {
    let chars = Array(kana)
    guard let first = chars.first else { return false }
    return (wordsByFirst[first] ?? []).contains { chars.starts(with: $0.0) }
  }

  enum Token: Equatable {
    /// A digit word: value, and whether it is the doubled-consonant form (いっ, ろっ, はっ).
    case digit(Int, geminate: Bool)
    case zero
    /// じゅう, or じゅっ / じっ (geminate).
    case ten(geminate: Bool)
    /// ひゃく / びゃく / ぴゃく (voicing: 0 plain, 1 voiced, 2 half-voiced), or ひゃっ.
    case hundred(voicing: Int, geminate: Bool)
    /// せん / ぜん.
    case thousand(voiced: Bool)
    /// 万 億 兆 京 as their power of ten.
    case unit(Int)
  }

  private static let words: [(String, Token)] = [
    ("いち", .digit(1, geminate: false)), ("いっ", .digit(1, geminate: true)),
    ("に", .digit(2, geminate: false)), ("さん", .digit(3, geminate: false)),
    ("よん", .digit(4, geminate: false)), ("ご", .digit(5, geminate: false)),
    ("ろく", .digit(6, geminate: false)), ("ろっ", .digit(6, geminate: true)),
    ("なな", .digit(7, geminate: false)), ("しち", .digit(7, geminate: false)),
    ("はち", .digit(8, geminate: false)),
    ("はっ", .digit(8, geminate: true)), ("きゅう", .digit(9, geminate: false)),
    ("し", .digit(4, geminate: false)), ("く", .digit(9, geminate: false)),
    ("ぜろ", .zero), ("れい", .zero),
    ("じゅう", .ten(geminate: false)), ("じゅっ", .ten(geminate: true)), ("じっ", .ten(geminate: true)),
    ("ひゃく", .hundred(voicing: 0, geminate: false)), ("びゃく", .hundred(voicing: 1, geminate: false)),
    ("ぴゃく", .hundred(voicing: 2, geminate: false)), ("ひゃっ", .hundred(voicing: 0, geminate: true)),
    ("びゃっ", .hundred(voicing: 1, geminate: true)), ("ぴゃっ", .hundred(voicing: 2, geminate: true)),
    ("せん", .thousand(voiced: false)), ("ぜん", .thousand(voiced: true)),
    ("まん", .unit(4)), ("おく", .unit(8)), ("ちょう", .unit(12)), ("けい", .unit(16)),
  ].sorted { $0.0.count > $1.0.count }

  /// `words` by their first character, longest first within each, so that a position is
  /// matched against the few words that can start there.
  private static let wordsByFirst: [Character: [([Character], Token)]] = Dictionary(
    grouping: words.map { (Array($0.0), $0.1) }, by: { $0.0[0] })

  /// Words that are a number only at the very end of the reading: し (4) and く (9).
  private static let finalOnly: Set<[Character]> = [["し"], ["く"]]

  static func tokenize(_ text: String) -> [Token]? {
    let chars = Array(text)
    var tokens: [Token] = []
    var index = 0
    outer: while index < chars.count {
      candidates: for (word, token) in wordsByFirst[chars[index]] ?? [] {
        guard chars.count - index >= word.count else { continue }
        if finalOnly.contains(word), index + word.count != chars.count { continue }
        for offset in 1..<word.count where chars[index + offset] != word[offset] {
          continue candidates
        }
        tokens.append(token)
        index += word.count
        continue outer
      }
      return nil
    }
    return tokens
  }

  private struct Parser {
    let tokens: [Token]
    var index = 0

    var current: Token? { index < tokens.count ? tokens[index] : nil }

    /// section (unit section)* with units strictly decreasing.
    mutating func number() -> UInt128? {
      var total: UInt128 = 0
      var lastUnit = 20
      while index < tokens.count {
        guard let (section, geminateEnd) = self.section() else { return nil }
        if case .unit(let power) = current {
          guard power < lastUnit else { return nil }
          // 兆 and 京 start with a consonant that doubles after いっ, はっ, じゅっ (and ろっ, ひゃっ for 京);
          // 万 and 億 never double the sound before them.
          if geminateEnd.isGeminate {
            switch power {
            case 12: guard geminateEnd.allowedBeforeChou else { return nil }
            case 16: guard geminateEnd.allowedBeforeKei else { return nil }
            default: return nil
            }
          } else if geminateEnd.mustGeminate(power: power) {
            return nil
          }
          index += 1
          total += section * PowerOfTen.of(power)
          lastUnit = power
        } else {
          guard index == tokens.count, !geminateEnd.isGeminate else { return nil }
          total += section
        }
      }
      return total
    }

    /// How a section ended, which decides whether 兆/京 may follow and in which form.
    struct Ending {
      var lastDigit: Int  // 1–9 for a final digit, 10, 100, 1000
      var isGeminate: Bool
      var allowedBeforeChou: Bool { [1, 8, 10].contains(lastDigit) }
      var allowedBeforeKei: Bool { [1, 6, 8, 10, 100].contains(lastDigit) }
      func mustGeminate(power: Int) -> Bool {
        switch power {
        case 12: return allowedBeforeChou
        case 16: return allowedBeforeKei
        default: return false
        }
      }
    }

    /// [d せん] [d ひゃく] [d じゅう] [d]; a section has a value 1–9999.
    mutating func section() -> (UInt128, Ending)? {
      var value: UInt128 = 0
      var ending = Ending(lastDigit: 0, isGeminate: false)
      var sawAny = false
      // Thousands.
      if let (d, thousandIndex) = multiplier(before: {
        if case .thousand = $0 { true } else { false }
      }) {
        guard case .thousand(let voiced) = tokens[thousandIndex] else { return nil }
        let digitToken: Token? = d.map { _ in tokens[index] }
        switch digitToken {
        case nil: guard !voiced else { return nil }
        case .digit(1, geminate: true)?:
          // いっせん only before a unit (いっせんまん); 1000 alone is せん.
          guard !voiced, isUnit(at: followingEnd(from: thousandIndex + 1)) else { return nil }
        case .digit(3, geminate: false)?: guard voiced else { return nil }
        case .digit(8, geminate: true)?: guard !voiced else { return nil }
        case .digit(let n, geminate: false)? where [2, 4, 5, 6, 7, 9].contains(n):
          guard !voiced else { return nil }
        default: return nil
        }
        value += UInt128(d ?? 1) * 1000
        index = thousandIndex + 1
        ending = Ending(lastDigit: 1000, isGeminate: false)
        sawAny = true
      }
      // Hundreds.
      if let (d, hundredIndex) = multiplier(before: {
        if case .hundred = $0 { true } else { false }
      }) {
        guard case .hundred(let voicing, let geminate) = tokens[hundredIndex] else { return nil }
        let digitToken: Token? = d.map { _ in tokens[index] }
        switch digitToken {
        case nil: guard voicing == 0 else { return nil }
        case .digit(3, geminate: false)?: guard voicing == 1 else { return nil }
        case .digit(6, geminate: true)?, .digit(8, geminate: true)?:
          guard voicing == 2 else { return nil }
        case .digit(let n, geminate: false)? where [2, 4, 5, 7, 9].contains(n):
          guard voicing == 0 else { return nil }
        default: return nil
        }
        value += UInt128(d ?? 1) * 100
        index = hundredIndex + 1
        ending = Ending(lastDigit: 100, isGeminate: geminate)
        sawAny = true
        if geminate { return (value, ending) }
      }
      // Tens.
      if let (d, tenIndex) = multiplier(before: { if case .ten = $0 { true } else { false } }) {
        guard case .ten(let geminate) = tokens[tenIndex] else { return nil }
        if let d {
          guard case .digit(let n, geminate: false) = tokens[index], n == d, n >= 2 else {
            return nil
          }
        }
        value += UInt128(d ?? 1) * 10
        index = tenIndex + 1
        ending = Ending(lastDigit: 10, isGeminate: geminate)
        sawAny = true
        if geminate { return (value, ending) }
      }
      // Ones.
      if case .digit(let n, let geminate)? = current {
        value += UInt128(n)
        index += 1
        ending = Ending(lastDigit: n, isGeminate: geminate)
        sawAny = true
      }
      return sawAny ? (value, ending) : nil
    }

    /// If the tokens at `index` are an optional plain digit followed by a token matching
    /// `isWord`, the digit (nil when absent) and the word's position.
    private func multiplier(before isWord: (Token) -> Bool) -> (Int?, Int)? {
      guard let token = current else { return nil }
      if isWord(token) { return (nil, index) }
      if case .digit(let n, _) = token, index + 1 < tokens.count, isWord(tokens[index + 1]) {
        return (n, index + 1)
      }
      return nil
    }

    private func followingEnd(from position: Int) -> Int {
      var p = position
      while p < tokens.count {
        if case .unit = tokens[p] { return p }
        p += 1
      }
      return p
    }

    private func isUnit(at position: Int) -> Bool {
      guard position < tokens.count, case .unit = tokens[position] else { return false }
      return true
    }
  }
}
