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
    case .decimal: return "type the number with its sign and decimal point, as in 36.5 or -5"
    case .digits: return "type the digits, as in 090-1234-5678"
    case .date: return "type the date as year/month/day, as in 1993/4/1 or 1993年4月1日"
    case .dateTime: return "type the date and time as in 2017/9/30 17:05"
    case .hoursMinutesSeconds: return "type the time as hours:minutes:seconds, as in 1:02:03"
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
