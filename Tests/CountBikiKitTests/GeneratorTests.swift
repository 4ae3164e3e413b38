import CountBikiKit
import TestSupport
import Testing

/// The engine's reading of a question, worked out from its values (the numbers the learner
/// types) rather than from its display text, which the generator reads itself.
private func engineReading(_ q: Question) throws -> Reading {
  func read(_ value: Int64, _ counter: Counter) throws -> Reading {
    try Cardinal.reading(of: UInt128(value), counter)
  }
  switch q.topic {
  case "dates.clock":
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
  case "dates.era":
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
  default:
    let number = String(q.values[0])
    return try Expression(q.prefix == "¥" ? "¥" + number : number + q.suffix).reading
  }
}

@Test(arguments: BuiltIn.catalog.topics.map(\.id))
func everyGeneratedQuestionIsReadByTheEngineAndAcceptedByTheChecker(id: String) throws {
  let topic = try #require(BuiltIn.catalog.topic(id: id))
  var deck = Deck(topics: [topic], seed: 2024)
  var previous: Question?
  var checked: Set<Question> = []
  for _ in 0..<1000 {
    let q = deck.next()
    #expect(q.topic == id)
    #expect(q != previous, "the same question twice in a row")
    previous = q
    // A question drawn again gets the same verdicts: each is checked once.
    guard checked.insert(q).inserted else { continue }
    #expect(try engineReading(q) == q.reading, "\(q.display)")
    #expect(q.spoken == SpokenText.forReading(q.reading.canonical))
    #expect(Answer.check(q.answer, against: q) == .correct, "answer \(q.answer) for \(q.display)")
    // A topic answered in 24-hour time takes no 午前/午後: the reading as heard gets a hint.
    let asHeard: Verdict = q.format == .hourIn24 ? .invalid(hint: Answer.hint(for: q)) : .correct
    for reading in q.reading.accepted {
      #expect(Answer.check(reading, against: q) == asHeard, "\(reading) for \(q.display)")
    }
    if id != "dates.era" {
      #expect(Answer.check(q.display, against: q) == asHeard, "\(q.display) typed as shown")
    }
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
  #expect(q.spoken == "ハッピャクキュージューサンエン")
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
