/// Text a learner sees — `1,234`, `¥1,234`, `3本`, `14時30分`, `14:30`, `午後4時`, `令和元年`,
/// `2時間15分` — read aloud.
///
/// Grammar (after full-width characters are made half-width):
///
///     expression := number | "¥" number | [午前|午後] term+ [半] | era (元|number) 年 term*
///                 | hour ":" minute
///     term       := number counter
///     number     := digits with optional "," every three digits, or kanji numerals (千二百三十四)
///
/// Context decides what some words mean: 日 alone is a day of the month (1日 ついたち), 日間 is a
/// number of days (1日間 いちにちかん, 3日間 みっかかん), and so is 日 next to another duration
/// (1日3回 いちにちさんかい, 1ヶ月1日); 分 after 時 is a clock minute (0–59); 時 after 午前/午後
/// is 0–12; 1年 of an era reads いちねん and 元年 がんねん.
public struct Expression: Hashable, Sendable {
  /// The text as it was given.
  public let text: String
  /// The accepted readings, canonical first.
  public let reading: Reading

  public init(_ text: String) throws(ExpressionError) {
    self.text = text
    var parser = ExpressionParser(text)
    self.reading = try parser.parse()
  }
}

/// Why an expression cannot be read, as one sentence a learner can act on.
public struct ExpressionError: Error, Equatable, Sendable, CustomStringConvertible {
  public let text: String
  public let reason: String
  public var description: String { "cannot read “\(text)”: \(reason)" }
}

struct ExpressionParser {
  private let original: String
  private let scalars: [Character]
  private var index = 0

  init(_ text: String) {
    original = text
    let half = Kana.halfWidth(text).trimmingWhitespace()
    scalars = Array(half)
  }

  private func fail(_ reason: String) -> ExpressionError {
    ExpressionError(text: original, reason: reason)
  }

  private var rest: String { String(scalars[index...]) }
  private var atEnd: Bool { index >= scalars.count }

  private mutating func take(_ word: String) -> Bool {
    let chars = Array(word)
    guard index + chars.count <= scalars.count, Array(scalars[index..<index + chars.count]) == chars
    else { return false }
    index += chars.count
    return true
  }

  mutating func parse() throws(ExpressionError) -> Reading {
    guard !scalars.isEmpty else { throw fail("it is empty") }
    do {
      if take("¥") || take("\\") {
        let value = try number()
        guard atEnd else { throw fail("“\(rest)” cannot follow a ¥ amount") }
        return try Cardinal.reading(of: value, .yen)
      }
      for era in Era.all where take(era.name) {
        return try eraDate(era)
      }
      var prefix: Reading?
      var twelveHour = false
      if take("午前") {
        prefix = Reading(accepted: ["ごぜん"])
        twelveHour = true
      } else if take("午後") {
        prefix = Reading(accepted: ["ごご"])
        twelveHour = true
      }
      let value = try number()
      if !twelveHour, take(":") { return try clock(hour: value) }
      if atEnd {
        if twelveHour { throw fail("午前 and 午後 need an hour after them, as in 午後4時") }
        return try Cardinal.reading(of: value)
      }
      var reading = try terms(first: value, twelveHour: twelveHour)
      if let prefix { reading = prefix + reading }
      return reading
    } catch let error as ExpressionError {
      throw error
    } catch let error as ReadingError {
      throw fail(error.description)
    } catch {
      throw fail("\(error)")
    }
  }

  /// number counter (number counter)* [半]. `era` and `year` are given when the terms follow an
  /// era year (令和元年4月1日), so that the date can be checked against the era.
  private mutating func terms(
    first: UInt128, twelveHour: Bool, era: Era? = nil, year: Int? = nil
  ) throws -> Reading {
    var value = first
    var reading: Reading?
    var previous: String?
    var previousCounter: Counter?
    var year = year
    var month: Int?
    while true {
      guard let (label, counter) = counterHere(after: previousCounter) else {
        if atEnd { throw fail("a number is missing its counter") }
        throw fail("“\(rest)” is not a counter countbiki knows")
      }
      if label == "時", twelveHour, value > 12 {
        throw fail("午前 and 午後 take hours 0–12; write \(value)時 without them")
      }
      if label == "分", previous == "時", value > 59 {
        throw fail("a clock minute is 0–59")
      }
      if counter == .dayOfMonth, value > 31 {
        throw fail("a day of the month is 1–31; write \(value)日間 for a number of days")
      }
      let term = try Cardinal.reading(of: value, counter)
      // A year, a month and a day in that order make a date, which must exist.
      if counter == .nen, previousCounter == nil, era == nil { year = Int(value) }
      if counter == .month, previousCounter == nil || previousCounter == .nen {
        month = Int(value)
        try checkDate(era: era, year: year, month: Int(value), day: nil)
      }
      if counter == .dayOfMonth, previousCounter == .month, let month {
        try checkDate(era: era, year: year, month: month, day: Int(value))
      }
      reading = reading.map { $0 + term } ?? term
      previous = label
      previousCounter = counter
      if atEnd { return reading! }
      if take("半") {
        guard label == "時" || label == "時間" else { throw fail("半 follows only 時 or 時間") }
        guard atEnd else { throw fail("nothing can follow 半") }
        return reading!.followed(by: "はん")
      }
      guard let next = try? number() else {
        throw fail("“\(rest)” cannot follow \(label)")
      }
      value = next
    }
  }

  /// The counter at the current position. 日 is a day of the month alone, after 月 or 年, or
  /// before a clock hour (1日10時); it is a number of days after another duration (1ヶ月1日) or
  /// before one (1日3回 いちにちさんかい, once a day), where 1日 is いちにち.
  private mutating func counterHere(after previous: Counter?) -> (String, Counter)? {
    for entry in Counter.byLabel where take(entry.label) {
      guard entry.counter == .dayOfMonth else { return (entry.label, entry.counter) }
      let isDate = previous.map { $0 == .month || $0 == .nen } ?? !nextTermCountsDuration()
      return (entry.label, isDate ? .dayOfMonth : .days)
    }
    return nil
  }

  /// Whether a number and a counter other than a clock hour follow, without consuming them.
  private mutating func nextTermCountsDuration() -> Bool {
    let saved = index
    defer { index = saved }
    guard !atEnd, (try? number()) != nil else { return false }
    return Counter.byLabel.contains { entry in entry.counter != .ji && take(entry.label) }
  }

  private mutating func eraDate(_ era: Era) throws -> Reading {
    let year: Int
    let wroteGan = take("元")
    if wroteGan {
      year = 1
    } else {
      let value = try number()
      guard value <= 9999 else { throw fail("\(era.name) years are small numbers") }
      year = Int(value)
    }
    guard take("年") else { throw fail("an era name is followed by a year, as in \(era.name)元年") }
    var reading = try era.reading(year: year)
    // The text decides the spoken form of the first year: 元年 がんねん, 1年 いちねん.
    if year == 1, !wroteGan { reading = Reading(accepted: reading.accepted.reversed()) }
    if atEnd { return reading }
    let month = try number()
    return try reading
      + terms(first: month, twelveHour: false, era: era, year: era.gregorian(year))
  }

  /// Days in each month; 2月 has 29 unless the year is known not to be a leap year.
  private static let monthDays = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]

  private static func daysIn(month: Int, year: Int?) -> Int {
    guard month == 2, let year else { return monthDays[month - 1] }
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    return leap ? 29 : 28
  }

  /// Throws when the date does not exist (2月30日, 2023年2月29日) or falls outside its era
  /// (平成31年5月1日 is 令和元年5月1日). `year` is Gregorian; `day` nil checks the month alone.
  private func checkDate(era: Era?, year: Int?, month: Int, day: Int?) throws {
    let days = Self.daysIn(month: month, year: year)
    if let day, day > days {
      let inYear = year.map { days == 28 ? " in \($0)" : "" } ?? ""
      throw fail("\(month)月 has only \(days) days\(inYear)")
    }
    guard let era, let year, !era.contains(year: year, month: month, day: day) else { return }
    let start = "\(era.firstYear)年\(era.firstDay.month)月\(era.firstDay.day)日"
    guard let next = era.next else { throw fail("\(era.name) began on \(start)") }
    var end = (year: next.firstYear, month: next.firstDay.month, day: next.firstDay.day - 1)
    if end.day == 0 {
      end.month -= 1
      if end.month == 0 { (end.year, end.month) = (end.year - 1, 12) }
      end.day = Self.daysIn(month: end.month, year: end.year)
    }
    throw fail("\(era.name) ran from \(start) to \(end.year)年\(end.month)月\(end.day)日")
  }

  private mutating func clock(hour: UInt128) throws -> Reading {
    let minuteText = rest
    guard minuteText.count == 2, let minute = UInt128(minuteText) else {
      throw fail("a clock time is written H:MM, as in 14:30")
    }
    guard hour <= 24 else { throw fail("an hour is 0–24") }
    guard minute <= 59 else { throw fail("a clock minute is 0–59") }
    index = scalars.count
    let hours = try Cardinal.reading(of: hour, .ji)
    return minute == 0 ? hours : try hours + Cardinal.reading(of: minute, .fun)
  }

  /// Digits (with "," between groups of three), digits mixed with 万/億/兆/京 (3億5000万), or
  /// kanji numerals.
  private mutating func number() throws -> UInt128 {
    var total: UInt128 = 0
    var lastUnit: UInt128 = .max
    while true {
      let start = index
      let chunk = try plainNumber()
      if !atEnd, let unit = Self.largeUnits[scalars[index]], scalars[start].isASCII, chunk >= 10_000
      {
        guard total + chunk * unit <= Cardinal.maximum else { throw ReadingError.tooLarge }
        throw fail("at most four digits go before \(scalars[index]), as in 3億5000万")
      }
      guard !atEnd, let unit = Self.largeUnits[scalars[index]], unit < lastUnit,
        scalars[start].isASCII, chunk > 0
      else {
        total += chunk
        guard total <= Cardinal.maximum else { throw ReadingError.tooLarge }
        return total
      }
      index += 1
      total += chunk * unit
      lastUnit = unit
      if atEnd || !(scalars[index].isASCII && scalars[index].isNumber) {
        guard total <= Cardinal.maximum else { throw ReadingError.tooLarge }
        return total
      }
    }
  }

  private static let largeUnits: [Character: UInt128] = [
    "万": 10_000, "億": 100_000_000, "兆": 1_000_000_000_000, "京": 10_000_000_000_000_000,
  ]

  private mutating func plainNumber() throws -> UInt128 {
    let start = index
    var digits = ""
    var groupLength = 0
    var sawComma = false
    while !atEnd {
      let c = scalars[index]
      if c.isASCII, c.isNumber {
        digits.append(c)
        groupLength += 1
      } else if c == ",", !digits.isEmpty, index + 1 < scalars.count, scalars[index + 1].isNumber {
        if sawComma ? groupLength != 3 : groupLength > 3 {
          throw fail("commas go between groups of three digits")
        }
        sawComma = true
        groupLength = 0
      } else {
        break
      }
      index += 1
    }
    if sawComma, groupLength != 3 { throw fail("commas go between groups of three digits") }
    if digits.isEmpty {
      if let (value, length) = KanjiNumeral.prefixValue(of: scalars[index...]) {
        index += length
        return value
      }
      index = start
      if atEnd { throw fail("a number is missing") }
      throw fail("“\(rest)” is not a number")
    }
    guard digits.count <= 20, let value = UInt128(digits), value <= Cardinal.maximum else {
      throw ReadingError.tooLarge
    }
    return value
  }
}

extension String {
  func trimmingWhitespace() -> String {
    var chars = Substring(self)
    while let first = chars.first, first.isWhitespace { chars.removeFirst() }
    while let last = chars.last, last.isWhitespace { chars.removeLast() }
    return String(chars)
  }
}
