/// The recursive-descent reader behind `Expression`, over the text made half-width.
struct ExpressionParser {
  let original: String
  let scalars: [Character]
  var index = 0
  /// The parts of the canonical reading, collected only when explaining (nil otherwise).
  var parts: [ReadingPart]?

  init(_ text: String) {
    original = text
    let half = Kana.halfWidth(text).trimmingWhitespace()
    scalars = Array(half)
  }

  func fail(_ reason: String) -> ExpressionError {
    ExpressionError(text: original, reason: reason)
  }

  var rest: String { String(scalars[index...]) }
  var atEnd: Bool { index >= scalars.count }

  mutating func take(_ word: String) -> Bool {
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
        return try read(value, .yen)
      }
      for era in Era.all where take(era.name) {
        return try eraDate(era)
      }
      // 地下 (basement) only ever names a floor: 地下1階 ちかいっかい.
      if take("地下") {
        let floor = try number()
        guard take("階"), atEnd else { throw fail("地下 takes a floor, as in 地下1階") }
        return try said("ちか", "地下") + read(floor, .kai)
      }
      if let digits = try digitString() { return digits }
      if let quantity = try signedOrDecimal() { return quantity }
      if let ordinal = try ordinalOrQuestion() { return ordinal }
      var prefix: Reading?
      var twelveHour = false
      if take("午前") {
        prefix = said("ごぜん", "午前")
        twelveHour = true
      } else if take("午後") {
        prefix = said("ごご", "午後")
        twelveHour = true
      }
      let value = try number()
      if !twelveHour, take(":") { return try clock(hour: value) }
      if !twelveHour, let fraction = try fraction(value) { return fraction }
      if atEnd {
        if twelveHour { throw fail("午前 and 午後 need an hour after them, as in 午後4時") }
        return try read(value, nil)
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
  mutating func terms(
    first: UInt128, twelveHour: Bool, era: Era? = nil, year: Int? = nil
  ) throws -> Reading {
    var value = first
    var reading: Reading?
    var previous: String?
    var previousCounter: Counter?
    var year = year
    var month: Int?
    while true {
      guard let found = counterHere(after: previousCounter) else {
        if atEnd { throw fail("a number is missing its counter") }
        throw fail("“\(rest)” is not a counter countbiki knows")
      }
      let label = found.0
      var counter = found.1
      if label == "時", twelveHour, value > 12 {
        throw fail("午前 and 午後 take hours 0–12; write \(value)時 without them")
      }
      if label.hasPrefix("分"), previous?.hasPrefix("時") == true, value > 59 {
        throw fail("a clock minute is 0–59")
      }
      // 半 makes a duration of what it follows: 1日半 is one and a half days (いちにちはん).
      let half = !atEnd && scalars[index] == "半"
      if half, counter == .dayOfMonth { counter = .days }
      if half, !Self.halves.contains(counter) {
        throw fail("半 follows only 時, 時間, 分, 日, 週間, ヶ月, 年 or 畳")
      }
      counter = Self.inContext(counter, label: label, value: value, after: previousCounter)
      if counter == .dayOfMonth, value > 31 {
        throw fail("a day of the month is 1–31; write \(value)日間 for a number of days")
      }
      if Counter.ordinalLabels.contains(label) { try checkOrdinal(value, label) }
      var term = try read(value, counter)
      // 1日 alone is the first of a month (ついたち) or one day (いちにち): both are listed, the
      // date first; a date (4月1日) or a topic of days of the month takes ついたち only.
      if counter == .dayOfMonth, previousCounter == nil, atEnd {
        term = Reading(accepted: term.accepted + (try Cardinal.reading(of: value, .days)).accepted)
      }
      if let word = try wordAfter(counter, value: value) { term = term + word }
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
      // Clock phrases: 3時15分前 (a quarter to three), 3時ちょうど (three o'clock sharp).
      if (counter == .fun && take("前")) || (counter == .ji && take("ちょうど")) {
        guard atEnd else { throw fail("nothing can follow \(counter == .fun ? "分前" : "ちょうど")") }
        return reading! + (counter == .fun ? said("まえ", "前") : said("ちょうど", "ちょうど"))
      }
      if atEnd { return reading! }
      if take("半") {
        guard atEnd else { throw fail("nothing can follow 半") }
        return reading! + said("はん", "半")
      }
      guard let next = try? number() else {
        throw fail("“\(rest)” cannot follow \(label)")
      }
      value = next
    }
  }

  /// The words 半 (a half) can follow: a clock hour or a duration.
  private static let halves: [Counter] = [.ji, .jikan, .fun, .days, .shuukan, .kagetsu, .nen, .jou]

  /// The counter at the current position. 日 is a day of the month alone, after 月 or 年, or
  /// before a clock hour (1日10時); it is a number of days after another duration (1ヶ月1日) or
  /// before one (1日3回 いちにちさんかい, once a day), where 1日 is いちにち.
  mutating func counterHere(after previous: Counter?) -> (String, Counter)? {
    for entry in Counter.byLabel where take(entry.label) {
      guard entry.counter == .dayOfMonth else { return (entry.label, entry.counter) }
      let isDate =
        previous.map { $0 == .month || $0 == .nen }
        ?? !(nextTermCountsDuration() || Self.durationWords.contains { rest.hasPrefix($0) })
      return (entry.label, isDate ? .dayOfMonth : .days)
    }
    return nil
  }

  /// Whether a number and a counter other than a clock hour follow, without consuming them.
  mutating func nextTermCountsDuration() -> Bool {
    let saved = index
    defer { index = saved }
    guard !atEnd, (try? number()) != nil else { return false }
    return Counter.byLabel.contains { entry in entry.counter != .ji && take(entry.label) }
  }
}

extension ExpressionParser {
  /// The readings of `value` plainly or with `counter`, and its parts when explaining.
  mutating func read(_ value: UInt128, _ counter: Counter?) throws(ReadingError) -> Reading {
    let reading =
      if let counter { try Cardinal.reading(of: value, counter) } else {
        try Cardinal.reading(of: value)
      }
    if parts != nil { parts! += try Cardinal.parts(of: value, counter) }
    return reading
  }

  /// A fixed word of the expression (午後 ごご, 半 はん), and its part when explaining.
  mutating func said(_ kana: String, _ text: String, _ patterns: [SoundPattern] = []) -> Reading {
    parts?.append(ReadingPart(kana: kana, text: text, patterns: patterns))
    return Reading(canonical: kana)
  }
}
