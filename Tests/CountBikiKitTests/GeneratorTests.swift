import CountBikiKit
import Testing

/// The engine's reading of a question, worked out from its values rather than from the generator.
private func engineReading(_ q: Question) throws -> Reading {
  switch q.topic {
  case "durations.days":
    // A number of days: 1日 いちにち, not the day of the month ついたち that 1日 reads alone.
    return try Cardinal.reading(of: UInt128(q.values[0]), .days)
  case "dates.clock":
    return try Expression("\(q.values[0]):\(q.values[1] < 10 ? "0" : "")\(q.values[1])").reading
  case "dates.era", "dates.ampm", "dates.ampm-24", "durations.hours-minutes", "dates.month-day":
    return try Expression(q.display).reading
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
  for _ in 0..<1000 {
    let q = deck.next()
    #expect(q.topic == id)
    #expect(q != previous, "the same question twice in a row")
    previous = q
    #expect(try engineReading(q) == q.reading, "\(q.display)")
    #expect(q.spoken == SpokenText.forReading(q.reading.canonical))
    #expect(Answer.check(q.answer, against: q) == .correct, "answer \(q.answer) for \(q.display)")
    for reading in q.reading.accepted {
      #expect(Answer.check(reading, against: q) == .correct, "\(reading) for \(q.display)")
    }
    if id != "dates.era" {
      #expect(Answer.check(q.display, against: q) == .correct, "\(q.display) typed as shown")
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
