import CountBikiKit
import Foundation
import TestSupport
import Testing

@Test func builtInCatalogLoadsEveryTopicTheIssueAsksFor() {
  let catalog = BuiltIn.catalog
  #expect(catalog.problems == [])
  #expect(
    catalog.categories.map(\.id) == [
      "numbers", "money", "durations", "dates", "counters", "everyday", "counter-groups", "station", "shop",
      "restaurant", "bus", "phone", "hotel", "clinic", "bank", "weather", "sports", "life", "town",
      "travel", "errands", "leisure", "home", "safety",
    ])
  #expect(catalog.categories.prefix(6).map(\.topics.count) == [9, 13, 11, 22, 40, 11])
  // Situation topics: at least 53, each with at least 6 templates.
  let situations = catalog.topics.filter(\.isSituation)
  #expect(situations.count >= 53)
  #expect(situations.allSatisfy { $0.templates.count >= 6 })
  #expect(catalog.topics.count >= 80)
  let ids = Set(catalog.topics.map(\.id))
  #expect(ids.count == catalog.topics.count)
  for id in [
    "money.conbini", "money.restaurant", "money.rent", "money.salary", "numbers.oku",
    "numbers.chou",
    "numbers.significant", "durations.hours-minutes", "dates.era", "dates.month-day", "dates.clock",
    "dates.ampm", "dates.ampm-24", "counters.mixed", "counters.tsu", "counters.floors",
    "counters.hon-hundreds",
  ] {
    #expect(ids.contains(id), "\(id)")
  }
}

private func problems(_ json: String) -> [String] {
  var catalog = TopicCatalog()
  catalog.add(data: Data(json.utf8), file: "mine.json")
  return catalog.problems.map(\.description)
}

private func topic(_ fields: String) -> String {
  #"{"category": "mine", "topics": [{"id": "mine.a", "title": "A", "# + fields + "}]}"
}

@Test func badTopicFilesGetOneErrorNamingFileFieldAndProblem() {
  #expect(problems("{") == ["mine.json: file: it is not valid JSON"])
  #expect(problems(#"{"topics": []}"#) == ["mine.json: category: is missing"])
  #expect(
    problems(topic(#""kind": "dice""#)) == [
      "mine.json: topics[0] (mine.a).kind: unknown kind “dice”; the kinds are range, significant, halfDay, clockTime, hoursMinutes, eraYear, monthDay, mixed, decimal, digits, price, eraDate, dateTime, clockPhrase, hoursMinutesSeconds, sentences, fraction"
    ])
  #expect(
    problems(topic(#""kind": "range", "min": 10, "max": 5"#)) == [
      "mine.json: topics[0] (mine.a).max: the range 10–5 is empty: max must be at least min"
    ])
  #expect(
    problems(topic(#""kind": "range", "min": 1, "max": 10, "step": 4"#)) == [
      "mine.json: topics[0] (mine.a).step: 4 does not divide max − min (9)"
    ])
  #expect(
    problems(topic(#""kind": "range", "min": 1, "max": 1e30"#)) == [
      "mine.json: topics[0] (mine.a).max: 1e+30 overflows: numbers in topics go up to 10^15"
    ])
  #expect(
    problems(topic(#""kind": "range", "min": 1, "max": 20, "counter": "つ""#)) == [
      "mine.json: topics[0] (mine.a).max: 20 has no reading: つ counts only 1–10"
    ])
  #expect(
    problems(topic(#""kind": "range", "min": 1, "max": 1.5"#)) == [
      "mine.json: topics[0] (mine.a).max: must be a whole number, not 1.5"
    ])
  #expect(
    problems(topic(#""kind": "range", "min": 1, "max": 5, "money": 1"#)) == [
      "mine.json: topics[0] (mine.a).money: must be true or false"
    ])
  #expect(
    problems(topic(#""kind": "range", "min": 1"#)) == [
      "mine.json: topics[0] (mine.a).max: is missing"
    ])
}

@Test func aNumberInAnErrorIsNamedAsTheFileWroteIt() {
  func overflow(_ max: String, kind: String = "range", places: String = "") -> [String] {
    problems(topic(#""kind": "\#(kind)", "min": 1, "max": \#(max)\#(places)"#))
  }
  let tail = "overflows: numbers in topics go up to 10^15"
  #expect(overflow("10000000000000000") == ["mine.json: topics[0] (mine.a).max: 10000000000000000 \(tail)"])
  #expect(overflow("1e16") == ["mine.json: topics[0] (mine.a).max: 1e+16 \(tail)"])
  #expect(overflow("-1.0e16") == ["mine.json: topics[0] (mine.a).max: -1e+16 \(tail)"])
  #expect(
    overflow("123456789012345678901234567890")
      == ["mine.json: topics[0] (mine.a).max: 123456789012345678901234567890 \(tail)"])
  #expect(
    overflow("9007199254740993") == ["mine.json: topics[0] (mine.a).max: 9007199254740993 \(tail)"])
  #expect(
    overflow("1e14", kind: "decimal", places: #", "places": 2"#)
      == ["mine.json: topics[0] (mine.a).max: 100000000000000.0 \(tail)"])
  #expect(
    overflow("100000000000000", kind: "decimal", places: #", "places": 2"#)
      == ["mine.json: topics[0] (mine.a).max: 100000000000000 \(tail)"])
  #expect(
    overflow("1e-7") == ["mine.json: topics[0] (mine.a).max: must be a whole number, not 1e-07"])
}

@Test func aTopicFileInUTF16OrWithCommasAfterTheLastElementIsRead() throws {
  let json = #"{"category": "mine", "topics": [{"id": "mine.a", "title": "A", "kind": "range", "min": 1, "max": 9,},],}"#
  for data in [
    Data(json.utf8), Data([0xEF, 0xBB, 0xBF] + Array(json.utf8)),
    json.data(using: .utf16LittleEndian)!, json.data(using: .utf16)!,
    json.data(using: .utf32BigEndian)!,
  ] {
    var catalog = TopicCatalog()
    catalog.add(data: data, file: "mine.json")
    #expect(catalog.problems == [])
    #expect(catalog.topics.map(\.id) == ["mine.a"])
  }
}

@Test func aBadTopicDoesNotStopTheOthersInItsFile() {
  var catalog = TopicCatalog()
  let json = #"""
    {"category": "mine", "title": "Mine", "topics": [
      {"id": "mine.bad", "title": "Bad", "kind": "range", "min": 5, "max": 1},
      {"id": "mine.good", "title": "Good", "kind": "range", "min": 1, "max": 9, "counter": "本"}]}
    """#
  catalog.add(data: Data(json.utf8), file: "mine.json")
  #expect(catalog.problems.count == 1)
  #expect(catalog.topics.map(\.id) == ["mine.good"])
}

@Test func userTopicsAddCategoriesAndReplaceBuiltInIds() throws {
  var catalog = BuiltIn.catalog
  let json = #"""
    {"category": "money", "topics": [
      {"id": "money.conbini", "title": "Cheap", "kind": "range", "min": 100, "max": 200, "money": true}]}
    """#
  catalog.add(data: Data(json.utf8), file: "mine.json")
  #expect(catalog.topics.filter { $0.id == "money.conbini" }.map(\.title) == ["Cheap"])
  #expect(catalog.topics.count == BuiltIn.catalog.topics.count)
}

@Test func unknownNamesSuggestTheClosestIds() {
  let catalog = BuiltIn.catalog
  #expect(throws: UnknownTopicError(name: "mony.conbini", suggestions: ["money.conbini"])) {
    try catalog.resolve(["mony.conbini"])
  }
  #expect(catalog.suggestions(for: "conbini") == ["money.conbini"])
  #expect(
    UnknownTopicError(name: "x", suggestions: ["money.conbini"]).description
      == "there is no topic or category “x”; did you mean money.conbini?")
}

@Test func categoriesAndIdsResolveInOrderWithoutRepeats() throws {
  let topics = try BuiltIn.catalog.resolve(["money.rent", "money", "counters.hon"])
  #expect(
    topics.map(\.id) == [
      "money.rent", "money.conbini", "money.restaurant", "money.salary", "money.shelf",
      "money.tax-included", "money.rent-man", "money.hourly-wage", "money.monthly-salary",
      "money.ic-fare", "money.change", "money.percent-off", "money.waribiki", "counters.hon",
    ])
}

/// Every kind the error lists is one a topic file can use: none is reported as unknown.
@Test(arguments: Generator.Kind.allCases.filter { $0 != .sentences })
func everyListedKindIsRead(kind: Generator.Kind) {
  let found = problems(topic(#""kind": "\#(kind.rawValue)""#))
  #expect(!found.contains { $0.contains("unknown kind") }, "\(found)")
}
