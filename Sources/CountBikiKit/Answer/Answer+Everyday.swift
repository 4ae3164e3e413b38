// Answers of the everyday shapes: decimals and negatives (36.5, -5), digits said one by one
// (090-1234-5678), full dates (1993/4/1), dates with a time (2017/9/30 17:05) and durations
// with seconds (1:02:03).

extension Answer {
  /// A decimal or negative number as `[digits without the point, places]`, trailing zeros after
  /// the point dropped, so that 36.50 and 36.5 are one answer: 36.5 → [365, 1], -5 → [-5, 0].
  public static func decimalValues(_ text: String) -> [Int64]? {
    var chars = Substring(text)
    var negative = false
    for sign in ["マイナス", "-", "−"] where chars.hasPrefix(sign) {
      negative = true
      chars = chars.dropFirst(sign.count)
      break
    }
    let whole = chars.prefix { $0.isASCII && $0.isNumber }
    chars = chars.dropFirst(whole.count)
    var fraction = Substring("")
    if chars.first == "." {
      fraction = chars.dropFirst().prefix { $0.isASCII && $0.isNumber }
      guard !fraction.isEmpty else { return nil }
      chars = chars.dropFirst(1 + fraction.count)
    }
    guard !whole.isEmpty, chars.isEmpty else { return nil }
    fraction = fraction.prefix(
      upTo: fraction.lastIndex { $0 != "0" }.map(fraction.index(after:)) ?? fraction.startIndex)
    let digits = (whole + fraction).drop { $0 == "0" }
    guard digits.count <= 15 else { return nil }
    let magnitude = Int64(digits.isEmpty ? "0" : String(digits)) ?? 0
    return [negative ? -magnitude : magnitude, Int64(fraction.count)]
  }

  /// What typed text says for the everyday formats, or nil when it is not such an answer.
  static func parseEveryday(_ text: String, _ question: Question) -> Parsed? {
    switch question.format {
    case .decimal:
      var body = text
      if let label = trailingLabel(of: text) {
        switch unit(label, for: question) {
        case .same: body = String(text.dropLast(label.count))
        case .other: return .wrongUnit
        case .unknown: return nil
        }
      }
      return decimalValues(body).map { .values($0) }
    case .digits:
      var digits: [Int64] = []
      for c in text {
        if c.isASCII, let digit = c.wholeNumberValue {
          digits.append(Int64(digit))
        } else if !Self.digitSeparators.contains(c) {
          return nil
        }
      }
      return digits.isEmpty ? nil : .values(digits)
    case .hoursMinutesSeconds:
      guard let tokens = Token.split(text) else { return nil }
      return (sequence(tokens, Self.shapes[.hoursMinutesSeconds] ?? []) ?? durationParts(tokens))
        .map { .values($0) }
    case .date, .dateTime:
      guard let tokens = Token.split(text) else { return nil }
      return sequence(eraToGregorian(tokens), Self.shapes[question.format] ?? [])
        .map { .values($0) }
    case .number, .hour, .hourIn24, .hourAsHeard, .clockTime, .hoursMinutes, .monthDay, .fraction:
      return nil
    }
  }

  /// What may stand between the digits of a phone number or a postal code.
  private static let digitSeparators: Set<Character> = ["-", "−", "ー", "‐", ",", "(", ")", "〒"]

  /// The counter or symbol after the last digit (度 in 36.5度), or nil when the text ends in one.
  private static func trailingLabel(of text: String) -> String? {
    let label = text.reversed().prefix { !($0.isASCII && $0.isNumber) }
    return label.isEmpty ? nil : String(label.reversed())
  }

  /// The words after each number, for each format; a shape shorter than the answer leaves the
  /// last numbers 0 (2017年9月30日17時 is 17:00).
  private static let shapes: [AnswerFormat: [[String]]] = [
    .date: [["/", "/", ""], ["-", "-", ""], [".", ".", ""], ["年", "月", "日"]],
    .dateTime: [
      ["/", "/", ",", ":", ""], ["-", "-", ",", ":", ""], ["年", "月", "日", ":", ""],
      ["年", "月", "日", "時", "分"], ["年", "月", "日", "時"], ["年", "月", "日,", ":", ""],
    ],
    .hoursMinutesSeconds: [[":", ":", ""]],
  ]

  /// The numbers of `tokens` when the words after them follow one of `shapes`, padded with 0s
  /// to the longest shape's length.
  private static func sequence(_ tokens: [Token], _ shapes: [[String]]) -> [Int64]? {
    var numbers: [Int64] = []
    var words: [String] = []
    for token in tokens {
      switch token {
      case .number(let value):
        guard numbers.count == words.count else { return nil }
        numbers.append(value)
      case .word(let word):
        guard numbers.count == words.count + 1 else { return nil }
        words.append(word)
      }
    }
    if words.count < numbers.count { words.append("") }
    let length = shapes.map(\.count).max() ?? 0
    guard shapes.contains(words) else { return nil }
    return numbers + Array(repeating: 0, count: length - numbers.count)
  }

  /// A duration written with its units, any of them left out when 0 (1時間3秒, 5分):
  /// `[hours, minutes, seconds]`.
  private static func durationParts(_ tokens: [Token]) -> [Int64]? {
    let units = [["時間"], ["分", "分間"], ["秒", "秒間"]]
    var values: [Int64] = [0, 0, 0]
    var next = 0
    var index = 0
    while index + 1 < tokens.count {
      guard case .number(let value) = tokens[index], case .word(let word) = tokens[index + 1],
        let place = units.indices.first(where: { $0 >= next && units[$0].contains(word) })
      else { return nil }
      values[place] = value
      next = place + 1
      index += 2
    }
    return index == tokens.count && index > 0 ? values : nil
  }

  /// 3時15分前 as 2時45分 and 3時ちょうど as 3時, so that a clock phrase typed as shown reads as
  /// the time it names; other tokens are returned as they are. An hour of 1 counts back to 12,
  /// as on a 12-hour clock, and 0 to 23.
  static func clockPhrase(_ tokens: [Token]) -> [Token] {
    if tokens.count == 2, case .word("時ちょうど") = tokens[1] { return [tokens[0], .word("時")] }
    guard tokens.count == 4, case .number(let hour) = tokens[0], tokens[1] == .word("時"),
      case .number(let minutes) = tokens[2], tokens[3] == .word("分前"), (1...59).contains(minutes)
    else { return tokens }
    let before = hour == 0 ? 23 : hour == 1 ? 12 : hour - 1
    return [.number(before), .word("時"), .number(60 - minutes), .word("分")]
  }

  /// An era year typed for a date (平成5年4月1日, 令和元年5月1日) as its Gregorian year.
  private static func eraToGregorian(_ tokens: [Token]) -> [Token] {
    guard case .word(let name)? = tokens.first else { return tokens }
    for era in Era.all {
      if name == era.name + "元年" {
        return [.number(Int64(era.gregorian(1))), .word("年")] + tokens.dropFirst()
      }
      if name == era.name, case .number(let year)? = tokens.dropFirst().first, year >= 1 {
        return [.number(Int64(era.gregorian(Int(year))))] + tokens.dropFirst(2)
      }
    }
    return tokens
  }
}

extension Answer {
  /// A decimal or negative number heard in kana, as `decimalValues` gives it: さんじゅうろくてんご
  /// → [365, 1], まいなすご → [-5, 0], with the kana of `counter` after it (さんじゅうろくてんごど).
  /// The whole part before てん may be shortened (いってん, はってん, じゅってん); the digits after
  /// it are counting words, 0 as れい or ぜろ. nil when the kana is no such number.
  public static func decimalValues(inKana kana: String, counter: Counter?) -> [Int64]? {
    var text = Kana.hiragana(kana)
    let negative = text.hasPrefix("まいなす")
    if negative { text.removeFirst(4) }
    // Typed kana has its long-vowel marks spelled out (ぱーせんと is ぱあせんと), as has `text`.
    if let counter, case let kana = Kana.hiragana(counter.kana), !kana.isEmpty,
      text.hasSuffix(kana)
    {
      text.removeLast(kana.count)
    }
    let pieces = text.split(separator: "てん", maxSplits: 1, omittingEmptySubsequences: false)
    guard let head = pieces.first, !head.isEmpty else { return nil }
    var whole = String(head)
    // Before てん or a counter the last word may be shortened: いってん, いっぱーせんと.
    if pieces.count == 2 || counter != nil {
      for (short, full) in geminateWholes where whole.hasSuffix(short) {
        whole = String(whole.dropLast(short.count)) + full
        break
      }
    }
    let wholeValue: UInt128? = ["れい", "ぜろ"].contains(whole) ? 0 : KanaNumber.value(of: whole)
    guard let wholeValue, wholeValue < 1_000_000_000_000 else { return nil }
    var digits: [Int64] = []
    if pieces.count == 2 {
      var rest = Substring(pieces[1])
      while !rest.isEmpty {
        guard
          let (digit, word) = fractionWords.enumerated().lazy
            .compactMap({ digit, words in words.first { rest.hasPrefix($0) }.map { (digit, $0) } })
            .first
        else { return nil }
        digits.append(Int64(digit))
        rest = rest.dropFirst(word.count)
      }
      guard !digits.isEmpty else { return nil }
    }
    while digits.last == 0 { digits.removeLast() }
    guard digits.count <= 6 else { return nil }
    var magnitude = Int64(wholeValue)
    for digit in digits { magnitude = magnitude * 10 + digit }
    return [negative ? -magnitude : magnitude, Int64(digits.count)]
  }

  /// The shortened endings of a whole part before てん, and the word each stands for.
  private static let geminateWholes: [(String, String)] = [
    ("じゅっ", "じゅう"), ("じっ", "じゅう"), ("ひゃっ", "ひゃく"), ("いっ", "いち"), ("ろっ", "ろく"),
    ("はっ", "はち"),
  ]

  /// The words for the digits after a decimal point, 0–9, as the reading engine says them and
  /// with ぜろ also for 0.
  private static let fractionWords: [[String]] = ExpressionParser.fractionWords.enumerated().map {
    digit, word in digit == 0 ? [word, "ぜろ"] : [word]
  }
}
