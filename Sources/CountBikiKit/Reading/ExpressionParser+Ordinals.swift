// Ranks, question words and fractions: 第10回 だいじゅっかい, 何階 なんがい, 2/3 さんぶんのに.

extension ExpressionParser {
  /// 第 and a number (第10回 だいじゅっかい, 第1 だいいち), or 何 and a counter (何人 なんにん); nil,
  /// with nothing consumed, for any other text.
  mutating func ordinalOrQuestion() throws -> Reading? {
    if take("第") {
      let value = try number()
      try checkOrdinal(value, "第")
      let head = said("だい", "第")
      if atEnd { return head + (try bare(value)) }
      return try head + terms(first: value, twelveHour: false)
    }
    guard take("何") else { return nil }
    if let many = try questionOfMany() { return many }
    guard let (label, counter) = counterHere(after: nil) else {
      if atEnd { throw fail("何 needs a counter after it, as in 何階 or 何人") }
      throw fail("“\(rest)” is not a counter countbiki knows")
    }
    guard atEnd else { throw fail("nothing can follow 何\(label)") }
    return try question(label, counter)
  }

  /// 何 + `counter`, as the counter dictionary gives it: なん, and the counter as it sounds after 3
  /// (何本 なんぼん, 何階 なんがい or なんかい, 何分 なんぷん), unless the entry says otherwise (何日
  /// なんにち, 何羽 なんわ or なんば); つ is asked with いくつ.
  private mutating func question(_ label: String, _ counter: Counter) throws -> Reading {
    if counter.label.hasPrefix("つ") { throw fail("何つ is not said; ask いくつ") }
    let tails = counter.question.filter { $0.hasPrefix("なん") }.map { String($0.dropFirst(2)) }
    guard !tails.isEmpty else { throw fail("何\(label) is not said") }
    let change = SoundPattern.ending(of: .san, before: counter.kana, form: "さん" + tails[0])
    _ = said("なん", "何", [.nanCounter])
    _ = said(tails[0], label, change?.followingPatterns ?? [])
    let forms = tails.map { "なん" + $0 }
    // A unit with a full name takes it after 何 too: 何cm なんせんち or なんせんちめーとる.
    return Reading(accepted: forms + (counter.fullName.map { full in forms.map { $0 + full } } ?? []))
  }

  /// 何 + 百, 千, 万 or 億, alone or with a counter: 何百 なんびゃく, 何千 なんぜん, 何万円 なんまんえん,
  /// 何百本 なんびゃっぽん; the unit sounds as after 3 and the counter as after the unit. nil, with
  /// nothing consumed, when no unit follows 何.
  private mutating func questionOfMany() throws -> Reading? {
    let units: [(String, Word)] = [("百", .byaku), ("千", .zen), ("万", .man), ("億", .oku)]
    guard let (mark, word) = units.first(where: { take($0.0) }) else { return nil }
    _ = said("なん", "何", [.nanCounter])
    if atEnd { return said(word.kana, mark) }
    guard let (label, counter) = counterHere(after: nil), atEnd, counter.range == nil else {
      throw fail("何\(mark) takes a counter that counts any number, as in 何\(mark)円")
    }
    let forms = counter.table[word.rawValue] ?? [word.kana + counter.kana]
    _ = said(forms[0], mark + label)
    return Reading(accepted: forms.map { "なん" + $0 })
  }

  /// The rest of a fraction whose first number has been read: `first`/denominator (2/3) or
  /// `first`分の numerator (3分の2), said denominator first: さんぶんのに. nil, with nothing
  /// consumed, when no / or 分の follows.
  mutating func fraction(_ first: UInt128) throws -> Reading? {
    let slash = take("/")
    guard slash || take("分の") else { return nil }
    let second = try number()
    guard atEnd else { throw fail("nothing can follow a fraction") }
    let (numerator, denominator) = slash ? (first, second) : (second, first)
    guard denominator != 0 else { throw fail("a fraction cannot have 0 below the line") }
    guard max(numerator, denominator) <= UInt128(Counter.ordinalRange.upperBound) else {
      throw fail("fractions here stop below 10^16 (1京)")
    }
    let under = try bare(denominator)
    let bun = said("ぶんの", slash ? "/" : "分の", [.fraction])
    return under + bun + (try bare(numerator))
  }

  /// Throws unless `value` can be a rank or an ordinal: 1 up to 10^16 − 1.
  func checkOrdinal(_ value: UInt128, _ label: String) throws {
    if value == 0 {
      throw fail("ranks and ordinals start at 1, as in \(label == "第" ? "第1" : "1" + label)")
    }
    if value > UInt128(Counter.ordinalRange.upperBound) {
      throw fail("ranks and ordinals stop below 10^16 (1京)")
    }
  }

  /// `value` said as in counting, with no second form for a final 4, 7 or 9 (よん, not し).
  /// A value the engine cannot read is an error, never a reading made of its digits.
  private mutating func bare(_ value: UInt128) throws -> Reading {
    if parts != nil { parts! += try Cardinal.parts(of: value, nil) }
    return try Cardinal.reading(of: value, .bare)
  }
}
