extension MissDiagnosis {
  /// The most likely cause of `typed` being a wrong answer to `question`, decided from the
  /// question's values, its readings and what the typed text reads as. Causes are tried from the
  /// most specific (a sound change in typed kana, 午前/午後) to the most general (a part left out).
  public static func diagnose(_ typed: String, for question: Question) -> MissDiagnosis {
    let text = Answer.normalize(typed)
    let kana = Kana.hiragana(text.filter { $0 != " " })
    let kanaForms =
      Kana.isHiragana(kana) ? [kana] : Romaji.looksLikeRomaji(text) ? Romaji.kana(text) : []
    for form in kanaForms {
      if let found = otherDayReading(form, question) ?? soundChange(form, question) {
        return found
      }
    }
    let typedValues: [Int64]?
    if let form = kanaForms.first {
      typedValues = Answer.kanaValues(form, question).first
    } else if case .readings(let answers, _) = Answer.parse(text, question) {
      typedValues = answers.first
    } else {
      typedValues = nil
    }
    guard let typedValues else { return MissDiagnosis(.unknown) }
    return compare(expected: question.values, typed: typedValues, question)
  }

  /// The cause when the typed values differ from the expected ones.
  static func compare(expected: [Int64], typed: [Int64], _ question: Question) -> MissDiagnosis {
    guard expected.count == typed.count, expected != typed else { return MissDiagnosis(.unknown) }
    if let slip = halfDaySlip(expected, typed, question) { return slip }
    let differing = expected.indices.filter { expected[$0] != typed[$0] }
    guard differing.count == 1 else {
      // Several fields wrong at once: only a swap across them (4/1 for 1/4) is clear.
      let e = expected.map { String($0.magnitude) }.joined()
      let t = typed.map { String($0.magnitude) }.joined()
      return swap(e, t) ?? MissDiagnosis(.unknown)
    }
    let index = differing[0]
    let e = expected[index].magnitude
    let t = typed[index].magnitude
    return swap(String(e), String(t)) ?? placeValue(e, t) ?? soundAlike(String(e), String(t))
      ?? parts(e, t) ?? readingsAlike(expected, typed, question) ?? MissDiagnosis(.unknown)
  }

  // MARK: - The causes, each nil when it does not fit

  /// Two digits in each other's place (1243 for 1234).
  static func swap(_ e: String, _ t: String) -> MissDiagnosis? {
    let e = Array(e)
    let t = Array(t)
    guard e.count == t.count else { return nil }
    let differing = e.indices.filter { e[$0] != t[$0] }
    // A zero moving is a slip of place value (10500 for 15000), not a swap.
    guard differing.count == 2, e[differing[0]] == t[differing[1]],
      e[differing[1]] == t[differing[0]], !differing.contains(where: { e[$0] == "0" })
    else { return nil }
    return MissDiagnosis(.swappedDigits, "you swapped \(e[differing[0]]) and \(e[differing[1]])")
  }

  /// The right digits in the wrong place: a power of ten too large or small, or a zero moved
  /// (10500 for 15000, a slip in the 万/千 grouping).
  static func placeValue(_ e: UInt64, _ t: UInt64) -> MissDiagnosis? {
    guard e != 0, t != 0, e != t else { return nil }
    let (large, small) = (max(e, t), min(e, t))
    if large % small == 0, let power = PowerOfTen.exponent(of: large / small) {
      let factor = power == 4 ? "10,000 (万)" : Digits.grouped(String(large / small))
      return MissDiagnosis(
        .placeValue, "place value: \(factor) times too \(t > e ? "large" : "small")")
    }
    let nonzero = { (n: UInt64) in String(n).filter { $0 != "0" } }
    guard nonzero(e) == nonzero(t) else { return nil }
    return MissDiagnosis(.placeValue, "place value: a digit in the wrong place (万/千 grouping)")
  }

  /// Digits that differ in one or two places, each a pair whose readings sound alike.
  static func soundAlike(_ e: String, _ t: String) -> MissDiagnosis? {
    let e = Array(e)
    let t = Array(t)
    guard e.count == t.count else { return nil }
    let differing = e.indices.filter { e[$0] != t[$0] }
    guard (1...2).contains(differing.count) else { return nil }
    var first: (Int, Int, String, String)?
    for index in differing {
      guard let a = e[index].wholeNumberValue, let b = t[index].wholeNumberValue,
        let (said, heard) = DigitSounds.alike(a, b)
      else { return nil }
      if first == nil { first = (a, b, said, heard) }
    }
    guard let (a, b, said, heard) = first else { return nil }
    return MissDiagnosis(.similarSound, "\(said) and \(heard) sound alike: \(a) heard as \(b)")
  }

  /// A part of the number (a digit with its place: 30, 200, 1万) left out or added.
  static func parts(_ e: UInt64, _ t: UInt64) -> MissDiagnosis? {
    let expected = Set(terms(of: e))
    let typed = Set(terms(of: t))
    func named(_ terms: Set<UInt64>) -> String {
      terms.sorted(by: >).map { term in
        let reading = (try? Cardinal.canonical(of: UInt128(term))).map { " (\($0))" } ?? ""
        return Digits.grouped(String(term)) + reading
      }
      .joined(separator: ", ")
    }
    if typed.isStrictSubset(of: expected) {
      return MissDiagnosis(.droppedPart, "a part left out: \(named(expected.subtracting(typed)))")
    }
    if expected.isStrictSubset(of: typed) {
      return MissDiagnosis(.addedPart, "a part added: \(named(typed.subtracting(expected)))")
    }
    return nil
  }

  /// Each non-zero digit times its place: 1234 → 1000, 200, 30, 4.
  static func terms(of value: UInt64) -> [UInt64] {
    var terms: [UInt64] = []
    var rest = value
    var place: UInt64 = 1
    while rest > 0 {
      if rest % 10 != 0 { terms.append(rest % 10 * place) }
      rest /= 10
      if rest > 0 { place *= 10 }
    }
    return terms
  }

  /// The hour 12 off (4 for 16時, 午前 for 午後), with the other fields right.
  static func halfDaySlip(_ expected: [Int64], _ typed: [Int64], _ question: Question)
    -> MissDiagnosis?
  {
    let hourIndex: Int
    switch question.format {
    case .hour, .hourIn24, .hourAsHeard, .clockTime: hourIndex = 0
    case .dateTime: hourIndex = 3
    case .number, .hoursMinutes, .monthDay, .decimal, .digits, .date, .hoursMinutesSeconds,
      .fraction:
      return nil
    }
    guard expected.indices.contains(hourIndex) else { return nil }
    var moved = typed
    let hour = typed[hourIndex]
    guard hour % 12 == expected[hourIndex] % 12, hour != expected[hourIndex] else { return nil }
    moved[hourIndex] = expected[hourIndex]
    guard moved == expected else { return nil }
    let said = expected[hourIndex]
    let line =
      question.format == .hourIn24
      ? "24-hour time: \(said % 12 == 0 ? 12 : said % 12)時 \(said < 12 ? "午前" : "午後") is \(said)時"
      : "午前/午後: it was \(said < 12 ? "午前" : "午後") (\(said)時), not \(hour < 12 ? "午前" : "午後")"
    return MissDiagnosis(.halfDay, line)
  }

  /// Whole readings that differ in one stretch whose sounds are alike (ようか for よっか, しちじ
  /// for いちじ), for questions whose number is not said digit by digit.
  static func readingsAlike(_ expected: [Int64], _ typed: [Int64], _ question: Question)
    -> MissDiagnosis?
  {
    guard let said = DigitSounds.reading(of: expected, like: question),
      let heard = DigitSounds.reading(of: typed, like: question),
      let (a, b) = DigitSounds.differingStretch(said, heard), DigitSounds.soundAlike(a, b)
    else { return nil }
    return MissDiagnosis(.similarSound, "\(a) and \(b) sound alike: \(said) heard as \(heard)")
  }

  /// Kana that reads the question's day the other way: ついたち (the 1st) typed for 1日間
  /// (いちにちかん, one day), or いちにち for 1日.
  static func otherDayReading(_ kana: String, _ question: Question) -> MissDiagnosis? {
    guard question.values.count == 1, let day = question.values.first,
      question.suffix == "日" || question.suffix == "日間"
    else { return nil }
    let other = question.suffix == "日" ? "\(day)日間" : "\(day)日"
    // A length of time is heard with or without its 間: いちにち, いちにちかん.
    guard let reading = try? Expression(other).reading,
      reading.accepts(kana) || reading.accepts(kana + "かん")
    else { return nil }
    let meaning = question.suffix == "日" ? "a day of the month" : "a length of time"
    return MissDiagnosis(
      .dateReading, "\(kana) is \(other); \(question.display) is \(meaning): \(question.reading.canonical)")
  }

  /// Kana that is a right reading but for a sound change (さんほん for さんぼん, いちふん for いっぷん).
  static func soundChange(_ kana: String, _ question: Question) -> MissDiagnosis? {
    guard let right = question.reading.accepted.first(where: { DigitSounds.sameButForSoundChanges($0, kana) })
    else { return nil }
    return MissDiagnosis(.counterSound, "sound change: it is \(right), not \(kana)")
  }
}
