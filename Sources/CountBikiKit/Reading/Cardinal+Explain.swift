extension Cardinal {
  /// The canonical reading of `value`, with `counter` if given, cut into parts, as
  /// `reading(of:_:)` writes it: the place table for each group, the big units' and the
  /// counter's sound change on the word before them, and the counter's irregular whole words.
  static func parts(of value: UInt128, _ counter: Counter?) throws(ReadingError) -> [ReadingPart] {
    guard value <= maximum else { throw .tooLarge }
    var parts = numberParts(value)
    guard let counter else { return parts.map(\.part) }
    let last = parts.removeLast()
    if let forms = try exactForms(value, counter) {
      let head = parts.map(\.part.kana).joined()
      guard !head.isEmpty, forms[0].hasPrefix(head) else {
        // Nothing of the number is left to hear (20日 はつか, 1人 ひとり): one word.
        let whole = SoundPattern.ending(of: last.word, before: counter.kana, form: forms[0])
        return marked([
          ReadingPart(
            kana: forms[0], text: Digits.grouped(String(value)) + counter.label,
            patterns: whole?.numberPatterns ?? [])
        ], counter)
      }
      parts += joined(last, counter, form: String(forms[0].dropFirst(head.count)))
    } else {
      let form = counter.table[last.word.rawValue]?[0] ?? last.word.kana + counter.kana
      parts += joined(last, counter, form: form)
    }
    return marked(parts.map(\.part), counter)
  }

  /// `parts` with the pattern `counter` brings of its own, if any, on the last part (the ぶ of
  /// 37度5分).
  private static func marked(_ parts: [ReadingPart], _ counter: Counter) -> [ReadingPart] {
    guard let pattern = SoundPattern.ofCounter[counter.id], let last = parts.last else {
      return parts
    }
    return parts.dropLast()
      + [ReadingPart(kana: last.kana, text: last.text, patterns: last.patterns + [pattern])]
  }

  /// A part of a number and the word it ends with, which decides what follows.
  private struct Token {
    var part: ReadingPart
    var word: Word
  }

  /// The parts of `value` as a plain number. A zero place or a whole zero group between digits
  /// is marked on the part after it.
  private static func numberParts(_ value: UInt128) -> [Token] {
    if value == 0 {
      return [Token(part: ReadingPart(kana: Word.zero.kana, text: "0"), word: .zero)]
    }
    let (g0, g1, g2, g3, g4) = FastReading.groups(of: value)
    let groups = [g0, g1, g2, g3, g4]
    let units: [(Counter, Word, SoundPattern)] = [
      (.kei, .kei, .groupKei), (.chou, .chou, .groupChou), (.oku, .oku, .groupOku),
      (.man, .man, .groupMan),
    ]
    var tokens: [Token] = []
    var previousExponent: Int?
    for (index, group) in groups.enumerated() where group != 0 {
      let multiplied = index < 4
      let powers = (0...3).reversed().filter { group / powers10[$0] % 10 != 0 }
      let places = Cardinal.places(ofGroup: group, multiplied: multiplied)
      for (power, place) in zip(powers, places) {
        let exponent = (4 - index) * 4 + power
        var gap: [SoundPattern] = []
        if let previous = previousExponent, previous - exponent > 1 {
          gap = zeroPatterns(from: previous, to: exponent)
        }
        previousExponent = exponent
        let digit = String(group / powers10[power] % 10)
        if let multiplier = place.multiplier {
          // A doubled multiplier (ろっ, はっ, いっ) is the place's change; a plain one is not.
          var changed: [SoundPattern] = []
          var word = Word.zero
          switch multiplier {
          case .geminate: changed = place.pattern.map { [$0] } ?? []
          case .word(let plain): word = plain
          }
          tokens.append(
            Token(
              part: ReadingPart(kana: multiplier.kana, text: digit, patterns: gap + changed),
              word: word))
          gap = []
        }
        let voiced = [.byaku, .pyaku, .zen].contains(place.word)
        tokens.append(
          Token(
            part: ReadingPart(
              kana: place.word.kana, text: power == 0 ? digit : placeNames[power],
              patterns: gap + (voiced ? place.pattern.map { [$0] } ?? [] : [])),
            word: place.word))
      }
      if multiplied {
        let (unit, word, pattern) = units[index]
        let last = tokens.removeLast()
        let form = unit.table[last.word.rawValue]?[0] ?? last.word.kana + unit.kana
        tokens += joined(last, unit, form: form)
        let said = tokens.removeLast().part
        tokens.append(
          Token(
            part: ReadingPart(
              kana: said.kana, text: said.text, patterns: said.patterns + [pattern]),
            word: word))
      }
    }
    return tokens
  }

  /// `last` followed by the word `counter`, said together as `form`.
  private static func joined(_ last: Token, _ counter: Counter, form: String) -> [Token] {
    guard let ending = SoundPattern.ending(of: last.word, before: counter.kana, form: form) else {
      return [
        Token(
          part: ReadingPart(
            kana: form, text: last.part.text + counter.label, patterns: last.part.patterns),
          word: last.word)
      ]
    }
    if ending.whole {
      return [
        Token(
          part: ReadingPart(
            kana: form, text: last.part.text + counter.label,
            patterns: last.part.patterns + ending.numberPatterns),
          word: last.word)
      ]
    }
    return [
      Token(
        part: ReadingPart(
          kana: ending.number, text: last.part.text,
          patterns: last.part.patterns + ending.numberPatterns),
        word: last.word),
      Token(
        part: ReadingPart(
          kana: ending.following, text: counter.label, patterns: ending.followingPatterns),
        word: last.word),
    ]
  }

  /// What a run of unsaid zeros between the digit at 10^`from` and the one at 10^`to` makes a
  /// listener catch: a whole group of four (1億5000) or zeros inside a group (105, 1万500).
  private static func zeroPatterns(from: Int, to: Int) -> [SoundPattern] {
    guard from / 4 - to / 4 > 1 else { return [.zeroPlace] }
    let alsoInside = from % 4 != 0 || to % 4 != 3
    return alsoInside ? [.zeroGroup, .zeroPlace] : [.zeroGroup]
  }

  private static let powers10 = [1, 10, 100, 1000]
  private static let placeNames = ["", "十", "百", "千"]
}
