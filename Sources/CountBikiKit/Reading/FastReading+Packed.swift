import Synchronization

extension FastReading {
  /// How many readings a process makes word by word before it builds the packed tables: the
  /// tables take a few milliseconds, which pay for themselves only over many readings, so a
  /// command that reads a few numbers (`countbiki read 300`, a drill's questions) never builds
  /// them, and a sweep or an export builds them once it is clear it reads many.
  static let readingsBeforeTables = 2_000
  private static let readingsMade = Atomic<Int>(0)

  /// Whether this reading should come from the packed tables.
  @inline(__always)
  private static var packs: Bool {
    readingsMade.load(ordering: .relaxed) >= readingsBeforeTables
      || readingsMade.add(1, ordering: .relaxed).newValue > readingsBeforeTables
  }

  /// The canonical reading, with `counter` if given; `value` is not 0.
  static func canonical(_ value: UInt128, _ counter: Counter?) throws(ReadingError) -> String {
    packs ? try packedCanonical(value, counter) : try generalCanonical(value, counter)
  }

  /// Every accepted reading, canonical first; `value` is not 0.
  static func reading(_ value: UInt128, _ counter: Counter?) throws(ReadingError) -> Reading {
    packs ? try packedReading(value, counter) : try generalReading(value, counter)
  }

  /// Readings written as bytes into one buffer and made a `String` once, which is several times
  /// faster than appending strings; where a group can be said more than one way, the forms are
  /// put together from the buffer's pieces.
  static func packedCanonical(_ value: UInt128, _ counter: Counter?) throws(ReadingError)
    -> String
  {
    try Packed.write(value, canonicalOnly: true) { bytes, written, last, _ in
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

  static func packedReading(_ value: UInt128, _ counter: Counter?) throws(ReadingError)
    -> Reading
  {
    try Packed.write(value, canonicalOnly: false) { bytes, written, last, branches in
      if !branches.isEmpty { return branched(bytes, written, last, counter, branches) }
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

  /// What 千 takes before it when said いっせん, as bytes.
  private static let issen = Array(group(1000, multiplied: true).head.utf8)

  /// A reading with groups that can be said more than one way: every combination of each such
  /// group's forms, then the counter's, earlier choices varying slowest, canonical first (the
  /// order the general path writes them in). Each combination is written as bytes and made a
  /// `String` once.
  private static func branched(
    _ bytes: UnsafeMutableBufferPointer<UInt8>, _ written: Int, _ last: Word, _ counter: Counter?,
    _ branches: [Packed.Branch]
  ) -> Reading {
    /// One group's forms: its head said as written or with the other 千 (いっせん/せん), each
    /// followed by every form of its last word before the unit.
    struct Forms {
      let branch: Packed.Branch
      let headCount: Int
      let prefixes: [String]
      let heads: Int
      var count: Int { heads * prefixes.count }
    }
    let forms = branches.map { branch in
      let prefixes = unitPrefixes[branch.unit][Int(Packed.tables.multipliedLast[branch.group])]
      return Forms(
        branch: branch, headCount: branch.count - prefixes[0].utf8.count, prefixes: prefixes,
        heads: branch.thousand ? 2 : 1)
    }
    let finals =
      counter.flatMap { $0.table[last.rawValue] } ?? [last.kana + (counter?.kana ?? "")]
    let total = forms.reduce(finals.count) { $0 * $1.count }
    let base = UnsafeMutableRawPointer(bytes.baseAddress!)
    return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { out in
      let to = UnsafeMutableRawPointer(out.baseAddress!)
      var end = 0
      func copy(_ from: UnsafeRawPointer, _ count: Int) {
        guard count > 0 else { return }
        (to + end).copyMemory(from: from, byteCount: count)
        end += count
      }
      func copy(_ text: String) {
        var text = text
        text.withUTF8 { copy($0.baseAddress!, $0.count) }
      }
      var texts: [String] = []
      texts.reserveCapacity(total)
      for combination in 0..<total {
        end = 0
        // Earlier groups vary slowest, the counter's forms fastest.
        let groupsPick = combination / finals.count
        var slower = total / finals.count
        var done = 0
        for form in forms {
          slower /= form.count
          let pick = groupsPick / slower % form.count
          let branch = form.branch
          copy(base + done, branch.start - done)
          let head = UnsafeRawPointer(base + branch.start)
          if pick / form.prefixes.count == 0 {
            copy(head, form.headCount)
          } else if issen.count <= form.headCount,
            UnsafeRawBufferPointer(start: head, count: issen.count).elementsEqual(issen)
          {
            // The other way to say the 千: without the いっ the canonical reading has …
            copy(head + issen.count, form.headCount - issen.count)
          } else {
            // … or with it (1000万 いっせんまん/せんまん; 1100万 せんひゃくまん/いっせんひゃくまん).
            issen.withUnsafeBytes { copy($0.baseAddress!, issen.count) }
            copy(head, form.headCount)
          }
          copy(form.prefixes[pick % form.prefixes.count])
          done = branch.start + branch.count
        }
        copy(base + done, written - done)
        copy(finals[combination % finals.count])
        texts.append(
          String(decoding: UnsafeBufferPointer(start: out.baseAddress, count: end), as: UTF8.self))
      }
      return Reading(canonical: texts[0], alternatives: Array(texts.dropFirst()))
    }
  }
}
