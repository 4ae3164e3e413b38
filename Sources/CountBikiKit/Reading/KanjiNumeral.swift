/// Numbers written in kanji: 千二百三十四 (1234), 三億五千万, and positional 二〇二四 (2024).
public enum KanjiNumeral {
  /// The value of the whole text, or nil when it is not a well-formed kanji numeral.
  public static func value(of text: String) -> UInt128? {
    let chars = Array(text)
    guard let (value, length) = prefixValue(of: chars[...]), length == chars.count else {
      return nil
    }
    return value
  }

  /// The value of the longest kanji numeral at the start of `chars`, and how many characters it
  /// takes; nil when it does not start with one.
  static func prefixValue(of chars: ArraySlice<Character>) -> (UInt128, Int)? {
    let start = chars.startIndex
    var index = start
    func digit(_ c: Character) -> UInt128? {
      if case .digit(let d) = Numeral.symbol(c) { return d }
      return nil
    }
    // Positional: two or more plain digits (二〇二四).
    while index < chars.endIndex, digit(chars[index]) != nil { index += 1 }
    if index - start >= 2, index == chars.endIndex || Numeral.symbol(chars[index]) == nil {
      var value: UInt128 = 0
      for c in chars[start..<index] {
        // Past what UInt128 holds the value stays at .max, which every caller finds too large.
        value = value > (.max - 9) / 10 ? .max : value * 10 + digit(c)!
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
    scan: while index < chars.endIndex {
      switch Numeral.symbol(chars[index]) {
      case .digit(let d)?:
        if pending != nil { break scan }
        pending = d
      case .small(let unit)?:
        guard unit < lastSmall, pending != 0 else { break scan }
        section += (pending ?? 1) * unit
        pending = nil
        lastSmall = unit
      case .large(let large)?:
        let unit = large.value
        let amount = section + (pending ?? 0)
        guard unit < lastLarge, amount > 0 else { break scan }
        total += amount * unit
        section = 0
        pending = nil
        lastLarge = unit
        lastSmall = .max
      case nil:
        break scan
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
