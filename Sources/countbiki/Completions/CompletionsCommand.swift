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

  static func run(_ args: ParsedArguments) throws -> Int32 {
    let words = args.positionals
    switch words.first {
    case "bash" where words.count == 1: Output.line(CompletionScripts.bash)
    case "zsh" where words.count == 1: Output.line(CompletionScripts.zsh)
    case "fish" where words.count == 1: Output.line(CompletionScripts.fish)
    case "complete":
      for candidate in Completion.candidates(Array(words.dropFirst())) { Output.line(candidate) }
    default:
      throw UsageError(
        "completions takes bash, zsh or fish, as in `eval \"$(countbiki completions bash)\"`.")
    }
    return ExitStatus.success
  }
}
