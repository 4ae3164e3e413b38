/// Checks what a learner typed against a question, forgiving how people really type
/// (１２３４, 1,234, ¥1234, 1234円, 千二百三十四, 1万5千, 14時30分, 2:15) but never calling a wrong
/// answer right.
public enum Answer {
  /// The verdict on `typed` for `question`.
  public static func check(_ typed: String, against question: Question) -> Verdict {
    // The longest right answer (a kana reading near 10^20) is a few hundred bytes; checking a
    // pasted megabyte would stall the drill for seconds.
    guard typed.utf8.count <= maximumLength else { return .invalid(hint: hint(for: question)) }
    let text = normalize(typed)
    guard !text.isEmpty else { return .invalid(hint: hint(for: question)) }
    // Kana is right when it is one of the accepted readings, or another right reading of the
    // same answer: じゅうよじ for 14 (heard as ごごにじ), にじゅうしち for 27.
    let kana = Kana.hiragana(text.filter { $0 != " " })
    if question.reading.accepts(kana) { return .correct }
    let parsed: Parsed? =
      Kana.isHiragana(kana)
      ? .readings(kanaValues(kana, question), ambiguous: saysTwelveWithHalfDay(kana))
      : parse(text, question)
    switch parsed {
    case .readings(let answers, let ambiguous):
      guard answers.contains(question.values) else { return .incorrect }
      return ambiguous ? .invalid(hint: hint(for: question)) : .correct
    case .wrongUnit: return .incorrect
    case nil: return .invalid(hint: hint(for: question))
    }
  }

  /// Input longer than this many UTF-8 bytes is not an answer.
  static let maximumLength = 1024

  /// What to type for a question of this format, shown when the input was not an answer.
  public static func hint(for question: Question) -> String {
    switch question.format {
    case .number:
      if question.prefix == "¥" {
        return "type the amount in digits, as in \(question.prefix)1234 or 1234円"
      }
      return "type the number in digits (1234), kanji (千二百三十四) or kana"
    case .hour: return "type the hour in digits, as in 16, 16時 or 午後4時"
    case .clockTime: return "type the time as hours:minutes, as in 14:30 or 14時30分"
    case .hoursMinutes: return "type the hours and minutes as 2:15 or 2時間15分"
    case .monthDay: return "type the date as month/day, as in 4/1 or 4月1日"
    }
  }

  /// Half-width, no spaces, and digit groups joined when they are separated by a space, `_` or
  /// `,` every three digits (1,234, 1 234). Digits grouped any other way (8,93 or 89,3, which
  /// reads 89.3 in much of Europe) are left split by a comma, so they are not a number.
  static func normalize(_ typed: String) -> String {
    let chars = Array(Kana.halfWidth(typed).trimmingWhitespace())
    func isDigit(_ index: Int) -> Bool {
      index < chars.count && chars[index].isASCII && chars[index].isNumber
    }
    var out = ""
    var index = 0
    while index < chars.count {
      guard isDigit(index) else {
        if chars[index] != " " { out.append(chars[index]) }
        index += 1
        continue
      }
      var groups: [String] = []
      repeat {
        if !groups.isEmpty { index += 1 }  // the separator
        var group = ""
        while isDigit(index) {
          group.append(chars[index])
          index += 1
        }
        groups.append(group)
      } while index < chars.count && " _,".contains(chars[index]) && isDigit(index + 1)
      let grouped =
        groups.count == 1
        || ((1...3).contains(groups[0].count) && groups.dropFirst().allSatisfy { $0.count == 3 })
      out += groups.joined(separator: grouped ? "" : ",")
    }
    return out
  }

  /// What typed text says: the answers it can be read as (numbers in the order the format asks
  /// for them), or a unit that is not the question's (3匹 for 3本, ¥3 for 3本, 14時間 for 14時).
  /// `ambiguous` readings name different answers by different conventions (午後12時): such
  /// input is wrong when no reading fits, and otherwise gets a hint rather than a verdict.
  enum Parsed: Equatable {
    case readings([[Int64]], ambiguous: Bool)
    case wrongUnit

    static func values(_ values: [Int64]) -> Parsed { .readings([values], ambiguous: false) }
  }

  /// The numbers in `text` in the order the format asks for them, or nil when it is not an
  /// answer of that shape.
  static func parse(_ text: String, _ question: Question) -> Parsed? {
    guard let tokens = Token.split(text) else { return nil }
    switch question.format {
    case .number:
      var words = tokens
      if let first = words.first, case .word(let mark) = first, ["¥", "\\"].contains(mark) {
        guard question.prefix == "¥" else { return .wrongUnit }
        words.removeFirst()
      }
      if words.count == 2, case .word(let label) = words[1] {
        switch unit(label, for: question) {
        case .same: words.removeLast()
        case .other: return .wrongUnit
        case .unknown: return nil
        }
      }
      guard words.count == 1, case .number(let value) = words[0] else { return nil }
      return .values([value])
    case .hour:
      var words = tokens
      let half = halfDay(&words)
      if words.count == 2, case .word(let label) = words[1] {
        guard label == "時" else { return Counter.labeled(label) == nil ? nil : .wrongUnit }
        words.removeLast()
      }
      // 16:00 is the hour 16 written as a clock time.
      if words.count == 3, words[1] == .word(":"), words[2] == .number(0) { words.removeLast(2) }
      guard words.count == 1, case .number(let hour) = words[0] else { return nil }
      return clockHours(hour, half).map { hours in
        .readings(hours.map { [$0] }, ambiguous: hours.count > 1)
      }
    case .clockTime:
      var words = tokens
      let half = halfDay(&words)
      guard
        let (hour, minute) = pair(
          words, [[":"], ["時", "分"], ["時"]], half: ["時半"], trailingZero: ["時"]),
        let hours = clockHours(hour, half)
      else { return nil }
      return .readings(hours.map { [$0, minute] }, ambiguous: hours.count > 1)
    case .hoursMinutes:
      return pair(
        tokens, [[":"], ["時間", "分"], ["時間", "分間"], ["時間"]], half: ["時間半"],
        trailingZero: ["時間"]
      )
      .map { .values([$0.0, $0.1]) }
    case .monthDay:
      return pair(tokens, [["/"], ["-"], ["."], ["月", "日"], ["月"]], half: [], trailingZero: [])
        .map { .values([$0.0, $0.1]) }
    }
  }

  enum UnitMatch { case same, other, unknown }

  /// Whether `label`, typed after the number, names the question's unit: its own suffix, a
  /// spelling of the same counter (才 for 歳, か月 for ヶ月), 円 for money, or 間 added to a
  /// unit of time (5分間 for 5分, 3日間 for 3日); `.other` for any other counter.
  static func unit(_ label: String, for question: Question) -> UnitMatch {
    if label == question.suffix || (question.prefix == "¥" && label == "円") { return .same }
    guard let typed = Counter.labeled(label) else { return .unknown }
    if let expected = Counter.labeled(question.suffix), typed == expected { return .same }
    // 時間 is a counter of its own (hours), not 時 (o'clock) with 間.
    if ["分", "秒", "日", "年"].contains(question.suffix), label == question.suffix + "間" {
      return .same
    }
    return .other
  }

  /// 午前 or 午後 (am or pm) typed with an hour.
  struct HalfDay {
    /// 0 for the morning, 12 for the afternoon.
    let shift: Int64
    /// English am/pm, where 12am is midnight and 12pm noon.
    let english: Bool
  }

  /// The 24-hour hours `hour` can mean in `half`, or nil when it is no hour of a half day.
  /// 12 has two meanings in Japanese: by law 午前12時 is noon and 午後12時 midnight, while many
  /// people take them the other way round, as English does.
  static func clockHours(_ hour: Int64, _ half: HalfDay?) -> [Int64]? {
    guard let half else { return [hour] }
    if hour < 12 { return [hour + half.shift] }
    if hour > 12 { return nil }
    if half.english { return [half.shift == 0 ? 0 : 12] }
    return half.shift == 0 ? [0, 12] : [12, 0, 24]
  }

  /// Removes a leading or trailing 午前/午後/am/pm.
  private static func halfDay(_ words: inout [Token]) -> HalfDay? {
    let marks: [String: HalfDay] = [
      "午前": HalfDay(shift: 0, english: false), "午後": HalfDay(shift: 12, english: false),
      "am": HalfDay(shift: 0, english: true), "pm": HalfDay(shift: 12, english: true),
      "a.m.": HalfDay(shift: 0, english: true), "p.m.": HalfDay(shift: 12, english: true),
    ]
    if case .word(let w) = words.first, let half = marks[w.lowercased()] {
      words.removeFirst()
      return half
    }
    if case .word(let w) = words.last, let half = marks[w.lowercased()] {
      words.removeLast()
      return half
    }
    return nil
  }

  /// Two numbers with the words between and after them matching one of `shapes`
  /// (`[":"]` for 14:30, `["時", "分"]` for 14時30分), or a number and a "half" word (2時間半).
  private static func pair(
    _ tokens: [Token], _ shapes: [[String]], half: [String], trailingZero: [String]
  ) -> (Int64, Int64)? {
    guard case .number(let first)? = tokens.first else { return nil }
    if tokens.count == 2, case .word(let w) = tokens[1] {
      if half.contains(w) { return (first, 30) }
      if trailingZero.contains(w) { return (first, 0) }
      return nil
    }
    guard tokens.count >= 3, case .word(let separator) = tokens[1],
      case .number(let second) = tokens[2]
    else { return nil }
    let rest = tokens.dropFirst(3).map { token -> String in
      if case .word(let w) = token { return w }
      return "#"
    }
    for shape in shapes where shape[0] == separator && Array(shape.dropFirst()) == rest {
      return (first, second)
    }
    return nil
  }

  /// Input split into numbers (digits or kanji numerals) and the words between them.
  enum Token: Equatable {
    case number(Int64)
    case word(String)

    private static let largeUnits: [Character: Int64] = [
      "万": 10_000, "億": 100_000_000, "兆": 1_000_000_000_000,
    ]
    private static let smallUnits: [Character: Int64] = ["千": 1000, "百": 100, "十": 10]

    /// nil when a digit string is too long to be any answer.
    static func split(_ text: String) -> [Token]? {
      let chars = Array(text)
      var tokens: [Token] = []
      var index = 0
      var word = ""
      func flushWord() {
        if !word.isEmpty { tokens.append(.word(word)) }
        word = ""
      }
      while index < chars.count {
        let c = chars[index]
        if c.isASCII, c.isNumber {
          guard let value = digitsWithUnits(chars, &index) else { return nil }
          flushWord()
          tokens.append(.number(value))
        } else if let (value, length) = KanjiNumeral.prefixValue(of: chars[index...]),
          value <= UInt128(Int64.max)
        {
          flushWord()
          tokens.append(.number(Int64(value)))
          index += length
        } else {
          word.append(c)
          index += 1
        }
      }
      flushWord()
      return tokens
    }

    /// Digits, maybe mixed with units as people write numbers: 1億2540万, 3万, 1万5千, 3千円.
    /// A single digit goes before 千, 百 or 十, and at most four digits' worth before 万, 億, 兆.
    private static func digitsWithUnits(_ chars: [Character], _ index: inout Int) -> Int64? {
      var total: Int64 = 0
      var section: Int64 = 0
      var pending: Int64?
      var lastLarge = Int64.max
      var lastSmall = Int64.max
      while index < chars.count {
        let c = chars[index]
        if c.isASCII, c.isNumber {
          guard pending == nil else { break }
          var digits = ""
          while index < chars.count, chars[index].isASCII, chars[index].isNumber {
            digits.append(chars[index])
            index += 1
          }
          let trimmed = digits.drop { $0 == "0" }
          guard trimmed.count <= 15, let value = Int64(trimmed.isEmpty ? "0" : String(trimmed))
          else { return nil }
          pending = value
        } else if let unit = smallUnits[c], let digit = pending, (1...9).contains(digit),
          unit < lastSmall
        {
          section += digit * unit
          pending = nil
          lastSmall = unit
          index += 1
        } else if let unit = largeUnits[c], unit < lastLarge,
          case let amount = section + (pending ?? 0), (1..<10_000).contains(amount)
        {
          total += amount * unit
          (section, pending, lastSmall, lastLarge) = (0, nil, .max, unit)
          index += 1
        } else {
          break
        }
      }
      return total + section + (pending ?? 0)
    }
  }
}

extension Counter {
  /// The counter a learner writes as `label` after a number (本, 才, か月), or nil.
  static func labeled(_ label: String) -> Counter? {
    byLabel.first { $0.label == label }?.counter
  }
}
