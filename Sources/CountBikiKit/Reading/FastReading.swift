/// How `Cardinal` writes a reading: group by group (four digits each, from the place table),
/// with only the last word of the number left open for the counter's sound change.
///
/// Two paths give the same strings. The general one appends strings word by word and tracks
/// every choice (10京10兆: じゅっけい/じっけい and じゅっちょう/じっちょう; 1100万
/// せんひゃくまん/いっせんひゃくまん); it reads a process's first numbers and is the reference
/// the tests hold the packed one to. The packed one (`Packed`) copies bytes from tables built
/// once a process has read many numbers, several times faster.
enum FastReading {
  /// The reading of a four-digit group (1–9999) up to its last word, and that last word.
  struct Group {
    let head: String
    let last: Word
  }

  /// The reading of group `value` (1–9999), alone (1000 せん) or before a unit (1000万 いっせんまん).
  static func group(_ value: Int, multiplied: Bool, issen: Bool? = nil) -> Group {
    var words = Cardinal.words(ofGroup: UInt64(value), multiplied: multiplied, issen: issen)
    guard let last = words.popLast(), case .word(let word) = last else {
      return Group(head: "", last: .zero)
    }
    return Group(head: words.map(\.kana).joined(), last: word)
  }

  /// For each unit (京 兆 億 万, in that order) and each last word of the group before it: the
  /// accepted texts that replace that word before the unit (いち → いっ before 兆; じゅう →
  /// じゅっ, じっ), canonical first.
  static let unitPrefixes: [[[String]]] = [Counter.kei, .chou, .oku, .man].map { unit in
    Word.allCases.map { word in
      guard let forms = unit.table[word.rawValue] else { return [word.kana] }
      return forms.map { String($0.dropLast(unit.kana.count)) }
    }
  }
  static let unitWords: [Word] = [.kei, .chou, .oku, .man]

  /// The text of a reading being written: the canonical one, and all accepted ones once a unit
  /// has offered a choice (じゅっちょう/じっちょう), which few numbers do.
  struct Text {
    var canonical = ""
    var variants: [String]?

    init() { canonical.reserveCapacity(96) }

    @inline(__always)
    mutating func append(_ piece: String) {
      canonical += piece
      if variants != nil { for index in variants!.indices { variants![index] += piece } }
    }

    mutating func branch(head: String, _ choices: [String]) {
      variants = (variants ?? [canonical]).flatMap { prefix in choices.map { prefix + head + $0 } }
      canonical += head + choices[0]
    }
  }

  /// The five four-digit groups of `value` (京, 兆, 億, 万, ones), with 64-bit division wherever
  /// the value allows it.
  @inline(__always)
  static func groups(of value: UInt128) -> (Int, Int, Int, Int, Int) {
    if value <= UInt128(UInt64.max) {
      let v = UInt64(value)
      return (
        Int(v / 10_000_000_000_000_000), Int(v / 1_000_000_000_000 % 10_000),
        Int(v / 100_000_000 % 10_000), Int(v / 10_000 % 10_000), Int(v % 10_000)
      )
    }
    let low = UInt64(value % 10_000_000_000_000_000)
    return (
      Int(value / 10_000_000_000_000_000), Int(low / 1_000_000_000_000 % 10_000),
      Int(low / 100_000_000 % 10_000), Int(low / 10_000 % 10_000), Int(low % 10_000)
    )
  }

  /// Writes all but the last word; returns the last word.
  @inline(__always)
  private static func head(_ value: UInt128, into text: inout Text, canonicalOnly: Bool)
    throws(ReadingError) -> Word
  {
    guard value <= Cardinal.maximum else { throw .tooLarge }
    let (g0, g1, g2, g3, g4) = groups(of: value)
    var pending: Word?
    @inline(__always) func unitGroup(_ index: Int, _ group: Int) {
      guard group != 0 else { return }
      if let pending { text.append(pending.kana) }
      let reading = self.group(group, multiplied: true)
      var choices = unitPrefixes[index][reading.last.rawValue].map { reading.head + $0 }
      if !canonicalOnly, Cardinal.hasThousandChoice(group) {
        let other = self.group(group, multiplied: true, issen: !Cardinal.saysIssen(group))
        choices += unitPrefixes[index][other.last.rawValue].map { other.head + $0 }
      }
      if choices.count == 1 || canonicalOnly {
        text.append(choices[0])
      } else {
        text.branch(head: "", choices)
      }
      pending = unitWords[index]
    }
    unitGroup(0, g0)
    unitGroup(1, g1)
    unitGroup(2, g2)
    unitGroup(3, g3)
    if g4 != 0 {
      if let pending { text.append(pending.kana) }
      let reading = group(g4, multiplied: false)
      text.append(reading.head)
      pending = reading.last
    }
    return pending!
  }

  /// The canonical reading, with `counter` if given; `value` is not 0. Built with strings: the
  /// reference for `Packed`.
  static func generalCanonical(_ value: UInt128, _ counter: Counter?) throws(ReadingError) -> String
  {
    var text = Text()
    let last = try head(value, into: &text, canonicalOnly: true)
    if let counter, let forms = counter.table[last.rawValue] {
      text.append(forms[0])
    } else {
      text.append(last.kana)
      if let counter { text.append(counter.kana) }
    }
    return text.canonical
  }

  /// Every accepted reading, canonical first; `value` is not 0. Built with strings: the
  /// reference for `Packed`.
  static func generalReading(_ value: UInt128, _ counter: Counter?) throws(ReadingError) -> Reading
  {
    var text = Text()
    let last = try head(value, into: &text, canonicalOnly: false)
    if let counter, let forms = counter.table[last.rawValue], forms.count > 1 {
      if text.variants == nil {
        let head = text.canonical
        return Reading(
          canonical: head + forms[0], alternatives: forms.dropFirst().map { head + $0 })
      }
      text.branch(head: "", forms)
    } else if let counter, let forms = counter.table[last.rawValue] {
      text.append(forms[0])
    } else {
      text.append(last.kana)
      if let counter { text.append(counter.kana) }
    }
    guard let variants = text.variants else { return Reading(canonical: text.canonical) }
    return Reading(canonical: variants[0], alternatives: Array(variants.dropFirst()))
  }
}
