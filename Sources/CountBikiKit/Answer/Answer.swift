/// Checks what a learner typed against a question, forgiving how people really type
/// (１２３４, 1,234, ¥1234, 1234円, 千二百三十四, 14時30分, 2:15) but never calling a wrong answer right.
public enum Answer {
  /// The verdict on `typed` for `question`.
  public static func check(_ typed: String, against question: Question) -> Verdict {
    let text = normalize(typed)
    guard !text.isEmpty else { return .invalid(hint: hint(for: question)) }
    // A reading typed in kana is right when it is one of the accepted readings.
    let kana = Kana.hiragana(text.filter { $0 != " " })
    if question.reading.accepted.contains(kana) { return .correct }
    guard let values = parse(text, question) else {
      if Kana.isHiragana(kana) { return .incorrect }
      return .invalid(hint: hint(for: question))
    }
    return values == question.values ? .correct : .incorrect
  }

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

  /// Half-width, no surrounding space, spaces and `_` between digit groups removed.
  static func normalize(_ typed: String) -> String {
    let half = Kana.halfWidth(typed).trimmingWhitespace()
    var out = ""
    let chars = Array(half)
    for (index, c) in chars.enumerated() {
      if c == " " || c == "_" || c == "," {
        let before = index > 0 && chars[index - 1].isASCII && chars[index - 1].isNumber
        let after = index + 1 < chars.count && chars[index + 1].isASCII && chars[index + 1].isNumber
        if before && after { continue }
        if c == " " { continue }
      }
      out.append(c)
    }
    return out
  }

  /// The numbers in `text` in the order the format asks for them, or nil when it is not an
  /// answer of that shape.
  static func parse(_ text: String, _ question: Question) -> [Int64]? {
    guard let tokens = Token.split(text) else { return nil }
    switch question.format {
    case .number:
      var words = tokens
      if words.first == .word("¥") || words.first == .word("\\")
        || words.first == .word(question.prefix)
      {
        words.removeFirst()
      }
      if let last = words.last,
        last == .word(question.suffix) || (question.prefix == "¥" && last == .word("円"))
      {
        words.removeLast()
      }
      guard words.count == 1 else { return nil }
      switch words[0] {
      case .number(let value): return [value]
      case .word(let kana):
        // A plain number typed in kana (さん for 3本) names the number heard.
        guard let value = KanaNumber.value(of: kana), value <= UInt128(Int64.max) else {
          return nil
        }
        return [Int64(value)]
      }
    case .hour:
      return hour(tokens).map { [$0] }
    case .clockTime:
      var words = tokens
      let shift = halfDayShift(&words)
      guard
        let (hour, minute) = pair(
          words, [[":"], ["時", "分"], ["時"]], half: ["時半"], trailingZero: ["時"])
      else { return nil }
      guard let shift else { return [hour, minute] }
      guard hour <= 12 else { return nil }
      return [hour % 12 + shift, minute]
    case .hoursMinutes:
      return pair(
        tokens, [[":"], ["時間", "分"], ["時間", "分間"], ["時間"]], half: ["時間半"], trailingZero: []
      )
      .map { [$0.0, $0.1] }
    case .monthDay:
      return pair(tokens, [["/"], ["-"], ["."], ["月", "日"], ["月"]], half: [], trailingZero: [])
        .map { [$0.0, $0.1] }
    }
  }

  /// 16, 16時, 午後4時, 午後4, 4pm, pm4.
  private static func hour(_ tokens: [Token]) -> Int64? {
    var words = tokens
    let shift = halfDayShift(&words)
    if words.last == .word("時") { words.removeLast() }
    guard words.count == 1, case .number(let hour) = words[0] else { return nil }
    guard let shift else { return hour }
    return hour <= 12 ? hour % 12 + shift : nil
  }

  /// Removes a leading or trailing 午前/午後/am/pm; 0 for the morning, 12 for the afternoon.
  private static func halfDayShift(_ words: inout [Token]) -> Int64? {
    let marks: [String: Int64] = ["午前": 0, "午後": 12, "am": 0, "pm": 12, "a.m.": 0, "p.m.": 12]
    if case .word(let w) = words.first, let shift = marks[w.lowercased()] {
      words.removeFirst()
      return shift
    }
    if case .word(let w) = words.last, let shift = marks[w.lowercased()] {
      words.removeLast()
      return shift
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
          // Digits, maybe mixed with units as people write large numbers: 1億2540万, 3万.
          var total: Int64 = 0
          var lastUnit = Int64.max
          while index < chars.count, chars[index].isASCII, chars[index].isNumber {
            var digits = ""
            while index < chars.count, chars[index].isASCII, chars[index].isNumber {
              digits.append(chars[index])
              index += 1
            }
            let trimmed = digits.drop { $0 == "0" }
            guard trimmed.count <= 15, let value = Int64(trimmed.isEmpty ? "0" : String(trimmed))
            else { return nil }
            guard index < chars.count, let unit = largeUnits[chars[index]], unit < lastUnit,
              value < 10_000
            else {
              total += value
              break
            }
            total += value * unit
            lastUnit = unit
            index += 1
          }
          flushWord()
          tokens.append(.number(total))
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
  }
}
