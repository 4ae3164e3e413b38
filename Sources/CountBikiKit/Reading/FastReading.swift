/// The common case of `Cardinal`, fast: group readings are looked up, not built, and only the last
/// word of the number is left open for the counter's sound change.
///
/// It gives the same strings as `Cardinal.Builder`, which remains the general path for the rare
/// numbers whose big units have more than one accepted form (10兆 じゅっちょう/じっちょう) and for 0.
enum FastReading {
  /// The reading of a four-digit group (1–9999) up to its last word, and that last word.
  struct Group {
    let head: String
    let last: Word
  }

  /// Index 0: groups read alone (1000 せん); index 1: groups followed by a unit (1000万 いっせんまん).
  static let groups: [[Group]] = [false, true].map { multiplied in
    (0..<10_000).map { value in
      var words = Cardinal.words(ofGroup: UInt64(value), multiplied: multiplied)
      guard let last = words.popLast(), case .word(let word) = last else {
        return Group(head: "", last: .zero)
      }
      return Group(head: words.map(\.kana).joined(), last: word)
    }
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

  /// For each unit, each group's whole canonical reading before that unit (1 before 兆: いっ);
  /// the unit's own word is left to the caller.
  static let groupsBeforeUnit: [[String]] = unitPrefixes.map { prefixes in
    groups[1].map { group in group.head + prefixes[group.last.rawValue][0] }
  }

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

  /// Writes all but the last word; returns the last word.
  @inline(__always)
  private static func head(_ value: UInt128, into text: inout Text, canonicalOnly: Bool) throws(ReadingError) -> Word {
    guard value <= Cardinal.maximum else { throw .tooLarge }
    var g0: Int, g1: Int, g2: Int, g3: Int, g4: Int
    if value <= UInt128(UInt64.max) {
      let v = UInt64(value)
      g0 = Int(v / 10_000_000_000_000_000)
      g1 = Int(v / 1_000_000_000_000 % 10_000)
      g2 = Int(v / 100_000_000 % 10_000)
      g3 = Int(v / 10_000 % 10_000)
      g4 = Int(v % 10_000)
    } else {
      let low = UInt64(value % 10_000_000_000_000_000)
      g0 = Int(value / 10_000_000_000_000_000)
      g1 = Int(low / 1_000_000_000_000 % 10_000)
      g2 = Int(low / 100_000_000 % 10_000)
      g3 = Int(low / 10_000 % 10_000)
      g4 = Int(low % 10_000)
    }
    var pending: Word?
    @inline(__always) func unitGroup(_ index: Int, _ group: Int) {
      guard group != 0 else { return }
      if let pending { text.append(pending.kana) }
      let choices = unitPrefixes[index][groups[1][group].last.rawValue]
      if choices.count == 1 || canonicalOnly {
        text.append(groupsBeforeUnit[index][group])
      } else {
        text.branch(head: groups[1][group].head, choices)
      }
      pending = unitWords[index]
    }
    unitGroup(0, g0)
    unitGroup(1, g1)
    unitGroup(2, g2)
    unitGroup(3, g3)
    if g4 != 0 {
      if let pending { text.append(pending.kana) }
      let reading = groups[0][g4]
      text.append(reading.head)
      pending = reading.last
    }
    return pending!
  }

  /// The canonical reading, with `counter` if given; `value` is not 0.
  static func canonical(_ value: UInt128, _ counter: Counter?) throws(ReadingError) -> String {
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

  /// Every accepted reading, canonical first; `value` is not 0.
  static func reading(_ value: UInt128, _ counter: Counter?) throws(ReadingError) -> Reading {
    var text = Text()
    let last = try head(value, into: &text, canonicalOnly: false)
    if let counter, let forms = counter.table[last.rawValue], forms.count > 1 {
      if text.variants == nil {
        let head = text.canonical
        return Reading(canonical: head + forms[0], alternatives: forms.dropFirst().map { head + $0 })
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
