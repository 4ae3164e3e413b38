import CountBikiKit
import TestSupport
import Testing

/// The engine's reading of a question, worked out from its values (the numbers the learner
/// types) rather than from its display text, which the generator reads itself.
private func engineReading(_ q: Question) throws -> Reading {
  func read(_ value: Int64, _ counter: Counter) throws -> Reading {
    try Cardinal.reading(of: UInt128(value), counter)
  }
  switch plainTopic(of: q) {
  case "stay":
    return try Expression("\(q.values[0])泊\(q.values[0] + 1)日").reading
  case "days":
    return try read(q.values[0], .days)
  case "dates.clock", "dates.clock-everyday":
    let hour = try read(q.values[0], .ji)
    return q.values[1] == 0 ? hour : try hour + read(q.values[1], .fun)
  case "durations.hours-minutes":
    let hours = try read(q.values[0], .jikan)
    return q.values[1] == 0 ? hours : try hours + read(q.values[1], .fun)
  case "dates.month-day":
    return try read(q.values[0], .month) + read(q.values[1], .dayOfMonth)
  case "dates.ampm", "dates.ampm-24":
    let afternoon = q.values[0] > 12
    let half = Reading(accepted: [afternoon ? "ごご" : "ごぜん"])
    return try half + read(afternoon ? q.values[0] - 12 : q.values[0], .ji)
  case "dates.era", "dates.era-old":
    // A year an era changed in has two names (1989: 昭和64年 and 平成元年); the question is read
    // as one of them, and its display names the same one.
    let year = Int(q.values[0])
    let names = Era.all.filter {
      year >= $0.firstYear && year <= $0.gregorian($0.lastYear ?? 9_999)
    }
    .map { era in (era, year - era.firstYear + 1) }
    let (era, number) = try #require(names.first { try $0.0.reading(year: $0.1) == q.reading })
    #expect(q.display == "\(era.name)\(number == 1 ? "元" : String(number))年")
    return q.reading
  case "money.rent-man":
    // Listings write rent in 万 with one decimal: 75000 is 7.5万円.
    let tenths = q.values[0] / 1000
    let written = tenths % 10 == 0 ? "\(tenths / 10)" : "\(tenths / 10).\(tenths % 10)"
    return try Expression(written + "万円").reading
  default:
    return try everydayReading(q)
  }
}

/// A sentence's number is read as the plain topic of its shape would read it.
private func plainTopic(of q: Question) -> String {
  let plain = ["numbers", "money", "durations", "dates", "counters", "everyday"]
  guard !plain.contains(String(q.topic.prefix { $0 != "." })) else { return q.topic }
  if q.display.contains("泊"), q.display.hasSuffix("日") { return "stay" }
  if q.format == .number, q.suffix == "日" { return "days" }
  switch q.format {
  case .clockTime where !q.display.hasSuffix("前") && !q.display.hasSuffix("ちょうど") && !q.display.hasSuffix("半") && !q.display.hasPrefix("午"):
    return "dates.clock"
  case .hoursMinutes: return "durations.hours-minutes"
  case .monthDay: return "dates.month-day"
  case .number where Era.all.contains { q.display.hasPrefix($0.name) }: return "dates.era"
  case .number where q.display.hasSuffix("万円"): return "money.rent-man"
  default: return q.topic
  }
}

/// The reading of the everyday shapes, worked out from the values as the clock phrase, date or
/// number they stand for.
private func everydayReading(_ q: Question) throws -> Reading {
  let v = q.values
  switch q.format {
  case .decimal:
    let digits = String(v[0].magnitude)
    let places = Int(v[1])
    let padded = String(repeating: "0", count: max(0, places + 1 - digits.count)) + digits
    let whole = padded.dropLast(places)
    let number = places == 0 ? String(whole) : "\(whole).\(padded.suffix(places))"
    return try Expression((v[0] < 0 ? "-" : "") + number + q.suffix).reading
  case .digits:
    // The display keeps the hyphens; its digits must be the values.
    #expect(q.display.compactMap(\.wholeNumberValue).map(Int64.init) == v)
    return try Expression(q.display).reading
  case .date:
    let era = try #require(Era.all.first { q.display.hasPrefix($0.name) })
    let year = Int(v[0]) - era.firstYear + 1
    let name = "\(era.name)\(year == 1 ? "元" : String(year))年"
    return try Expression("\(name)\(v[1])月\(v[2])日").reading
  case .dateTime:
    let time = v[4] == 0 ? "\(v[3])時" : "\(v[3])時\(v[4])分"
    return try Expression("\(v[0])年\(v[1])月\(v[2])日" + time).reading
  case .fraction:
    // Written as it is said, denominator first: 2/3 is 3分の2.
    return try Expression("\(v[1])分の\(v[0])").reading
  case .hoursMinutesSeconds:
    let parts = zip(v, ["時間", "分", "秒"]).filter { $0.0 > 0 }.map { "\($0.0)\($0.1)" }
    return try Expression(parts.isEmpty ? "0秒" : parts.joined()).reading
  case .clockTime:
    // A clock phrase names the time of its values: 3時15分前 is 2:45, 午後2時45分 is 14:45.
    let (hour, minute) = (v[0], v[1])
    let display = q.display
    if display.hasSuffix("分前") {
      let next = hour == 12 ? 1 : hour + 1
      return try Expression("\(next)時\(60 - minute)分前").reading
    }
    if display.hasSuffix("ちょうど") { return try Expression("\(hour)時ちょうど").reading }
    if display.hasSuffix("半") { return try Expression("\(hour)時半").reading }
    if display.hasSuffix("発") {
      return try Expression(minute == 0 ? "\(hour)時発" : "\(hour)時\(minute)分発").reading
    }
    let half = hour >= 12 ? "午後" : "午前"
    return try Expression("\(half)\(hour % 12)時\(minute)分").reading
  case .number where q.suffix == "日" && q.topic.hasPrefix("dates."):
    // A day of the month as a date names it: 1日 in a date is ついたち, not the one day (いちにち)
    // that 1日 alone also lists. Read in January and the month's いちがつ dropped.
    let date = try Expression("1月\(v[0])日").reading
    return Reading(accepted: date.accepted.map { String($0.dropFirst("いちがつ".count)) })
  default:
    let number = String(v[0])
    return try Expression(q.prefix == "¥" ? "¥" + number : number + q.suffix).reading
  }
}

@Test(arguments: BuiltIn.catalog.topics.map(\.id))
func everyGeneratedQuestionIsReadByTheEngineAndAcceptedByTheChecker(id: String) throws {
  let topic = try #require(BuiltIn.catalog.topic(id: id))
  var deck = Deck(topics: [topic], seed: 2024)
  var previous: Question?
  var checked: Set<Question> = []
  var failures = Failures()
  for _ in 0..<Sweep.count(100, full: 1000) {
    let q = deck.next()
    failures.check(q.topic == id, "\(q.display) is of \(q.topic)")
    failures.check(q != previous, "the same question twice in a row")
    previous = q
    // A question drawn again gets the same verdicts: each is checked once.
    guard checked.insert(q).inserted else { continue }
    if let sentence = q.sentence {
      // A sentence is its parts joined and is answered with its numbers in order; each number
      // goes through the checks of a bare one below.
      failures.check(
        q.reading.canonical == sentence.parts.map(\.reading).joined(),
        "\(q.display): the reading is not its parts joined")
      failures.check(Answer.check(q.answer, against: q) == .correct, "answer \(q.answer) for \(q.display)")
      for slot in sentence.slots where checked.insert(slot).inserted {
        try checkBare(slot, id: id, &failures)
      }
      continue
    }
    try checkBare(q, id: id, &failures)
  }
  #expect(failures.lines.isEmpty, "\(failures.lines.prefix(20))")
}

private func checkBare(_ q: Question, id: String, _ failures: inout Failures) throws {
  do {
    failures.check(try engineReading(q) == q.reading, "\(q.display): the engine reads it otherwise")
    failures.check(
      q.spokenParts == [
        SpokenPart(
          written: SpokenPart.writtenForReadingAloud(q.display, reading: q.reading.canonical),
          reading: q.reading.canonical)
      ], "\(q.display): spoken as \(q.spokenParts)")
    failures.check(Answer.check(q.answer, against: q) == .correct, "answer \(q.answer) for \(q.display)")
    // A topic answered in 24-hour time takes no 午前/午後: the reading as heard gets a hint.
    let asHeard: Verdict = q.format == .hourIn24 ? .invalid(hint: Answer.hint(for: q)) : .correct
    for reading in q.reading.accepted {
      failures.check(Answer.check(reading, against: q) == asHeard, "\(reading) for \(q.display)")
    }
    if !["dates.era", "dates.era-old"].contains(plainTopic(of: q)) {
      failures.check(Answer.check(q.display, against: q) == asHeard, "\(q.display) typed as shown")
    }
  }
}

/// Failures a sweep gathers and expects once at its end: an expectation per check would cost
/// more than the checks themselves.
private struct Failures {
  var lines: [String] = []

  mutating func check(_ holds: Bool, _ message: @autoclosure () -> String) {
    if !holds { lines.append(message()) }
  }
}

@Test func generatedValuesStayInsideTheirTopicsRanges() throws {
  func values(_ id: String, _ count: Int = 2000) throws -> [Int64] {
    var deck = Deck(topics: [try #require(BuiltIn.catalog.topic(id: id))], seed: 5)
    return (0..<count).map { _ in deck.next().values[0] }
  }
  #expect(try values("money.conbini").allSatisfy { (100...1500).contains($0) })
  #expect(try values("money.restaurant").allSatisfy { (800...6000).contains($0) && $0 % 10 == 0 })
  #expect(try values("money.rent").allSatisfy { (30_000...200_000).contains($0) && $0 % 1000 == 0 })
  #expect(
    try values("numbers.chou").allSatisfy { $0 % 10_000_000_000 == 0 && $0 <= 10_000_000_000_000 })
  #expect(
    try values("dates.ampm-24").allSatisfy { (1...11).contains($0) || (13...23).contains($0) })
  let significant = try values("numbers.significant")
  #expect(significant.allSatisfy { (100...1_000_000_000_000).contains($0) })
  // 3–4 significant digits: what is left after dropping trailing zeros is 1–4 digits long.
  #expect(significant.allSatisfy { String($0).reversed().drop { $0 == "0" }.count <= 4 })
  // 1–10 as likely as 11–100 for days; 1–12 twice as likely as 13–24 for hours.
  let days = try values("durations.days", 10_000)
  #expect((4_700...5_300).contains(days.filter { $0 <= 10 }.count))
  let hours = try values("dates.hours", 9_000)
  #expect((5_700...6_300).contains(hours.filter { $0 <= 12 }.count))
}

@Test func questionsShowWhatTheLearnerSeesAndTypes() throws {
  var deck = Deck(topics: [try #require(BuiltIn.catalog.topic(id: "money.conbini"))], seed: 1)
  let q = deck.next()
  #expect(q.display == "¥893")
  #expect(q.reading.canonical == "はっぴゃくきゅうじゅうさんえん")
  #expect(q.spokenParts == [SpokenPart(written: "893円", reading: "はっぴゃくきゅうじゅうさんえん")])
  #expect(q.answer == "893")
  #expect(q.prefix == "¥")
  #expect(q.suffix == "")
}

/// とお takes no つ in writing: 10 of the native counter is shown as 十, never "10つ".
@Test func tenOfTheNativeCounterIsShownAsKanji() throws {
  var deck = Deck(topics: [try #require(BuiltIn.catalog.topic(id: "counters.tsu"))], seed: 3)
  let questions = (0..<200).map { _ in deck.next() }
  let tens = questions.filter { $0.values == [10] }
  #expect(!tens.isEmpty)
  #expect(tens.allSatisfy { $0.display == "十" && $0.reading.accepted == ["とお"] })
  #expect(questions.allSatisfy { !$0.display.hasPrefix("10") })
  #expect(Counter.tsu.written(9, digits: "9") == "9つ")
  #expect(Answer.check("十", against: tens[0]) == .correct)
}
