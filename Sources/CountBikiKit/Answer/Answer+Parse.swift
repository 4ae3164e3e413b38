extension Answer {
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
      if question.suffix == "年", let year = eraYear(text) { return .values([year]) }
      var words = tokens
      if let first = words.first, case .word(let mark) = first, ["¥", "\\"].contains(mark) {
        guard question.unitWord == Money.word else { return .wrongUnit }
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
    case .hour, .hourIn24, .hourAsHeard:
      var words = tokens
      let half = halfDay(&words)
      if words.count == 2, case .word(let label) = words[1] {
        guard label == "時" else { return Counter.labeled(label) == nil ? nil : .wrongUnit }
        words.removeLast()
      }
      // 16:00 is the hour 16 written as a clock time.
      if words.count == 3, words[1] == .word(":"), words[2] == .number(0) { words.removeLast(2) }
      guard words.count == 1, case .number(let hour) = words[0], (0...24).contains(hour) else {
        return nil
      }
      return clockHours(hour, half).map { hours in
        .readings(hours.map { [$0] }, ambiguous: hours.count > 1)
      }
    case .clockTime:
      var words = clockPhrase(tokens)
      let half = halfDay(&words)
      guard
        let (hour, minute) = pair(
          words, [[":"], ["時", "分"], ["時"]], half: ["時半"], trailingZero: ["時"], bare: true),
        (0...24).contains(hour), (0...59).contains(minute), let hours = clockHours(hour, half)
      else { return nil }
      return .readings(hours.map { [$0, minute] }, ambiguous: hours.count > 1)
    case .hoursMinutes:
      guard
        let (hours, minutes) = pair(
          tokens, [[":"], ["時間", "分"], ["時間", "分間"], ["時間"]], half: ["時間半"],
          trailingZero: ["時間"], bare: true),
        (0...59).contains(minutes)
      else { return nil }
      return .values([hours, minutes])
    case .monthDay:
      guard
        let (month, day) = pair(
          tokens, [["/"], ["-"], ["."], ["月", "日"], ["月"]], half: [], trailingZero: []),
        (1...12).contains(month), (1...Int64(MonthDays.count(month: Int(month)))).contains(day)
      else { return nil }
      return .values([month, day])
    case .fraction:
      // 2/3, or 3分の2 as it is said, denominator first.
      guard tokens.count == 3, case .number(let first) = tokens[0], case .word(let mark) = tokens[1],
        case .number(let second) = tokens[2], mark == "/" || mark == "分の"
      else { return nil }
      return .values(mark == "/" ? [first, second] : [second, first])
    case .decimal, .digits, .date, .dateTime, .hoursMinutesSeconds:
      return parseEveryday(text, question)
    }
  }

  enum UnitMatch { case same, other, unknown }

  /// Whether `label`, typed after the number, names the question's unit: its own suffix, a
  /// spelling of the same counter (才 for 歳, か月 for ヶ月), 円 for money, or 間 added to a
  /// unit of time (5分間 for 5分, 3日間 for 3日); `.other` for any other counter.
  static func unit(_ label: String, for question: Question) -> UnitMatch {
    if label == question.suffix || label == question.unitWord { return .same }
    guard let typed = Counter.labeled(label) else { return .unknown }
    if let expected = Counter.labeled(question.suffix), typed == expected { return .same }
    // 時間 is a counter of its own (hours), not 時 (o'clock) with 間.
    if ["分", "秒", "日", "年"].contains(question.suffix), label == question.suffix + "間" {
      return .same
    }
    // And the other way round: 8日 for 8日間, as people leave 間 out.
    if ["分間", "秒間", "日間", "年間"].contains(question.suffix), label + "間" == question.suffix {
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

  /// 午前/午後 and the English marks for them, as typed before or after an hour (`4p` for 4pm).
  static let halfDayMarks: [String: HalfDay] = [
    "午前": HalfDay(shift: 0, english: false), "午後": HalfDay(shift: 12, english: false),
    "am": HalfDay(shift: 0, english: true), "pm": HalfDay(shift: 12, english: true),
    "a.m.": HalfDay(shift: 0, english: true), "p.m.": HalfDay(shift: 12, english: true),
    "a": HalfDay(shift: 0, english: true), "p": HalfDay(shift: 12, english: true),
  ]

  /// Whether normalized `text` says 午前 or 午後 (or am/pm), in writing or in kana.
  static func saysHalfDay(_ text: String) -> Bool {
    guard let tokens = Token.split(text) else { return false }
    let words = [tokens.first, tokens.last].compactMap { token -> String? in
      guard case .word(let word)? = token else { return nil }
      return word.lowercased()
    }
    let kana = Reading.pronunciation(of: Kana.hiragana(text))
    return words.contains { halfDayMarks[$0] != nil } || kana.hasPrefix("ゴゼン")
      || kana.hasPrefix("ゴゴ")
  }

  /// Removes a leading or trailing 午前/午後/am/pm.
  private static func halfDay(_ words: inout [Token]) -> HalfDay? {
    if case .word(let w) = words.first, let half = halfDayMarks[w.lowercased()] {
      words.removeFirst()
      return half
    }
    if case .word(let w) = words.last, let half = halfDayMarks[w.lowercased()] {
      words.removeLast()
      return half
    }
    return nil
  }

  /// The Gregorian year of an era year typed as written: 平成24年 → 2012, 令和元年 → 2019; nil
  /// for anything else or a year the era never reached.
  static func eraYear(_ text: String) -> Int64? {
    guard let era = Era.all.first(where: { text.hasPrefix($0.name) }) else { return nil }
    let rest = text.dropFirst(era.name.count)
    guard rest.hasSuffix("年") else { return nil }
    let number = rest.dropLast()
    let year: Int64
    if number == "元" {
      year = 1
    } else if let tokens = Token.split(String(number)), tokens.count == 1,
      case .number(let value) = tokens[0]
    {
      year = value
    } else {
      return nil
    }
    guard year >= 1, year <= Int64(era.lastYear ?? 99) else { return nil }
    return Int64(era.gregorian(Int(year)))
  }

  /// Two numbers with the words between and after them matching one of `shapes`
  /// (`[":"]` for 14:30, `["時", "分"]` for 14時30分), a number and a "half" word (2時間半), or
  /// with `bare` a number alone, on the hour (10 for 10時).
  private static func pair(
    _ tokens: [Token], _ shapes: [[String]], half: [String], trailingZero: [String],
    bare: Bool = false
  ) -> (Int64, Int64)? {
    guard case .number(let first)? = tokens.first else { return nil }
    if bare, tokens.count == 1 { return (first, 0) }
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
}
