extension Answer {
  /// Every answer a hiragana text can be read as, in the question's format: さん → [3],
  /// ごごにじさんじゅっぷん → [14, 30], にじかんはん → [2, 30], しがつついたち → [4, 1]. Only readings
  /// with the right sound changes count, so さんひゃく and よんじ are no answer at all. Readings
  /// are compared as they sound (see `Reading.pronunciation`), so トーカ is とおか.
  static func kanaValues(_ kana: String, _ question: Question) -> [[Int64]] {
    let text = Substring(Reading.pronunciation(of: kana))
    switch question.format {
    case .number:
      if readsAsWritten(kana, question) { return [question.values] }
      // Another number is a wrong answer; the right number said wrongly is none.
      guard let value = number(kana), [value] != question.values else { return [] }
      return [[value]]
    case .hour, .hourIn24, .hourAsHeard:
      let (half, rest) = halfDay(text)
      return prefixes(rest, 0...24, .ji).filter { $0.1.isEmpty }.flatMap { hour, _ in
        (clockHours(hour, half) ?? []).map { [$0] }
      }
    case .clockTime:
      let (half, rest) = halfDay(text)
      return prefixes(rest, 0...24, .ji).flatMap { hour, tail in
        (clockHours(hour, half) ?? []).flatMap { clock in
          minutes(tail, [.fun]).map { [clock, $0] }
        }
      }
    case .hoursMinutes:
      // Past 99 hours only the question's own number of hours is worth reading.
      let hours = Array(0...99) + question.values.prefix(1).filter { $0 > 99 }
      return prefixes(text, hours, .jikan).flatMap { hours, tail in
        minutes(tail, [.fun, .funkan]).map { [hours, $0] }
      }
    case .monthDay:
      return prefixes(text, 1...12, .month).flatMap { month, tail in
        prefixes(tail, 1...31, .dayOfMonth).filter { $0.1.isEmpty }.map { [month, $0.0] }
      }
    case .digits:
      return DigitString.digits(inKana: kana).map { $0.map(Int64.init) }
    case .decimal:
      if readsAsWritten(kana, question) { return [question.values] }
      guard let values = decimalValues(inKana: kana, counter: Counter.labeled(question.suffix)),
        values != question.values
      else { return [] }
      return [values]
    // Only the accepted readings count for these: the kana of a full date or a duration with
    // seconds is checked against the question's reading alone.
    case .date, .dateTime, .hoursMinutesSeconds:
      return []
    case .fraction:
      return readsAsWritten(kana, question) ? [question.values] : []
    }
  }

  /// The number `kana` reads as, within what an answer holds.
  private static func number(_ kana: some StringProtocol) -> Int64? {
    guard let value = KanaNumber.value(of: String(kana)), value <= UInt128(Int64.max) else {
      return nil
    }
    return Int64(value)
  }

  /// Whether `kana` is an accepted reading of the answer as it can be written: the display,
  /// the answer alone, or the answer with the question's counter (or 円): せんまんえん for
  /// ¥10,000,000, にせんじゅうにねん for the year 2012 of an era question, さんじゅうなな for 37歳.
  /// These are the readings `countbiki read --all` lists for those texts, and no others: よんがつ
  /// for 4月 or きゅうじかん for 9時間 is no reading of them.
  static func readsAsWritten(_ kana: String, _ question: Question) -> Bool {
    writtenForms(of: question).contains { text in
      (try? Expression(text).reading)?.accepts(kana) ?? false
    }
  }

  /// The texts the answer to `question` can be written as, each read by the engine.
  static func writtenForms(of question: Question) -> [String] {
    guard let first = question.values.first else { return [question.display] }
    let answer =
      question.format == .decimal && question.values.count == 2
      ? Generator.decimalText(first, places: Int(question.values[1])) : String(first)
    var forms = [question.display, answer]
    if !question.suffix.isEmpty { forms.append(answer + question.suffix) }
    if question.isMoney { forms.append(answer + Money.word) }
    return forms
  }

  /// ゴゼン/ゴゴ at the start, and the rest.
  private static func halfDay(_ text: Substring) -> (HalfDay?, Substring) {
    if text.hasPrefix("ゴゼン") { return (HalfDay(shift: 0, english: false), text.dropFirst(3)) }
    if text.hasPrefix("ゴゴ") { return (HalfDay(shift: 12, english: false), text.dropFirst(2)) }
    return (nil, text)
  }

  /// Whether `kana` is ごぜん or ごご followed by 12時, which is ambiguous (see `clockHours`).
  static func saysTwelveWithHalfDay(_ kana: String) -> Bool {
    let (half, rest) = halfDay(Substring(Reading.pronunciation(of: kana)))
    return half != nil && rest.hasPrefix("ジューニジ")
  }

  /// The minutes `text` reads as after an hour: nothing (0), ハン (30), or a number of 分.
  private static func minutes(_ text: Substring, _ counters: [Counter]) -> [Int64] {
    if text.isEmpty { return [0] }
    if text == "ハン" { return [30] }
    return counters.flatMap { counter in
      prefixes(text, 0...59, counter).filter { $0.1.isEmpty }.map(\.0)
    }
  }

  /// Each value in `values` one of whose readings with `counter` starts `text`, with the rest.
  private static func prefixes(
    _ text: Substring, _ values: some Sequence<Int64>, _ counter: Counter
  ) -> [(Int64, Substring)] {
    let forms = spokenForms[counter.label] ?? []
    return values.flatMap { value -> [(Int64, Substring)] in
      guard value >= 0 else { return [] }
      let said =
        value < forms.count
        ? forms[Int(value)]
        : ((try? Cardinal.reading(of: UInt128(value), counter))?.accepted ?? [])
          .map(Reading.pronunciation(of:))
      return said.filter { text.hasPrefix($0) }.map { (value, text.dropFirst($0.count)) }
    }
  }

  /// For each counter of a time or a date, the accepted readings of 0–99 as they sound (none
  /// where the counter cannot count the number), made once.
  private static let spokenForms: [String: [[String]]] = Dictionary(
    uniqueKeysWithValues: [Counter.ji, .jikan, .fun, .funkan, .month, .dayOfMonth].map { counter in
      let forms = (0...99).map { value in
        ((try? Cardinal.reading(of: UInt128(value), counter))?.accepted ?? [])
          .map(Reading.pronunciation(of:))
      }
      return (counter.label, forms)
    })
}
