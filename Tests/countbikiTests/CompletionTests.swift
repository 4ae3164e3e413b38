import Foundation
import TestSupport
import Testing

/// `countbiki completions`: the scripts, and the candidates they ask the binary for.
@Suite struct CompletionTests {
  /// The environment of a shell that finds the built countbiki on its PATH.
  private func environment() throws -> [String: String] {
    var environment = try Binary.environment(config: nil)
    environment["PATH"] = Binary.url.deletingLastPathComponent().path + ":/usr/bin:/bin"
    return environment
  }

  /// Loads the bash script as ~/.bashrc would, then calls the function bash's `complete`
  /// registered for countbiki, with the variables bash sets when Tab is pressed: bash splits
  /// COMP_WORDS at spaces and at the colon of COMP_WORDBREAKS (`wav:/tmp` is `wav`, `:`,
  /// `/tmp`), and the word it completes is what follows the last colon.
  private func bashCompletes(_ line: String) async throws -> [String] {
    var words: [String] = []
    for word in line.split(separator: " ", omittingEmptySubsequences: false) {
      let pieces = word.split(separator: ":", omittingEmptySubsequences: false)
      words.append(String(pieces[0]))
      for piece in pieces.dropFirst() {
        words.append(":")
        if !piece.isEmpty { words.append(String(piece)) }
      }
    }
    let typed = line.split(separator: " ", omittingEmptySubsequences: false).last.map {
      $0.split(separator: ":", omittingEmptySubsequences: false).last.map(String.init) ?? ""
    } ?? ""
    let script = """
      eval "$(countbiki completions bash)"
      function=$(complete -p countbiki | sed -n 's/.*-F \\([^ ]*\\) .*/\\1/p')
      COMP_LINE='\(line)'
      COMP_POINT=${#COMP_LINE}
      COMP_WORDS=(\(words.map { "'\($0)'" }.joined(separator: " ")))
      COMP_CWORD=\(words.count - 1)
      "$function" countbiki '\(typed)' '\(words.count > 1 ? words[words.count - 2] : "")'
      printf '%s\\n' "${COMPREPLY[@]}"
      """
    let result = try await Binary.run(
      "/bin/bash", ["--norc", "--noprofile", "-c", script], environment: try environment(),
      limit: .seconds(30))
    #expect(result.status == 0 && result.error == "", "\(result.error)")
    return result.output.split(separator: "\n").map(String.init)
  }

  @Test func bashCompletesDrillMonToTheMoneyCategoryAndItsTopics() async throws {
    #expect(
      try await bashCompletes("countbiki drill mon") == [
        "money", "money.conbini", "money.restaurant", "money.rent", "money.salary", "money.shelf",
        "money.tax-included", "money.rent-man", "money.hourly-wage", "money.monthly-salary",
        "money.ic-fare", "money.change", "money.percent-off", "money.waribiki",
      ])
  }

  @Test func bashCompletesCommandsOptionsAndTheirValues() async throws {
    #expect(try await bashCompletes("countbiki dr") == ["drill"])
    #expect(try await bashCompletes("countbiki drill --sk") == ["--skill"])
    #expect(
      try await bashCompletes("countbiki drill --skill ") == ["listening", "reading", "kanji"])
    #expect(try await bashCompletes("countbiki say --voice l") == ["learner"])
    #expect(try await bashCompletes("countbiki config set vo") == ["voice", "volume"])
    #expect(
      try await bashCompletes("countbiki history forget numbers.to10") == [
        "numbers.to10", "numbers.to100", "numbers.to1000", "numbers.to10000", "numbers.to100000",
      ])
    #expect(
      try await bashCompletes("countbiki completions ") == ["bash", "zsh", "fish", "complete"])
  }

  @Test func bashCompletesAFolderAfterTheColonOfWav() async throws {
    let folder = try TemporaryFolder.make("countbiki-completion")
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createDirectory(
      at: folder.appendingPathComponent("sounds"), withIntermediateDirectories: true)
    #expect(try await bashCompletes("countbiki drill --audio w") == ["wav:"])
    // bash puts what it is given after the colon, so it is given the folder alone.
    #expect(
      try await bashCompletes("countbiki drill --audio wav:\(folder.path)/so") == [
        "\(folder.path)/sounds"
      ])
  }

  @Test func bashOffersOnlyWordsEveryFocusAndTheVoiceMix() async throws {
    #expect(try await bashCompletes("countbiki history ") == ["export", "forget", "check"])
    #expect(try await bashCompletes("countbiki drill --focus sw") == ["swapped-digits"])
    #expect(
      try await bashCompletes("countbiki drill --focus ha") == [
        "half-day", "happyaku", "hassen", "hachi-tt", "hatachi", "hatsuka",
      ])
    #expect(try await bashCompletes("countbiki say --voice mi") == ["mix"])
  }

  @Test func aFileValueIsLeftToTheShell() async throws {
    let result = try await Binary.run(
      ["completions", "complete", "--", "export", "anki", "money", "--out", "dec"],
      environment: try environment())
    #expect(result.output == ":files\n")
  }

  @Test func zshAndFishScriptsAskTheSameCandidates() async throws {
    let zsh = try await Binary.run(["completions", "zsh"], environment: try environment())
    #expect(zsh.status == 0 && zsh.output.hasPrefix("#compdef countbiki\n"))
    #expect(zsh.output.contains("countbiki completions complete -- "))
    let fish = try await Binary.run(["completions", "fish"], environment: try environment())
    #expect(fish.status == 0)
    #expect(fish.output.contains("complete -c countbiki -f -a '(__countbiki_complete)'\n"))
    let other = try await Binary.run(["completions", "tcsh"], environment: try environment())
    #expect(other.status == 2)
    #expect(
      other.error
        == "countbiki completions: completions takes bash, zsh or fish, as in `eval \"$(countbiki completions bash)\"`.\n"
    )
  }
}
