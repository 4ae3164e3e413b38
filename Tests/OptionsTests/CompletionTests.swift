import Options
import Testing

/// Completion over the fixtures' commands, with voices listed by the program and topics for the
/// `TOPIC` placeholder.
private let completion = Completion(
  commands: [drillSpec, versionSpec, configSpec],
  values: { $0.name == "rate" ? ["0.5", "1", "2"] : nil },
  placeholder: { name, given in
    switch name {
    case "TOPIC": ["money", "months", "days"]
    case "NAME": ["rate", "voice"]
    case "VALUE": given.count > 1 && given[1] == "rate" ? ["1", "1.5"] : []
    default: []
    }
  })

@Test func theFirstWordIsACommandOrHelp() {
  #expect(completion.candidates([""]) == ["drill", "version", "config", "help"])
  #expect(completion.candidates(["d"]) == ["drill"])
  #expect(completion.candidates(["-"]) == ["--help", "--version"])
  #expect(completion.candidates(["help", "c"]) == ["config"])
  #expect(completion.candidates(["help", "config", ""]) == [])
  #expect(completion.candidates(["nothing", ""]) == [])
}

@Test func aDashOffersTheCommandsOptionsUntilDoubleDash() {
  #expect(
    completion.candidates(["drill", "-"]) == [
      "--seed", "--rate", "--audio", "--questions", "--time", "--out", "--json", "--help",
    ])
  #expect(completion.candidates(["drill", "--q"]) == ["--questions"])
  #expect(completion.candidates(["drill", "money", "--", "-"]) == [])
}

@Test func anOptionsValueIsWhatTheProgramListsOrWhatItDeclares() {
  #expect(completion.candidates(["drill", "--rate", ""]) == ["0.5", "1", "2"])
  #expect(completion.candidates(["drill", "--audio", ""]) == ["alsa", "none", "wav:"])
  #expect(completion.candidates(["drill", "--audio", "w"]) == ["wav:"])
  #expect(completion.candidates(["drill", "--out", "tr"]) == [Completion.files])
  #expect(completion.candidates(["drill", "--seed", ""]) == [])
  // After the prefix of a choice whose placeholder is a folder, the shell lists folders.
  #expect(completion.candidates(["drill", "--audio", "wav:"]) == [Completion.files])
  #expect(completion.candidates(["drill", "--audio", "wav:/tm"]) == [Completion.files])
  // A flag takes no value: the word after it is a topic again.
  #expect(completion.candidates(["drill", "--json", "mon"]) == ["money", "months"])
}

@Test func wordsArePlaceholdersOfTheUsageLine() {
  #expect(completion.candidates(["drill", "mon"]) == ["money", "months"])
  // Repeating words: another topic after the first, past option values.
  #expect(completion.candidates(["drill", "money", "--seed", "5", "d"]) == ["days"])
  #expect(completion.candidates(["version", ""]) == [])
}

@Test func formsOfferTheirFirstWordsThenTheirPlaceholders() {
  #expect(completion.candidates(["config", ""]) == ["show", "set", "files"])
  #expect(completion.candidates(["config", "set", ""]) == ["rate", "voice"])
  #expect(completion.candidates(["config", "set", "rate", ""]) == ["1", "1.5"])
  #expect(completion.candidates(["config", "set", "rate", "1", ""]) == [])
  #expect(completion.candidates(["config", "show", ""]) == [])
  #expect(completion.candidates(["config", "unknown", ""]) == [])
}

@Test func aFormThatStartsWithAnOptionOffersNoWord() {
  let history = CommandSpec(
    name: "history", summary: "", positionals: .forms(["[--json]", "export --csv|--json", "check"]),
    options: [.flag("json", help: ""), .flag("csv", help: "")], about: "")
  let completion = Completion(commands: [history], values: { _ in nil }, placeholder: { _, _ in [] })
  #expect(completion.candidates(["history", ""]) == ["export", "check"])
  #expect(completion.candidates(["history", "["]) == [])
}

@Test func theScriptsAskTheProgramForCandidatesAndTurnTheFilesMarkIntoFileNames() {
  #expect(CompletionScripts.bash.hasPrefix("# countbiki completion for bash: eval \"$(countbiki completions bash)\"\n"))
  #expect(
    CompletionScripts.bash.contains(
      "candidates=($(countbiki completions complete -- \"${words[@]:1}\" 2>/dev/null))"))
  #expect(CompletionScripts.bash.contains("if [[ ${candidates[0]} == :files ]]; then"))
  #expect(CompletionScripts.bash.hasSuffix("complete -F _countbiki countbiki"))
  #expect(CompletionScripts.zsh.hasPrefix("#compdef countbiki\n"))
  #expect(CompletionScripts.zsh.contains("if [[ ${candidates[1]} == :files ]]; then\n    _files\n"))
  #expect(CompletionScripts.fish.contains("if test \"$candidates[1]\" = \":files\""))
  #expect(CompletionScripts.fish.hasSuffix("complete -c countbiki -f -a '(__countbiki_complete)'"))
}
