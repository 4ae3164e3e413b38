/// Checks what a learner typed against a question, forgiving how people really type
/// (１２３４, 1,234, ¥1234, 1234円, 千二百三十四, 1万5千, 14時30分, 2:15) but never calling a wrong
/// answer right.
public enum Answer {
  /// The verdict on `typed` for `question`.
  public static func check(_ typed: String, against question: Question) -> Verdict {
    if let sentence = question.sentence { return checkSentence(typed, sentence) }
    // The longest right answer (a kana reading near 10^20) is a few hundred bytes; checking a
    // pasted megabyte would stall the drill for seconds.
    guard typed.utf8.count <= maximumLength else { return .invalid(hint: hint(for: question)) }
    let text = normalize(typed)
    guard !text.isEmpty else { return .invalid(hint: hint(for: question)) }
    // An hour heard with 午前/午後 is answered either as heard or in 24-hour time, as the topic
    // says; the other way gets a hint, so the two topics drill different things.
    switch question.format {
    case .hourAsHeard where !saysHalfDay(text), .hourIn24 where saysHalfDay(text):
      return .invalid(hint: hint(for: question))
    case .hourAsHeard, .hourIn24, .number, .hour, .clockTime, .hoursMinutes, .monthDay, .decimal,
      .digits, .date, .dateTime, .hoursMinutesSeconds, .fraction:
      break
    }
    // Kana is right when it is one of the accepted readings, or another right reading of the
    // same answer: じゅうよじ for 14 (heard as ごごにじ), にじゅうしち for 27.
    let kana = Kana.hiragana(text.filter { $0 != " " }).replacing(",", with: "、")
    if question.reading.accepts(kana) { return .correct }
    // 、 marks a pause between a phone number's groups (ぜろきゅうぜろ、いちにい…).
    let parsed: Parsed? =
      Kana.isHiragana(kana.filter { $0 != "、" })
      ? .readings(kanaValues(kana, question), ambiguous: saysTwelveWithHalfDay(kana))
      : parse(text, question)
    switch parsed {
    // Kana that does not even start like a number (の, ア) is no answer; kana that does but
    // has a wrong sound change (さんひゃく, よんじ) is a wrong one.
    case .readings(let answers, _) where answers.isEmpty && !KanaNumber.startsWithNumberWord(kana):
      return .invalid(hint: hint(for: question))
    case .readings(let answers, let ambiguous):
      guard answers.contains(question.values) else { return .incorrect }
      return ambiguous ? .invalid(hint: hint(for: question)) : .correct
    case .wrongUnit: return soundsLikeQuestion(text, question) ? .correct : .incorrect
    case nil:
      return soundsLikeQuestion(text, question) ? .correct : .invalid(hint: hint(for: question))
    }
  }

  /// Whether `text`, read by the reading engine, sounds like one of the question's readings: a
  /// listening drill cannot tell 1回 from 1階 (both いっかい), so either is what was heard.
  static func soundsLikeQuestion(_ text: String, _ question: Question) -> Bool {
    guard let heard = try? Expression(text).reading else { return false }
    let said = Set(question.reading.accepted.map(Reading.pronunciation(of:)))
    return heard.accepted.contains { said.contains(Reading.pronunciation(of: $0)) }
  }

  /// Ways to type the answer that need no input method, the question's own first: `午後4時` is
  /// also `4pm`; a large number is also written in 万 (`174万2000` for 1742000).
  public static func typedForms(of question: Question) -> [String] {
    guard let value = question.values.first else { return [question.answer] }
    switch question.format {
    case .hourAsHeard:
      let hour = value % 12 == 0 ? 12 : value % 12
      return [question.answer, "\(hour)\(value >= 12 && value < 24 ? "pm" : "am")"]
    case .number where value >= 10_000:
      return [question.answer, Digits.byMan(UInt64(value))]
    case .number, .hour, .hourIn24, .clockTime, .hoursMinutes, .monthDay, .decimal, .digits, .date,
      .dateTime, .hoursMinutesSeconds, .fraction:
      return [question.answer]
    }
  }

  /// Input longer than this many UTF-8 bytes is not an answer.
  static let maximumLength = 1024

  /// What to type for a question of this format, shown when the input was not an answer.
  public static func hint(for question: Question) -> String {
    if let sentence = question.sentence, sentence.slots.count > 1 {
      return sentenceHint(sentence)
    }
    switch question.format {
    case .number:
      if question.isMoney {
        return "type the amount in digits, kanji or kana, as in 1234, 1234円 or せんえん"
      }
      return "type the number in digits (1234), kanji (千二百三十四) or kana"
    case .hour: return "type the hour in digits, as in 16, 16時 or 午後4時"
    case .hourIn24: return "type the hour in 24-hour time, as in 16 or 16時 for 午後4時"
    case .hourAsHeard: return "type the hour as heard, with 午前 or 午後: 午後4時, 4pm or pm4"
    case .clockTime: return "type the time as hours:minutes, as in 14:30 or 14時30分"
    case .hoursMinutes: return "type the hours and minutes as 2:15 or 2時間15分"
    case .monthDay: return "type the date as month/day, as in 4/1 or 4月1日"
    case .decimal: return "type the number with its sign and decimal point, as in 36.5 or -5"
    case .digits: return "type the digits, as in 090-1234-5678"
    case .date: return "type the date as year/month/day, as in 1993/4/1 or 1993年4月1日"
    case .dateTime: return "type the date and time as in 2017/9/30 17:05"
    case .hoursMinutesSeconds: return "type the time as hours:minutes:seconds, as in 1:02:03"
    case .fraction: return "type the fraction as numerator/denominator, as in 2/3"
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
}
