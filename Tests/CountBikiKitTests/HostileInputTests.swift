import Foundation
import TestSupport
import Testing

@testable import CountBikiKit

// Input no learner means but any learner can produce: pasted floods, numbers past every limit,
// topic files that are valid JSON with impossible parameters. Each gets an answer, never a trap.

private let yen893 = Question(
  topic: "money.conbini", values: [893], format: .number, display: "¥893",
  reading: Reading(accepted: ["はっぴゃくきゅうじゅうさんえん"]), answer: "893", prefix: "¥")

private let fortyKanjiDigits = String(repeating: "一二三四五六七八九〇", count: 4)

@Test func kanjiDigitsPastWhatAnyNumberHoldsAreTooLargeNotATrap() {
  #expect(KanjiNumeral.value(of: fortyKanjiDigits) == .max)
  #expect(throws: ReadingError.tooLarge) { try Cardinal.reading(of: .max) }
  #expect(
    Answer.check(fortyKanjiDigits, against: yen893) == .invalid(hint: Answer.hint(for: yen893)))
}

@Test func aPastedFloodIsNotAnAnswer() {
  #expect(
    Answer.check(String(repeating: "8", count: 5000), against: yen893)
      == .invalid(hint: Answer.hint(for: yen893)))
  #expect(
    Answer.check(String(repeating: "あ", count: 5000), against: yen893)
      == .invalid(hint: Answer.hint(for: yen893)))
  #expect(Answer.check("893", against: yen893) == .correct)
}

private func catalog(_ files: String...) -> TopicCatalog {
  var catalog = BuiltIn.catalog
  for (index, json) in files.enumerated() {
    catalog.add(data: Data(json.utf8), file: "mine\(index).json")
  }
  return catalog
}

@Test func aCategoryWithNothingToDrillIsNotListed() {
  let loaded = catalog(
    #"{"category": "empty", "topics": []}"#,
    #"{"category": "broken", "topics": [{"id": "broken.a", "title": "A", "kind": "range", "min": 5, "max": 1}]}"#
  )
  #expect(!loaded.categories.contains { $0.id == "empty" || $0.id == "broken" })
  #expect(throws: UnknownTopicError.self) { try loaded.resolve(["empty"]) }
}

@Test func movingEveryTopicOutOfACategoryRemovesIt() {
  let ids = [
    "money.conbini", "money.restaurant", "money.rent", "money.salary", "money.shelf",
    "money.tax-included", "money.rent-man", "money.hourly-wage", "money.monthly-salary",
    "money.ic-fare", "money.change", "money.percent-off", "money.waribiki",
  ]
  let topics = ids.map { #"{"id": "\#($0)", "title": "T", "kind": "range", "min": 1, "max": 5}"# }
  let loaded = catalog(#"{"category": "mine", "topics": [\#(topics.joined(separator: ","))]}"#)
  #expect(!loaded.categories.contains { $0.id == "money" })
  #expect(loaded.categories.first { $0.id == "mine" }?.topics.map(\.id) == ids)
}

@Test func aDuplicateIdInOneFileIsAProblemAndTheFirstStays() {
  let loaded = catalog(
    #"{"category": "mine", "topics": [{"id": "mine.a", "title": "First", "kind": "range", "min": 1, "max": 5}, {"id": "mine.a", "title": "Second", "kind": "range", "min": 1, "max": 5}]}"#
  )
  #expect(loaded.topics.filter { $0.id == "mine.a" }.map(\.title) == ["First"])
  #expect(
    loaded.problems.map(\.description) == [
      "mine0.json: topics[1] (mine.a).id: “mine.a” is already used by an earlier topic in this file"
    ])
}

private func problems(_ topic: String) -> [String] {
  catalog(#"{"category": "mine", "topics": [{"id": "mine.a", "title": "A", \#(topic)}]}"#)
    .problems.map(\.description)
}

@Test func parametersNoGeneratorCanDrawFromAreProblemsNotCrashesOrHangs() {
  #expect(
    problems(#""kind": "mixed", "counters": ["つ"], "min": 11, "max": 20"#) == [
      "mine0.json: topics[0] (mine.a).counters: つ counts only 1–10, which is outside min–max"
    ])
  #expect(
    problems(#""kind": "eraYear", "eras": ["令和", "昭和"], "latestYear": 1930"#) == [
      "mine0.json: topics[0] (mine.a).latestYear: must be after the first year of the current era and at most 9999"
    ])
  #expect(
    problems(#""kind": "significant", "min": 1001, "max": 1009, "minDigits": 1, "maxDigits": 1"#)
      == [
        "mine0.json: topics[0] (mine.a).max: no number from min to max has 1–1 significant digits and zeros after them"
      ])
}

@Test func aSignificantRangeAlmostNoDrawHitsStillGivesItsNumber() throws {
  let loaded = catalog(
    #"{"category": "mine", "topics": [{"id": "mine.one", "title": "One", "kind": "significant", "min": 123456789012345, "max": 123456789012345, "minDigits": 15, "maxDigits": 15}]}"#
  )
  #expect(loaded.problems == [])
  var generator = SplitMix64(seed: 1)
  let question = try #require(loaded.topic(id: "mine.one")).question(using: &generator)
  #expect(question.answer == "123456789012345")
  #expect(Generator.smallestSignificant(in: 1000...1001, digits: 1...4) == 1000)
  #expect(Generator.smallestSignificant(in: 1001...1009, digits: 1...3) == nil)
  #expect(Generator.smallestSignificant(in: 1001...1009, digits: 4...4) == 1001)
}
