import CommandArguments
import CountBikiKit
import Options
import ProcessIO
import Setup
import Speech
import SpeechClient

/// `countbiki completions bash|zsh|fish`: a script that completes commands, options and their
/// values in that shell.
enum CompletionsCommand: Command {
  static let spec = CommandSpec(
    name: "completions",
    summary: "print a script for bash, zsh or fish that completes countbiki's words",
    positionals: .forms(["bash", "zsh", "fish", "complete -- WORD..."]), options: [],
    about: """
      Prints a completion script for the shell: commands, options and their values (topic
      and category ids, voices, devices, skills, sound patterns). For bash, put
      `eval "$(countbiki completions bash)"` in ~/.bashrc; for zsh, write it to a file
      _countbiki in a folder of $fpath; for fish, to ~/.config/fish/completions/countbiki.fish.
      `complete -- WORD...` is what the scripts call: it prints the candidates for the last
      word, one a line.
      """)

  static func run(_ args: Words) throws -> Int32 {
    let words = args.positionals
    switch words.first {
    case "bash" where words.count == 1: Output.line(CompletionScripts.bash)
    case "zsh" where words.count == 1: Output.line(CompletionScripts.zsh)
    case "fish" where words.count == 1: Output.line(CompletionScripts.fish)
    case "complete":
      for candidate in completion.candidates(Array(words.dropFirst())) { Output.line(candidate) }
    default:
      throw UsageError(
        "completions takes bash, zsh or fish, as in `eval \"$(countbiki completions bash)\"`.")
    }
    return ExitStatus.success
  }

  /// countbiki's commands, and what it lists for their values: voices, devices, sound patterns,
  /// topic and category ids, and `config set`'s names and values.
  static let completion: Completion = {
    Completion(
      commands: CLI.commands.map { $0.spec },
      values: { option in
        switch option.name {
        case SpeechOptions.voice.name: ((try? Resources.voices()) ?? []).map(\.id) + [VoiceMix.everyVoice]
        case SpeechOptions.device.name: AudioDevice.playback().map(\.name)
        case FocusOption.option.name: Focus.names
        default: nil
        }
      },
      placeholder: { name, given in
        if name.contains("TOPIC") || name.contains("CATEGORY") {
          guard let catalog = try? Resources.catalog() else { return [] }
          return catalog.categories.flatMap { [$0.id] + $0.topics.map(\.id) }
        }
        switch name {
        case "NAME": return Settings.options.map(\.name)
        case "VALUE" where given.count > 1:
          return Settings.options.first { $0.name == given[1] }.map(completion.values(of:)) ?? []
        default: return []
        }
      })
  }()
}
