/// How `Cardinal` writes a reading: group by group (four digits each, from the place table),
/// with only the last word of the number left open for the counter's sound change.
///
/// Two paths give the same strings. The general one appends strings and tracks every choice;
/// the packed one (`Packed`) copies bytes from precomputed tables and is used for nearly every
/// number. The general one remains for numbers where two big units both offer a choice
/// (10京10兆: じゅっけい/じっけい and じゅっちょう/じっちょう).
enum FastReading {
  /// The reading of a four-digit group (1–9999) up to its last word, and that last word.
  struct Group {
    let head: String
    let last: Word
  }

  /// The reading of group `value` (1–9999), alone (1000 せん) or before a unit (1000万 いっせんまん).
  static func group(_ value: Int, multiplied: Bool) -> Group {
    var words = Cardinal.words(ofGroup: UInt64(value), multiplied: multiplied)
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
  private static func head(_ value: UInt128, into text: inout Text, canonicalOnly: Bool) throws(ReadingError) -> Word {
    guard value <= Cardinal.maximum else { throw .tooLarge }
    let (g0, g1, g2, g3, g4) = groups(of: value)
    var pending: Word?
    @inline(__always) func unitGroup(_ index: Int, _ group: Int) {
      guard group != 0 else { return }
      if let pending { text.append(pending.kana) }
      let reading = self.group(group, multiplied: true)
      let choices = unitPrefixes[index][reading.last.rawValue]
      if choices.count == 1 || canonicalOnly {
        text.append(reading.head + choices[0])
      } else {
        text.branch(head: reading.head, choices)
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
  /// reference for `Packed`, used where a unit offers a choice.
  static func generalCanonical(_ value: UInt128, _ counter: Counter?) throws(ReadingError) -> String {
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
  /// reference for `Packed`, used where a unit offers a choice.
  static func generalReading(_ value: UInt128, _ counter: Counter?) throws(ReadingError) -> Reading {
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

  // MARK: The packed path

  /// Readings written as bytes into one buffer and made a `String` once, which is several times
  /// faster than appending strings; the general path above is used where a unit offers a choice.
  static func canonical(_ value: UInt128, _ counter: Counter?) throws(ReadingError) -> String {
    try Packed.write(value, canonicalOnly: true) { bytes, written, last, _ in
      guard let last else { return (try? generalCanonical(value, counter)) ?? "" }
      var end = written
      if let counter, let forms = counter.table[last.rawValue] {
        Packed.append(forms[0], to: bytes, at: &end)
      } else {
        Packed.append(last.kana, to: bytes, at: &end)
        if let counter { Packed.append(counter.kana, to: bytes, at: &end) }
      }
      return Packed.string(bytes, end)
    }
  }

  static func reading(_ value: UInt128, _ counter: Counter?) throws(ReadingError) -> Reading {
    try Packed.write(value, canonicalOnly: false) { bytes, written, last, branch in
      // The value was checked by `write`, so the general path cannot fail here.
      guard let last else { return (try? generalReading(value, counter)) ?? Reading(canonical: "") }
      if let branch { return branched(bytes, written, last, counter, branch) }
      var end = written
      if let counter, let forms = counter.table[last.rawValue] {
        if forms.count == 1 {
          Packed.append(forms[0], to: bytes, at: &end)
          return Reading(canonical: Packed.string(bytes, end))
        }
        let head = end
        let texts = forms.map { form in
          end = head
          Packed.append(form, to: bytes, at: &end)
          return Packed.string(bytes, end)
        }
        return Reading(canonical: texts[0], alternatives: Array(texts.dropFirst()))
      }
      Packed.append(last.kana, to: bytes, at: &end)
      if let counter { Packed.append(counter.kana, to: bytes, at: &end) }
      return Reading(canonical: Packed.string(bytes, end))
    }
  }
}

extension FastReading {
  /// A reading whose one big unit offers a choice (10兆 じゅっちょう/じっちょう): every pairing of
  /// that group's forms with the counter's, canonical first.
  fileprivate static func branched(
    _ bytes: UnsafeMutableBufferPointer<UInt8>, _ written: Int, _ last: Word, _ counter: Counter?,
    _ branch: Packed.Branch
  ) -> Reading {
    func text(_ range: Range<Int>) -> String {
      String(decoding: UnsafeBufferPointer(rebasing: bytes[range]), as: UTF8.self)
    }
    let before = text(0..<branch.start)
    let piece = text(branch.start..<branch.start + branch.count)
    let after = text(branch.start + branch.count..<written)
    let choices = unitPrefixes[branch.unit][Int(Packed.tables.multipliedLast[branch.group])]
    let groupHead = String(decoding: piece.utf8.dropLast(choices[0].utf8.count), as: UTF8.self)
    let finals: [String]
    if let counter, let forms = counter.table[last.rawValue] {
      finals = forms
    } else {
      finals = [last.kana + (counter?.kana ?? "")]
    }
    let texts = choices.flatMap { choice in finals.map { before + groupHead + choice + after + $0 } }
    return Reading(canonical: texts[0], alternatives: Array(texts.dropFirst()))
  }
}

/// Byte tables for the packed path: every group reading as UTF-8 in one arena.
enum Packed {
  /// Where a unit offered a choice: the group's canonical bytes in the buffer.
  struct Branch {
    let unit: Int
    let group: Int
    let start: Int
    let count: Int
  }

  struct Piece {
    var start: Int32
    var count: Int32
  }

  struct Tables: Sendable {
    var arena: [UInt8] = []
    /// Per group value: the head of a group read alone.
    var alone: [Piece] = []
    /// Per group value: its last word read alone.
    var aloneLast: [UInt8] = []
    /// Per unit (京 兆 億 万) and group value: the group's canonical reading before that unit.
    var beforeUnit: [[Piece]] = []
    /// Per group value: its last word before a unit.
    var multipliedLast: [UInt8] = []
    /// Per unit and group value: whether the unit offers a choice there (10兆).
    var choice: [[Bool]] = []
    var units: [Piece] = []

    mutating func add(_ bytes: [UInt8]) -> Piece {
      let start = Int32(arena.count)
      arena.append(contentsOf: bytes)
      return Piece(start: start, count: Int32(arena.count) - start)
    }
  }

  /// Built straight from the place table as bytes, which takes a few milliseconds once.
  static let tables: Tables = {
    var t = Tables()
    t.arena.reserveCapacity(1 << 20)
    let unitPrefixes = FastReading.unitPrefixes.map { $0.map { Array($0[0].utf8) } }
    let wordBytes = Word.allCases.map { Array($0.kana.utf8) }
    t.beforeUnit = Array(repeating: [], count: 4)
    t.choice = Array(repeating: [], count: 4)
    var head: [UInt8] = []
    for value in 0..<10_000 {
      for multiplied in [false, true] {
        head.removeAll(keepingCapacity: true)
        let places = Cardinal.places(ofGroup: value, multiplied: multiplied)
        for (index, place) in places.enumerated() {
          if let multiplier = place.multiplier { head.append(contentsOf: multiplier.kana.utf8) }
          if index < places.count - 1 { head.append(contentsOf: wordBytes[place.word.rawValue]) }
        }
        let last = places.last?.word ?? .zero
        if !multiplied {
          t.alone.append(t.add(head))
          t.aloneLast.append(UInt8(last.rawValue))
          continue
        }
        t.multipliedLast.append(UInt8(last.rawValue))
        for unit in 0..<4 {
          t.beforeUnit[unit].append(t.add(head + unitPrefixes[unit][last.rawValue]))
          t.choice[unit].append(FastReading.unitPrefixes[unit][last.rawValue].count > 1)
        }
      }
    }
    for word in FastReading.unitWords { t.units.append(t.add(wordBytes[word.rawValue])) }
    return t
  }()

  /// Writes all but the last word of `value` into a buffer and hands `body` the buffer, the
  /// number of bytes written (with room after them) and the last word, or nil for the last word when a unit offers a
  /// choice and alternatives are wanted.
  @inline(__always)
  static func write<R>(
    _ value: UInt128, canonicalOnly: Bool,
    _ body: (UnsafeMutableBufferPointer<UInt8>, Int, Word?, Branch?) -> R
  ) throws(ReadingError) -> R {
    guard value <= Cardinal.maximum else { throw .tooLarge }
    let g = FastReading.groups(of: value)
    let t = tables
    return t.arena.withUnsafeBufferPointer { arena in
      withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { buffer in
        var end = 0
        var pendingUnit = -1
        var blocked = false
        var branch: Branch?
        @inline(__always) func copy(_ piece: Piece) {
          let count = Int(piece.count)
          guard count > 0 else { return }
          UnsafeMutableRawPointer(buffer.baseAddress! + end).copyMemory(
            from: arena.baseAddress! + Int(piece.start), byteCount: count)
          end += count
        }
        @inline(__always) func unitGroup(_ unit: Int, _ group: Int) {
          guard group != 0 else { return }
          if pendingUnit >= 0 { copy(t.units[pendingUnit]) }
          if !canonicalOnly && t.choice[unit][group] {
            if branch == nil {
              branch = Branch(unit: unit, group: group, start: end, count: Int(t.beforeUnit[unit][group].count))
            } else {
              blocked = true
            }
          }
          copy(t.beforeUnit[unit][group])
          pendingUnit = unit
        }
        unitGroup(0, g.0)
        unitGroup(1, g.1)
        unitGroup(2, g.2)
        unitGroup(3, g.3)
        var last: Word
        if g.4 != 0 {
          if pendingUnit >= 0 { copy(t.units[pendingUnit]) }
          copy(t.alone[g.4])
          last = Word(rawValue: Int(t.aloneLast[g.4]))!
        } else {
          last = FastReading.unitWords[pendingUnit]
        }
        return body(buffer, end, blocked ? nil : last, branch)
      }
    }
  }

  @inline(__always)
  static func append(_ text: String, to bytes: UnsafeMutableBufferPointer<UInt8>, at end: inout Int) {
    var text = text
    text.withUTF8 { utf8 in
      UnsafeMutableRawPointer(bytes.baseAddress! + end).copyMemory(from: utf8.baseAddress!, byteCount: utf8.count)
      end += utf8.count
    }
  }

  @inline(__always)
  static func string(_ bytes: UnsafeMutableBufferPointer<UInt8>, _ end: Int) -> String {
    String(decoding: UnsafeBufferPointer(start: bytes.baseAddress, count: end), as: UTF8.self)
  }
}
