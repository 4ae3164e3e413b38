import Foundation
import TestSupport
import Testing

/// `countbiki config` with the files a learner really keeps: a config.json that is a link into
/// a dotfiles folder, entries written by someone else, links that lead nowhere.
@Suite struct ConfigFileEndToEndTests {
  let root: URL
  let config: URL

  init() throws {
    root = TemporaryFolder.root.appendingPathComponent("countbiki-config-\(UUID().uuidString)")
    config = root.appendingPathComponent("countbiki/config.json")
    try FileManager.default.createDirectory(
      at: config.deletingLastPathComponent(), withIntermediateDirectories: true)
  }

  private func remove() { try? FileManager.default.removeItem(at: root) }

  @Test func setWritesThroughALinkAndKeepsEntriesItDoesNotKnow() async throws {
    defer { remove() }
    let dotfiles = root.appendingPathComponent("dotfiles")
    try FileManager.default.createDirectory(at: dotfiles, withIntermediateDirectories: true)
    let kept = dotfiles.appendingPathComponent("countbiki.json")
    try #"{"rate": 0.9, "theme": {"dark": true}}"#.write(
      to: kept, atomically: true, encoding: .utf8)
    try FileManager.default.createSymbolicLink(
      atPath: config.path, withDestinationPath: "../dotfiles/countbiki.json")

    let set = try await Binary.run(["config", "set", "pitch", "1.2"], config: root)
    #expect(set.status == 0)
    #expect(set.output == "pitch = 1.2\n")
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: config.path)
        == "../dotfiles/countbiki.json")
    #expect(
      try String(contentsOf: kept, encoding: .utf8) == """
        {
          "pitch" : 1.2,
          "rate" : 0.9,
          "theme" : {
            "dark" : true
          }
        }

        """)
    let show = try await Binary.run(["config", "show"], config: root)
    #expect(show.output.contains("rate    0.9\n"))
  }

  @Test func aLinkToNothingIsOneSentenceAndIsLeftAlone() async throws {
    defer { remove() }
    try FileManager.default.createSymbolicLink(
      atPath: config.path, withDestinationPath: "/nonexistent/countbiki.json")
    for arguments in [["config", "show"], ["config", "set", "rate", "0.8"]] {
      let result = try await Binary.run(arguments, config: root)
      #expect(result.status == 1)
      #expect(
        result.error
          == "countbiki config: the config file \(config.path) links to /nonexistent/countbiki.json, which does not exist; point it at a file or remove it.\n"
      )
    }
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: config.path)
        == "/nonexistent/countbiki.json")
  }

  @Test func aLinkLoopIsOneSentence() async throws {
    defer { remove() }
    try FileManager.default.createSymbolicLink(
      atPath: config.path, withDestinationPath: "config.json")
    let result = try await Binary.run(["drill", "money", "--audio", "none"], config: root)
    #expect(result.status == 1)
    #expect(
      result.error
        == "countbiki drill: the config file \(config.path) is a link that loops back on itself; point it at a file or remove it.\n"
    )
  }

  @Test(.enabled(if: getuid() != 0, "permissions do not stop root"))
  func anUnreadableConfigFileOrFolderIsOneSentence() async throws {
    defer {
      chmod(config.deletingLastPathComponent().path, 0o755)
      remove()
    }
    try #"{"rate": 0.9}"#.write(to: config, atomically: true, encoding: .utf8)
    chmod(config.path, 0)
    let file = try await Binary.run(["config", "show"], config: root)
    #expect(file.status == 1)
    #expect(
      file.error
        == "countbiki config: the config file \(config.path) cannot be used (it cannot be read: Permission denied); fix it by hand or run `countbiki config reset` to start over.\n"
    )
    chmod(config.deletingLastPathComponent().path, 0)
    for action in ["show", "reset"] {
      let folder = try await Binary.run(["config", action], config: root)
      #expect(folder.status == 1)
      #expect(folder.output == "")
      #expect(
        folder.error
          == "countbiki config: the config folder \(config.deletingLastPathComponent().path) cannot be read (Permission denied); fix its permissions.\n"
      )
    }
  }

  @Test func aFileWhereTheConfigFolderShouldBeIsOneSentenceAndADrillRefuses() async throws {
    defer { remove() }
    let folder = config.deletingLastPathComponent()
    try FileManager.default.removeItem(at: folder)
    try "not a folder\n".write(to: folder, atomically: true, encoding: .utf8)
    let sentence =
      "the config folder \(folder.path) is not a folder (a file is in its way); move that file aside or set XDG_CONFIG_HOME to a folder.\n"
    for arguments in [["config", "show"], ["config", "reset"], ["config", "set", "rate", "0.8"]] {
      let result = try await Binary.run(arguments, config: root)
      #expect(result.status == 1)
      #expect(result.output == "")
      #expect(result.error == "countbiki config: " + sentence)
    }
    let drill = try await Binary.run(
      ["drill", "money", "--audio", "none", "--no-history"], input: "1\n", config: root)
    #expect(drill.status == 1)
    #expect(drill.output == "")
    #expect(drill.error == "countbiki drill: " + sentence)
    #expect(try String(contentsOf: folder, encoding: .utf8) == "not a folder\n")
  }

  /// A scene the file names that is not there is the file's fault, not a flag's: the sentence
  /// says where it was set, and `config show` marks it.
  @Test func aSceneSetInTheFileThatIsNotThereNamesTheFile() async throws {
    defer { remove() }
    try #"{"scene": "nosuch"}"#.write(to: config, atomically: true, encoding: .utf8)
    let scenes = "the scenes are clean, cafe, phone, shop, station, street"
    let said = try await Binary.run(["say", "1", "--json"], config: root)
    #expect(said.status == 1)
    #expect(said.output == "")
    #expect(
      said.error
        == "countbiki say: there is no scene “nosuch”; \(scenes) (set in \(config.path)); run `countbiki config set scene NAME`.\n"
    )
    let typed = try await Binary.run(["say", "1", "--json", "--scene", "nosuch"])
    #expect(typed.status == 2)
    #expect(typed.error == "countbiki say: there is no scene “nosuch”; \(scenes).\n")
    let shown = try await Binary.run(["config", "show"], config: root)
    #expect(
      shown.output.contains(
        "\nscene   nosuch  (not usable: there is no scene “nosuch”; \(scenes); run `countbiki config set scene NAME`)\n"
      ))
  }
}

@Test func aTopicFileOfMoreThanTenThousandTopicsIsRefusedInOneSentence() async throws {
  let config = TemporaryFolder.root.appendingPathComponent("countbiki-topics-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: config) }
  let folder = config.appendingPathComponent("countbiki/topics")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  let entries = (0...10_000).map {
    #"{"id": "big.t\#($0)", "title": "T", "kind": "range", "min": 1, "max": 9}"#
  }
  try #"{"category": "big", "topics": [\#(entries.joined(separator: ","))]}"#.write(
    to: folder.appendingPathComponent("big.json"), atomically: true, encoding: .utf8)
  let result = try await Binary.run(["topics", "big"], config: config)
  #expect(result.status == 2)
  #expect(
    result.error == """
      countbiki: skipping a topic: \(folder.path)/big.json: topics: 10001 topics are more than the 10000 a file may hold; split them into several files
      countbiki topics: there is no category or topic “big”; the categories are numbers, money, durations, dates, counters, everyday, counter-groups, station, shop, restaurant, bus, phone, hotel, clinic, bank, weather, sports, life, town, travel, errands, leisure, home, safety.

      """)
}

@Test func configSetVoiceTakesWhatVoiceTakesAndShowFlagsAnUnknownOne() async throws {
  let root = TemporaryFolder.root.appendingPathComponent("countbiki-voice-\(UUID().uuidString)")
  defer { try? FileManager.default.removeItem(at: root) }
  let config = root.appendingPathComponent("countbiki/config.json")
  let voices = "default, female, kokoro-alpha, kokoro-gongitsune, kokoro-kumo, kokoro-nezumi, kokoro-tebukuro, learner, male, mei, mei-low, nitech-m001, nitech-m001-brisk"
  for value in ["female,male", "mix"] {
    let set = try await Binary.run(["config", "set", "voice", value], config: root)
    #expect(set.status == 0)
    #expect(set.output == "voice = \(value)\n")
  }
  let unknown = try await Binary.run(["config", "set", "voice", "female,nosuch"], config: root)
  #expect(unknown.status == 2)
  #expect(unknown.output == "")
  #expect(
    unknown.error
      == "countbiki config: there is no voice “nosuch”; the voices are \(voices).\n")
  try #"{"voice": "nosuch"}"#.write(to: config, atomically: true, encoding: .utf8)
  let show = try await Binary.run(["config", "show"], config: root)
  #expect(show.status == 0)
  #expect(
    show.output.split(separator: "\n")[1]
      == "voice   nosuch  (not usable: there is no voice “nosuch”; the voices are \(voices); run `countbiki config set voice ID`)"
  )
}
