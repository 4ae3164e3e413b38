import Foundation
import TestSupport
import Testing

/// How countbiki takes its command line: options declared per command, `--` ending them, `help`,
/// `--version`, and one sentence with exit status 2 for each kind of mistake.
@Suite struct CommandLineTests {
  /// Runs countbiki with `arguments` and expects only an error: nothing on standard output,
  /// exit status 2, and `message` on standard error.
  private func expectUsageError(
    _ arguments: [String], _ message: String, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let result = try await Binary.run(arguments)
    #expect(result.status == 2, sourceLocation: sourceLocation)
    #expect(result.output == "", sourceLocation: sourceLocation)
    #expect(result.error == message + "\n", sourceLocation: sourceLocation)
  }

  @Test func anUnknownShortOptionIsAnUnknownOptionNotATopic() async throws {
    try await expectUsageError(
      ["drill", "money", "-q", "5"],
      "countbiki drill: -q is not an option of this command; its options are --seed, --questions, --time, --audio, --skill, --context, --voice, --vary, --rate, --pitch, --volume, --device, --scene, --snr, --no-color, --json, --focus, --adaptive, --history, --no-history."
    )
    try await expectUsageError(
      ["generate", "money", "--questions", "3"],
      "countbiki generate: --questions is not an option of this command; its options are --count, --seed, --context, --json."
    )
  }

  @Test func optionValuesAreCheckedAgainstTheirDeclaredRange() async throws {
    try await expectUsageError(
      ["generate", "money", "--count", "0"],
      "countbiki generate: --count must be a whole number from 1 to 100000, not “0”.")
    try await expectUsageError(
      ["generate", "money", "--count=abc"],
      "countbiki generate: --count must be a whole number from 1 to 100000, not “abc”.")
    try await expectUsageError(
      ["drill", "money", "--seed", "-1"],
      "countbiki drill: --seed must be a whole number from 0 to 18446744073709551615, not “-1”.")
    try await expectUsageError(
      ["generate", "money", "--seed=18446744073709551616"],
      "countbiki generate: --seed must be a whole number from 0 to 18446744073709551615, not “18446744073709551616”."
    )
    try await expectUsageError(
      ["drill", "money", "--time", "86401"],
      "countbiki drill: --time must be a whole number from 1 to 86400, not “86401”.")
    try await expectUsageError(
      ["say", "3", "--volume", "nan"],
      "countbiki say: --volume must be a number from 0 to 2, not “nan”.")
  }

  @Test func aChoiceMustBeOneOfTheDeclaredValues() async throws {
    for value in ["loud", "wav:", "ALSA"] {
      try await expectUsageError(
        ["drill", "money", "--audio", value],
        "countbiki drill: --audio must be alsa, none or wav:DIR, not “\(value)”.")
    }
  }

  @Test func flagsTakeNoValueAndOptionsNeedOne() async throws {
    try await expectUsageError(
      ["drill", "money", "--json=1"], "countbiki drill: --json takes no value.")
    try await expectUsageError(
      ["drill", "money", "--seed"], "countbiki drill: --seed needs a value.")
  }

  @Test func anOptionIsNeverTakenForTheValueOfTheOptionBeforeIt() async throws {
    let folder = try TemporaryFolder.make("countbiki-option-values")
    defer { try? FileManager.default.removeItem(at: folder) }
    let environment = try Binary.environment(config: nil)
    for (arguments, missing) in [
      (["say", "1", "--wav", "--json"], "countbiki say: --wav needs a value."),
      (["drill", "money.conbini", "--history", "--json"], "countbiki drill: --history needs a value."),
      (["drill", "money.conbini", "--history", "--audio", "none"], "countbiki drill: --history needs a value."),
      (["stats", "--history", "--json"], "countbiki stats: --history needs a value."),
      (["export", "anki", "money.conbini", "--out", "--json"], "countbiki export: --out needs a value."),
    ] {
      let run = try await Binary.run(
        Binary.url.path, arguments, environment: environment, directory: folder)
      #expect(run.status == 2, "\(arguments)")
      #expect(run.output == "", "\(arguments)")
      #expect(run.error == missing + "\n")
    }
    // Nothing was written under the name of the option taken for a file.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == [])
    // A negative number is a value.
    let quiet = try await Binary.run(
      Binary.url.path, ["say", "1", "--scene", "shop", "--snr", "-5", "--wav", "quiet.wav"],
      environment: environment, directory: folder)
    #expect(quiet.status == 0, "\(quiet.error)")
    #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("quiet.wav").path))
  }

  @Test func helpWithHelpPrintsTheCommandList() async throws {
    let list = try await Binary.run(["--help"])
    for arguments in [["help", "--help"], ["help", "-h"]] {
      let result = try await Binary.run(arguments)
      #expect(result.status == 0)
      #expect(result.error == "")
      #expect(result.output == list.output)
    }
    let drill = try await Binary.run(["help", "drill", "--help"])
    #expect(drill.status == 0)
    #expect(drill.output.hasPrefix("Usage: countbiki drill "))
  }

  @Test func everyCommandsHelpHasOneParenthesisAtAnOptionsEndAndKeepsPercentWithItsNumber()
    async throws
  {
    let list = try await Binary.run(["--help"])
    let names = list.output.split(separator: "\n").drop { $0 != "Commands:" }.dropFirst()
      .prefix { !$0.isEmpty }.compactMap { line in
        line.hasPrefix("  ") && !line.hasPrefix("   ") ? line.split(separator: " ").first.map(String.init) : nil
      }
    #expect(names.count == 13)
    for name in names {
      let help = try await Binary.run(["help", name])
      #expect(help.status == 0)
      for line in help.output.split(separator: "\n") {
        #expect(!line.contains(") ("), "\(name): \(line)")
        #expect(!line.trimmingCharacters(in: .whitespaces).hasPrefix("%"), "\(name): \(line)")
      }
    }
  }

  @Test func doubleDashEndsTheOptions() async throws {
    let read = try await Binary.run(["read", "--", "-q", "3本"])
    #expect(read.status == 1)
    #expect(read.output == "さんぼん\n")
    #expect(read.error == "countbiki read: cannot read “-q”: “-q” is not a number\n")
    try await expectUsageError(
      ["generate", "--", "--count"],
      "countbiki generate: there is no topic or category “--count”; run `countbiki topics` for the list."
    )
    let help = try await Binary.run(["say", "--", "--help"])
    #expect(help.status == 2)
    #expect(help.error.hasPrefix("countbiki say: cannot read “--help”"))
  }

  @Test func missingOrExtraWordsAreNamed() async throws {
    try await expectUsageError(
      ["read"],
      "countbiki read: give at least one expression to read, as in `countbiki read 1234円`.")
    try await expectUsageError(
      ["generate", "--count", "3"],
      "countbiki generate: name at least one topic or category, as in `countbiki generate money --count 5`."
    )
    try await expectUsageError(
      ["say"], "countbiki say: give something to say, as in `countbiki say 1234円`.")
    try await expectUsageError(
      ["topics", "money", "dates"],
      "countbiki topics: give at most one category or topic, as in `countbiki topics money`.")
    try await expectUsageError(
      ["voices", "extra"],
      "countbiki voices: “extra” is not a voices command; use `countbiki voices`, `countbiki voices add FILE` or `countbiki voices install kokoro`."
    )
    try await expectUsageError(
      ["config"],
      "countbiki config: say what to do: `countbiki config set NAME VALUE`, `config show` or `config reset`."
    )
    try await expectUsageError(
      ["config", "set", "rate"],
      "countbiki config: config set takes a name and a value, as in `countbiki config set rate 0.8`."
    )
  }

  @Test func aMistypedCommandGetsTheNearestOne() async throws {
    try await expectUsageError(["dril"], "countbiki: “dril” is not a command; did you mean drill?")
    try await expectUsageError(
      ["genrate"], "countbiki: “genrate” is not a command; did you mean generate?")
    try await expectUsageError(
      ["help", "topcs"], "countbiki: “topcs” is not a command; did you mean topics?")
    try await expectUsageError(
      ["frobnicate"],
      "countbiki: “frobnicate” is not a command; run `countbiki --help` for the list.")
    try await expectUsageError(
      ["--frob"],
      "countbiki: --frob is not an option of countbiki; run `countbiki --help` for the commands.")
    try await expectUsageError(
      ["help", "drill", "money"],
      "countbiki: help takes one command name, as in `countbiki help drill`.")
  }

  @Test func versionIsOneLine() async throws {
    let result = try await Binary.run(["--version"])
    #expect(result.status == 0)
    #expect(result.output == "countbiki 0.1.0\n")
    #expect(result.error == "")
  }

  @Test func theCommandListIsHelpAndItsAbsenceIsAUsageError() async throws {
    let list = """
      countbiki — hear Japanese numbers, type what you heard.

      Usage: countbiki COMMAND [ARGUMENTS] [OPTIONS]

      Commands:
        read         print the reading of numbers as a learner sees them (1234円,
                     14:30, 令和元年)
        topics       list the drill topics by category, or show one topic's notes
        generate     print generated questions of topics (for checking a topic or a
                     seed)
        drill        drill topics: hear each number, type what you heard
                     (money.conbini, dates …)
        say          say a number aloud (1234円, 3本, 14時30分, or kana) or write it
                     as a WAV file
        voices       list the voices (engine, sex, installed, licence), add an Open
                     JTalk voice file, install Kokoro
        devices      list the ALSA playback devices (for --device and config set
                     device)
        config       keep defaults between runs: voice, rate, pitch, volume, device,
                     audio, history, scene, snr (config set rate 0.8, show, reset)
        stats        your progress by topic and by day, weak sound patterns, streak
        review       drill the sound patterns due for review, a fresh question for
                     each
        history      the sessions kept (with seeds); export, forget or check them
        export       write questions as an Anki deck with audio (or CSV and audio
                     files)
        completions  print a script for bash, zsh or fish that completes countbiki's
                     words

      Run `countbiki help COMMAND` (or `countbiki COMMAND --help`) for a command's options,
      `countbiki --version` for the version.

      """
    for arguments in [["help"], ["--help"], ["-h"]] {
      let result = try await Binary.run(arguments)
      #expect(result.status == 0)
      #expect(result.output == list)
    }
    let none = try await Binary.run([])
    #expect(none.status == 2)
    #expect(none.output == "")
    #expect(none.error == list)
  }
}
