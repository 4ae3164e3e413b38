import CommandArguments
import Foundation
import Options
import ProcessIO
import Setup
import Speech
import SpeechClient
import TerminalInput

/// `countbiki config set|show|reset`: the defaults kept between runs.
enum ConfigCommand: Command {
  static let spec = CommandSpec(
    name: "config",
    summary: "keep defaults between runs: \(Settings.Key.names) (config set rate 0.8, show, reset)",
    positionals: .forms(["set NAME VALUE", "show", "reset"]), options: [],
    about: """
      Keeps defaults in $XDG_CONFIG_HOME/countbiki/config.json
      (~/.config/countbiki/config.json when XDG_CONFIG_HOME is unset). Flags on a command
      override them for that run.

      Names:
      \(names)

      A config file countbiki cannot understand is reported and left as it is; `config
      reset` removes it.
      """)

  /// A row for each setting: what it is and, for a choice, every value it takes.
  private static var names: String {
    CommandSpec.table(
      Settings.options.map { option in
        guard case .choices(let choices) = option.values else {
          return (option.name, option.helpRows[0].text)
        }
        let values = choices.map { $0.value == option.defaultValue ? "\($0.value) (the default)" : $0.value }
        return (option.name, "\(option.help): \(values.joined(separator: ", "))")
      })
  }

  static func run(_ args: Words) throws -> Int32 {
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
      let defaults = Settings.defaults(voices: try Resources.voices())
      for key in Settings.Key.allCases {
        let name = key.rawValue.padding(toLength: 7, withPad: " ", startingAt: 0)
        if let value = settings[key] {
          Output.line("\(name) \(value)\(try unusableNote(key, value))")
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
  /// A note after a voice or scene the file names that a drill could not use.
  private static func unusableNote(_ key: Settings.Key, _ value: String) throws -> String {
    let problem: String
    switch key {
    case .voice:
      guard let voice = try voiceProblem(value) else { return "" }
      problem = voice.description
    case .scene:
      do {
        _ = try SpeechSettings.scene(named: value, fromFlag: false)
        return ""
      } catch {
        problem = "\(error)"
      }
    default:
      return ""
    }
    let clause = problem.hasSuffix(".") ? String(problem.dropLast()) : problem
    return "  (not usable: \(clause); run `countbiki config set \(key.rawValue) \(key.option.valueName)`)"
  }
}
