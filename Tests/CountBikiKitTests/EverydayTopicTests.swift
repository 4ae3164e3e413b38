import CountBikiKit
import Foundation
import TestSupport
import Testing

private func questions(_ id: String, _ count: Int = 2000) throws -> [Question] {
  var deck = Deck(topics: [try #require(BuiltIn.catalog.topic(id: id))], seed: 11)
  return (0..<count).map { _ in deck.next() }
}

/// Shelf prices look like shelf prices: about a third end in 98, a quarter in 80, and round
/// hundreds and tax-included amounts come up too, all inside ¥50–¥3,000.
@Test func shelfPricesEndInNinetyEightOrEightyMostOfTheTime() throws {
  let values = try questions("money.shelf").map { $0.values[0] }
  #expect(values.allSatisfy { (50...3000).contains($0) })
  let share = { (test: (Int64) -> Bool) in Double(values.filter(test).count) / Double(values.count)
  }
  #expect((0.28...0.45).contains(share { $0 % 100 == 98 }))
  #expect((0.20...0.35).contains(share { $0 % 100 == 80 }))
  #expect((0.12...0.25).contains(share { $0 % 100 == 0 }))
}

/// Every tax-included total is a usual shelf price with 8 % or 10 % added, rounded down.
@Test func taxIncludedTotalsComeFromAShelfPriceAndARate() throws {
  let shelfPrices = (1...10_000).filter { [98, 80, 0].contains($0 % 100) }
  let totals = Set(shelfPrices.flatMap { [$0 * 108 / 100, $0 * 110 / 100] })
  for value in try questions("money.tax-included", 500).map({ $0.values[0] }) {
    #expect(totals.contains(Int(value)), "¥\(value)")
  }
}

/// Years where people live: three in four from 1900–2030, few past 2100.
@Test func anyYearIsMostlyAYearPeopleLiveIn() throws {
  let years = try questions("dates.years-any", 4000).map { $0.values[0] }
  let modern = years.filter { (1900...2030).contains($0) }.count
  let future = years.filter { (2101...2500).contains($0) }.count
  #expect((2700...3300).contains(modern))
  #expect(future < 320)
}

@Test func everydayQuestionsShowWhatALearnerSeesAndTypes() throws {
  let weather = try questions("everyday.weather", 500)
  #expect(weather.allSatisfy { (-10...38).contains($0.values[0]) && $0.values[1] == 0 })
  let cold = try #require(weather.first { $0.values[0] < 0 })
  #expect(cold.display == "\(cold.answer)度" && cold.reading.canonical.hasPrefix("まいなす"))
  let temperature = try questions("everyday.body-temperature", 500)
  #expect(
    temperature.allSatisfy { q in
      let tenths = q.values[1] == 1 ? q.values[0] : q.values[0] * 10
      return (355...399).contains(tenths) && q.display == q.answer + "度"
    })
  let phone = try questions("everyday.phone-mobile", 200)
  let shape = try Regex("^0[789]0-[0-9]{4}-[0-9]{4}$")
  #expect(phone.allSatisfy { $0.display.wholeMatch(of: shape) != nil && $0.answer == $0.display })
  let postal = try questions("everyday.postal-code", 200)
  #expect(postal.allSatisfy { "〒" + $0.answer == $0.display && $0.values.count == 7 })
  let rent = try questions("money.rent-man", 500)
  #expect(rent.allSatisfy { (30_000...150_000).contains($0.values[0]) && $0.values[0] % 1000 == 0 })
  #expect(rent.contains { $0.display == "7.5万円" && $0.answer == "75000" })
  let before = try questions("dates.clock-before", 300)
  #expect(before.allSatisfy { $0.display.hasSuffix("分前") && $0.values[1] >= 30 })
}

private func problems(_ fields: String) -> [String] {
  var catalog = TopicCatalog()
  let json = #"{"category": "mine", "topics": [{"id": "mine.a", "title": "A", "# + fields + "}]}"
  catalog.add(data: Data(json.utf8), file: "mine.json")
  return catalog.problems.map(\.description)
}

@Test func badEverydayTopicsGetOneErrorNamingTheField() {
  #expect(
    problems(#""kind": "decimal", "min": 35.55, "max": 39.9"#) == [
      "mine.json: topics[0] (mine.a).min: 35.55 has more than 1 digits after the point (see places)"
    ])
  #expect(
    problems(#""kind": "decimal", "min": 1, "max": 9, "counter": "本""#) == [
      "mine.json: topics[0] (mine.a).counter: decimals and negative numbers take 円 人 度 % cm kg km 倍 時間 秒 点, not 本"
    ])
  #expect(
    problems(#""kind": "digits", "patterns": ["090-####-"]"#) == [
      "mine.json: topics[0] (mine.a).patterns: “090-####-” is not a pattern of digits, # (any digit) and @ (1–9) joined by -, as in 090-@###-#### or 〒###-####"
    ])
  #expect(
    problems(#""kind": "digits", "patterns": ["090 1234 567#"]"#) == [
      "mine.json: topics[0] (mine.a).patterns: “090 1234 567#” is not a pattern of digits, # (any digit) and @ (1–9) joined by -, as in 090-@###-#### or 〒###-####"
    ])
  #expect(
    problems(#""kind": "digits", "patterns": ["090-1234-5678"]"#) == [
      "mine.json: topics[0] (mine.a).patterns: “090-1234-5678” has no # or @, so every question would be the same; put # (any digit) or @ (1–9) where a digit is drawn, as in 090-@###-#### or 〒###-####"
    ])
  #expect(
    problems(#""kind": "price", "min": 100, "max": 900, "shapes": {"ends99": 1}"#) == [
      "mine.json: topics[0] (mine.a).shapes.ends99: is not a price shape; use ends98, ends80, round, taxIncluded, any"
    ])
  #expect(
    problems(#""kind": "clockPhrase", "styles": ["noon"]"#) == [
      "mine.json: topics[0] (mine.a).styles: “noon” is not a clock phrase; use before, sharp, half, halfDay, departure"
    ])
  #expect(
    problems(#""kind": "eraDate", "eras": ["江戸"]"#) == [
      "mine.json: topics[0] (mine.a).eras: “江戸” is not an era countbiki knows; use 明治, 大正, 昭和, 平成, 令和"
    ])
}

/// A digits pattern without - (0901234567#): before, it was said as one quantity
/// (きゅうじゅうおく…), so typing the digits heard was judged wrong; then it was refused. Now it
/// is said digit by digit, as a phone number is, and the digits typed are right.
@Test func aDigitsPatternWithoutDashesIsSaidDigitByDigit() throws {
  var catalog = TopicCatalog()
  let json =
    #"{"category": "mine", "topics": [{"id": "mine.card", "title": "Card", "kind": "digits", "patterns": ["0901234567#"]}]}"#
  catalog.add(data: Data(json.utf8), file: "mine.json")
  #expect(catalog.problems.isEmpty)
  var deck = Deck(topics: [try #require(catalog.topic(id: "mine.card"))], seed: 1)
  for _ in 0..<10 {
    let question = deck.next()
    let last = try #require(question.values.last)
    let words = ["ぜろ", "いち", "にい", "さん", "よん", "ごお", "ろく", "なな", "はち", "きゅう"]
    #expect(question.display == "0901234567\(last)")
    #expect(
      question.reading.canonical
        == "ぜろきゅうぜろいちにいさんよんごおろくなな" + words[Int(last)], "\(question.reading)")
    #expect(Answer.check(question.display, against: question) == .correct)
    #expect(Answer.check("090-1234-567\(last)", against: question) == .correct)
    #expect(Answer.check("901234567\(last)", against: question) != .correct)
  }
}
