import DrillRuntime
import Foundation
import Options
import ProcessIO
import Setup
import Speech
import TerminalInput

/// `countbiki config set|show|reset`: the defaults kept between runs.
enum ConfigCommand: Command {
  static let spec = CommandSpec(
    name: "config",
    summary:
      "keep default voice, rate, pitch, volume, device, audio and history (config set rate 0.8, show, reset)",
    positionals: .forms(["set NAME VALUE", "show", "reset"]), options: [],
    about: """
      Keeps defaults in $XDG_CONFIG_HOME/countbiki/config.json
      (~/.config/countbiki/config.json when XDG_CONFIG_HOME is unset). Flags on a command
      override them for that run.

      Names:
      \(CommandSpec.table(Settings.options.map { ($0.name, $0.helpRows[0].text) }))

      A config file countbiki cannot understand is reported and left as it is; `config
      reset` removes it.
      """)

  static func run(_ args: ParsedArguments) throws -> Int32 {
    let config = ConfigFile.standard
    switch args.positionals.first {
    case "set":
      guard args.positionals.count == 3 else {
        throw UsageError(
          "config set takes a name and a value, as in `countbiki config set rate 0.8`.")
      }
      guard let key = Settings.Key(rawValue: args.positionals[1]) else {
        throw UsageError(
          "“\(args.positionals[1])” is not a setting; the settings are \(Settings.Key.names).")
      }
      var settings = try config.load()
      let value = args.positionals[2]
      if key == .device {
        try AudioDevice.checkExists(value)
      }
      if key == .voice {
        if let problem = try voiceProblem(value) { throw UsageError(problem.description) }
      }
      try settings.set(key, to: value)
      try config.save(settings)
      Output.line("\(key.rawValue) = \(settings[key] ?? value)")
    case "show":
      guard args.positionals.count == 1 else { throw UsageError("config show takes nothing more.") }
      let settings = try config.load()
      Output.line("# \(config.url.path)\(config.exists ? "" : " (not written yet)")")
      let defaults = Settings.defaults
      for key in Settings.Key.allCases {
        let name = key.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
        if let value = settings[key] {
          Output.line("\(name) \(value)\(key == .voice ? try unknownVoiceNote(value) : "")")
        } else {
          Output.line("\(name) \(defaults[key] ?? "the scene's own") (default)")
        }
      }
    case "reset":
      guard args.positionals.count == 1 else {
        throw UsageError("config reset takes nothing more.")
      }
      Output.line(
        try config.remove()
          ? "removed \(config.url.path); every setting is back to its default"
          : "nothing to reset; every setting is at its default")
    case let word?:
      throw UsageError("“\(word)” is not a config action; use set, show or reset.")
    case nil:
      throw UsageError(
        "say what to do: `countbiki config set NAME VALUE`, `config show` or `config reset`.")
    }
    return ExitStatus.success
  }

  /// Why --voice would refuse `value` (an id, ids as A,B, or `mix`); nil when it would not.
  private static func voiceProblem(_ value: String) throws -> SpeechError? {
    let voices = try Resources.voices()
    do throws(SpeechError) {
      _ = try SpeechSettings.choose(
        value, among: voices, environment: ProcessInfo.processInfo.environment)
      return nil
    } catch {
      return error
    }
  }

  /// What `config show` adds after a saved voice --voice would refuse.
  private static func unknownVoiceNote(_ value: String) throws -> String {
    guard let problem = try voiceProblem(value) else { return "" }
    return "  (not usable: \(problem.description.dropLast()); run `countbiki config set voice ID`)"
  }
}
