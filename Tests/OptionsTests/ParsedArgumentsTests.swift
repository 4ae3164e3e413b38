import Options
import Testing

private func parse(_ words: [String], _ spec: CommandSpec = drillSpec) throws(UsageError)
  -> ParsedArguments
{
  try ParsedArguments(words, spec: spec)
}

/// The sentence a usage mistake prints, or nil when the words parse.
private func mistake(_ words: [String], _ spec: CommandSpec = drillSpec) -> String? {
  do {
    _ = try parse(words, spec)
    return nil
  } catch {
    return error.description
  }
}

@Test func valuesAreTakenWithASpaceOrAnEqualsSign() throws {
  let arguments = try parse(["money", "--seed", "7", "--rate=1.5", "--audio", "wav:/tmp/x", "--json"])
  #expect(arguments.positionals == ["money"])
  #expect(arguments[DrillOptions.seed] == 7)
  #expect(arguments[DrillOptions.rate] == 1.5)
  #expect(arguments[DrillOptions.audio] == "wav:/tmp/x")
  #expect(arguments.typed(DrillOptions.audio) == "wav:/tmp/x")
  #expect(arguments[DrillOptions.json])
}

@Test func anOptionNotGivenHasItsDefaultOrNothing() throws {
  let arguments = try parse(["money"])
  #expect(!arguments.given(DrillOptions.rate))
  #expect(arguments.typed(DrillOptions.rate) == nil)
  #expect(arguments[DrillOptions.rate] == 1)
  #expect(arguments[DrillOptions.audio] == "alsa")
  #expect(arguments.typed(DrillOptions.audio) == nil)
  #expect(arguments[DrillOptions.seed] == nil)
  #expect(!arguments[DrillOptions.json])
}

@Test func dashesAloneNegativeNumbersAndWordsAfterDoubleDashArePositionals() throws {
  #expect(try parse(["-5度", "-0.5", "-", "money"]).positionals == ["-5度", "-0.5", "-", "money"])
  #expect(try parse(["money", "--", "--seed", "-x"]).positionals == ["money", "--seed", "-x"])
  #expect(try parse(["money", "--", "--seed"])[DrillOptions.seed] == nil)
}

@Test func anUnknownOptionNamesTheCommandsOptions() {
  #expect(
    mistake(["money", "--speed=3"])
      == "--speed is not an option of this command; its options are --seed, --rate, --audio, --questions, --time, --out, --json."
  )
  #expect(mistake(["money", "-s"])?.hasPrefix("-s is not an option of this command;") == true)
  #expect(
    mistake(["--json"], versionSpec)
      == "--json is not an option of this command; this command takes no options.")
}

@Test func aValueOutsideItsRangeNamesTheRange() {
  #expect(mistake(["money", "--seed", "101"]) == "--seed must be a whole number from 0 to 100, not “101”.")
  #expect(mistake(["money", "--seed", "1.5"]) == "--seed must be a whole number from 0 to 100, not “1.5”.")
  #expect(mistake(["money", "--rate", "3"]) == "--rate must be a number from 0.5 to 2, not “3”.")
  #expect(mistake(["money", "--rate", "fast"]) == "--rate must be a number from 0.5 to 2, not “fast”.")
  #expect(mistake(["money", "--seed", "100"]) == nil)
  #expect(mistake(["money", "--rate", "0.5"]) == nil)
}

@Test func aChoiceMustBeOneOfTheDeclaredValues() {
  #expect(
    mistake(["money", "--audio", "pulse"])
      == "--audio must be alsa, none or wav:DIR, not “pulse”.")
  // A placeholder value needs something after its prefix.
  #expect(mistake(["money", "--audio", "wav:"]) == "--audio must be alsa, none or wav:DIR, not “wav:”.")
  #expect(mistake(["money", "--audio", "none"]) == nil)
}

@Test func flagsTakeNoValueAndValuesMustBeThere() {
  #expect(mistake(["money", "--json=yes"]) == "--json takes no value.")
  #expect(mistake(["money", "--seed"]) == "--seed needs a value.")
}

@Test func anOptionFollowingAnOptionThatNeedsAValueIsNotItsValue() throws {
  #expect(mistake(["money", "--out", "--json"]) == "--out needs a value.")
  #expect(mistake(["money", "--audio", "--rate", "1"]) == "--audio needs a value.")
  #expect(mistake(["money", "--out", "--"]) == "--out needs a value.")
  // A negative number (checked against the range) and a lone dash are values; `--out=--x`
  // names its value outright.
  #expect(mistake(["money", "--rate", "-1"]) == "--rate must be a number from 0.5 to 2, not “-1”.")
  #expect(try parse(["money", "--out", "-"])[DrillOptions.out] == "-")
  #expect(try parse(["money", "--out=--x", "--json"])[DrillOptions.out] == "--x")
}

@Test func exclusiveOptionsCannotBothBeGiven() {
  #expect(
    mistake(["money", "--questions", "5", "--time", "60"]) == "give either --questions or --time, not both.")
  #expect(mistake(["money", "--time", "60"]) == nil)
}

@Test func positionalsAreCheckedAgainstTheDeclaration() throws {
  #expect(mistake([]) == "name a topic, as in `countbiki drill money`.")
  #expect(mistake(["extra"], versionSpec) == "“extra” is not something version takes; run `countbiki version` alone.")
  let one = CommandSpec(
    name: "say", summary: "", positionals: .words(name: "TEXT", required: false, repeats: false),
    options: [], about: "")
  #expect(mistake(["a", "b"], one) == "“b” is one word too many.")
  #expect(mistake([], one) == nil)
  #expect(try parse(["set", "rate", "1", "x"], configSpec).positionals == ["set", "rate", "1", "x"])
}

@Test func helpIsAskedForBeforeAnyDoubleDash() {
  #expect(ParsedArguments.asksForHelp(["money", "--help"]))
  #expect(ParsedArguments.asksForHelp(["-h"]))
  #expect(!ParsedArguments.asksForHelp(["money", "--", "--help"]))
  #expect(!ParsedArguments.asksForHelp(["money"]))
}

@Test func rangedNumbersParseAndPrintAsALearnerWritesThem() throws {
  #expect(try RangedNumber.parse("3", label: "rate", in: 0.5...3.0) == 3)
  #expect(RangedNumber.describe(0.3...3.0) == "0.3–3")
  #expect(RangedNumber.describe(UInt64(1)...100_000) == "1–100000")
  #expect(RangedNumber.format(2.0) == "2")
  #expect(RangedNumber.format(0.75) == "0.75")
  #expect(throws: UsageError.self) { try RangedNumber.parse("0", label: "pitch", in: 1...99) }
}

@Test func listsJoinTheirLastItemWithTheWordGiven() {
  #expect(Option.list([], or: "or") == "")
  #expect(Option.list(["a"], or: "or") == "a")
  #expect(Option.list(["a", "b"], or: "and") == "a and b")
  #expect(Option.list(["a", "b", "c"], or: "or") == "a, b or c")
}
