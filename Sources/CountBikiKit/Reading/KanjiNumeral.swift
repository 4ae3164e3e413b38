/// Numbers written in kanji: 千二百三十四 (1234), 三億五千万, and positional 二〇二四 (2024).
public enum KanjiNumeral {
  private static let digits: [Character: UInt128] = [
    "〇": 0, "零": 0, "一": 1, "二": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
  ]
  private static let small: [Character: UInt128] = ["十": 10, "百": 100, "千": 1000]
  private static let large: [Character: UInt128] = [
    "万": 10_000, "億": 100_000_000, "兆": 1_000_000_000_000, "京": 10_000_000_000_000_000,
  ]

  /// The value of the whole text, or nil when it is not a well-formed kanji numeral.
  public static func value(of text: String) -> UInt128? {
    let chars = Array(text)
    guard let (value, length) = prefixValue(of: chars[...]), length == chars.count else { return nil }
    return value
  }

  /// The value of the longest kanji numeral at the start of `chars`, and how many characters it
  /// takes; nil when it does not start with one.
  static func prefixValue(of chars: ArraySlice<Character>) -> (UInt128, Int)? {
    let start = chars.startIndex
    var index = start
    // Positional: two or more plain digits (二〇二四).
    while index < chars.endIndex, digits[chars[index]] != nil { index += 1 }
    if index - start >= 2, index == chars.endIndex || (small[chars[index]] == nil && large[chars[index]] == nil) {
      var value: UInt128 = 0
      for c in chars[start..<index] {
        // Past what UInt128 holds the value stays at .max, which every caller finds too large.
        value = value > (.max - 9) / 10 ? .max : value * 10 + digits[c]!
      }
      return (value, index - start)
    }
    index = start
    var total: UInt128 = 0
    var section: UInt128 = 0
    var lastLarge: UInt128 = .max
    var lastSmall: UInt128 = .max
    var pending: UInt128?
    var consumed = 0
    while index < chars.endIndex {
      let c = chars[index]
      if let d = digits[c] {
        if pending != nil { break }
        pending = d
      } else if let unit = small[c] {
        guard unit < lastSmall, pending != 0 else { break }
        section += (pending ?? 1) * unit
        pending = nil
        lastSmall = unit
      } else if let unit = large[c] {
        let amount = section + (pending ?? 0)
        guard unit < lastLarge, amount > 0 else { break }
        total += amount * unit
        section = 0
        pending = nil
        lastLarge = unit
        lastSmall = .max
      } else {
        break
      }
      index += 1
      if pending == nil { consumed = index - start }
    }
    if let pending {
      section += pending
      consumed = index - start
    }
    guard consumed > 0 else { return nil }
    return (total + section, consumed)
  }
}
