import CommandArguments
import CountBikiKit
import Options
import Testing

/// `countbiki drill`'s words as the parser hands them over, decoded once into typed values.
private let spec = CommandSpec(
  name: "drill", summary: "drill",
  positionals: .words(name: "TOPIC", required: false, repeats: true),
  options: DrillArguments.options, exclusive: DrillArguments.exclusive, about: "")

private func drill(_ words: [String]) throws -> DrillArguments {
  try DrillArguments(ParsedArguments(words, spec: spec))
}

@Test func theDrillsWordsAreDecodedIntoTheValuesTheyName() throws {
  let given = try drill([
    "money", "numbers.to100", "--seed", "42", "--questions", "7", "--skill", "reading",
    "--context", "sentence", "--no-color", "--json", "--focus", "roku-tt", "--no-history",
  ])
  #expect(given.names == ["money", "numbers.to100"])
  #expect(given.seed == 42)
  #expect(given.limit == .questions(7))
  #expect(given.skill == .reading)
  #expect(given.context == .sentence)
  #expect(given.noColor && given.json && given.noHistory)
  #expect(given.focus == "roku-tt")
  #expect(!given.adaptive)
  #expect(given.history == nil)
}

@Test func aDrillWithNoOptionsListensWithoutALimitAndLeavesTheRestToTheConfig() throws {
  let given = try drill(["money"])
  #expect(given.seed == nil)
  #expect(given.limit == nil)
  #expect(given.skill == .listening)
  #expect(given.context == nil)
  #expect(given.audio == nil)
  #expect(!given.json && !given.noColor && !given.noHistory)
}

@Test func aTimeLimitIsSecondsAndQuestionsAndTimeExcludeEachOther() throws {
  #expect(try drill(["money", "--time", "90"]).limit == .time(seconds: 90))
  #expect(throws: UsageError.self) { try drill(["money", "--time", "90", "--questions", "5"]) }
  #expect(throws: UsageError.self) { try drill(["money", "--questions", "0"]) }
  #expect(throws: UsageError.self) { try drill(["money", "--skill", "singing"]) }
}

@Test func aSeedGivenIsKeptAndAMissingOneIsShortEnoughToTypeBack() {
  #expect(Seed.value(18_446_744_073_709_551_615) == 18_446_744_073_709_551_615)
  for _ in 0..<100 { #expect(Seed.value(nil) <= 999_999) }
}

@Test func aReadingOrKanjiDrillShowsItsNumbersAlone() {
  #expect(ContextOption.value(.sentence, skill: .listening) == .sentence)
  #expect(ContextOption.value(.sentence, skill: .reading) == .bare)
  #expect(ContextOption.value(nil, skill: .kanji) == .bare)
}
