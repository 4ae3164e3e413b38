import Options
import Testing

/// A choice read as an enum, as `--skill` and `--format` are.
private enum Sound: String, Sendable {
  case on, off
}

private enum Declared {
  static let sound = TypedOption(
    "sound", "SOUND", cases: [(Sound.on, help: "play it"), (Sound.off, help: "show it")],
    default: .on, help: "whether it is heard")
  static let context = TypedOption<Sound?>(
    "context", "SOUND", cases: [(Sound.on, help: "play it"), (Sound.off, help: "show it")],
    help: "no default")
  static let count = TypedOption("count", "N", whole: 1...50, default: 10, help: "how many")
  static let loud = Flag("loud", help: "louder")
  static let spec = CommandSpec(
    name: "play", summary: "", positionals: .none,
    options: [sound.option, context.option, count.option, loud.option], about: "")
}

@Test func aDeclaredChoiceReadsAsItsCaseOrItsDefault() throws {
  let given = try ParsedArguments(["--sound", "off", "--context=on", "--count", "7"], spec: Declared.spec)
  #expect(given[Declared.sound] == .off)
  #expect(given[Declared.context] == .on)
  #expect(given[Declared.count] == 7)
  #expect(given.given(Declared.count))
  let absent = try ParsedArguments([], spec: Declared.spec)
  #expect(absent[Declared.sound] == .on)
  #expect(absent[Declared.context] == nil)
  #expect(absent[Declared.count] == 10)
  #expect(!absent.given(Declared.count))
  #expect(!absent[Declared.loud])
}

@Test func aDeclarationIsWhatTheParserChecksAndTheHelpShows() {
  #expect(throws: UsageError("--sound must be on or off, not “loud”.")) {
    try ParsedArguments(["--sound", "loud"], spec: Declared.spec)
  }
  #expect(throws: UsageError("--count must be a whole number from 1 to 50, not “0”.")) {
    try ParsedArguments(["--count", "0"], spec: Declared.spec)
  }
  #expect(Declared.count.option.helpRows.map(\.text) == ["how many (1–50, default 10)"])
  #expect(Declared.sound.option.helpRows.map(\.text) == ["play it (the default)", "show it"])
}
