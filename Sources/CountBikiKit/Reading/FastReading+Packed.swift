extension FastReading {
  /// Readings written as bytes into one buffer and made a `String` once, which is several times
  /// faster than appending strings; the general path (`head`) is used where a unit offers a choice.
  static func canonical(_ value: UInt128, _ counter: Counter?) throws(ReadingError) -> String {
    try Packed.write(value, canonicalOnly: true) { bytes, written, last, _ in
      guard let last else { return general { () throws(ReadingError) in try generalCanonical(value, counter) } }
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
      guard let last else { return general { () throws(ReadingError) in try generalReading(value, counter) } }
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

  /// A reading whose one big unit offers a choice (10兆 じゅっちょう/じっちょう): every pairing of
  /// that group's forms with the counter's, canonical first.
  private static func branched(
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
    let texts = choices.flatMap { choice in finals.map { before + groupHead + choice + after + $0 }
    }
    return Reading(canonical: texts[0], alternatives: Array(texts.dropFirst()))
  }

  /// The general path where the packed one stops. `write` has checked the value, so it cannot
  /// fail here; if it ever did, that is a bug to see at once, never an empty reading.
  private static func general<R>(_ read: () throws(ReadingError) -> R) -> R {
    do {
      return try read()
    } catch {
      preconditionFailure("the general reading failed after the packed check: \(error)")
    }
  }
}
