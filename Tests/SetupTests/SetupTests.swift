import Foundation
import Options
import ProcessIO
import Setup
import TestSupport
import Testing

/// The learner's settings as the library keeps them: what `config set` accepts, what a config
/// file written by hand or by a newer countbiki keeps, and where the files are.
@Suite struct SetupTests {
  @Test func aNumberOutsideItsRangeIsRefusedNamingTheRange() throws {
    var settings = Settings()
    #expect(throws: UsageError("rate must be a number from 0.3 to 3, not “9”.")) {
      try settings.set(.rate, to: "9")
    }
    #expect(throws: UsageError("history must be on or off, not “maybe”.")) {
      try settings.set(.history, to: "maybe")
    }
    try settings.set(.rate, to: "0.8")
    try settings.set(.history, to: "off")
    #expect(settings[.rate] == "0.8")
    #expect(settings[.history] == "off")
    #expect(settings.rate == 0.8)
  }

  @Test func aFileWithAValueOutOfRangeIsNotUsedAndSaysWhichValue() throws {
    let folder = try TemporaryFolder.make("countbiki-setup")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = ConfigFile(url: folder.appendingPathComponent("config.json"))
    try #"{"snr": 90}"#.write(to: file.url, atomically: true, encoding: .utf8)
    #expect(
      throws: RuntimeError(
        "the config file \(file.url.path) cannot be used (snr is 90, outside -10–40); fix it by hand or run `countbiki config reset` to start over."
      )
    ) { try file.load() }
  }

  /// A word a setting does not take is refused when set, and a file holding one is not used:
  /// the sentence names the setting, not a command-line flag.
  @Test func aWordASettingDoesNotTakeIsRefusedInTheFileAndWhenSet() throws {
    var settings = Settings()
    #expect(throws: UsageError("audio must be alsa, none or wav:DIR, not “wat”.")) {
      try settings.set(.audio, to: "wat")
    }
    try settings.set(.audio, to: "wav:/tmp/clips")
    #expect(settings.audio == "wav:/tmp/clips")
    let folder = try TemporaryFolder.make("countbiki-setup")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = ConfigFile(url: folder.appendingPathComponent("config.json"))
    for (json, problem) in [
      (#"{"audio": "wat"}"#, "audio must be alsa, none or wav:DIR, not “wat”"),
      (#"{"history": "maybe"}"#, "history must be on or off, not “maybe”"),
    ] {
      try json.write(to: file.url, atomically: true, encoding: .utf8)
      #expect(
        throws: RuntimeError(
          "the config file \(file.url.path) cannot be used (\(problem)); fix it by hand or run `countbiki config reset` to start over."
        )
      ) { try file.load() }
    }
  }

  /// A value of the wrong JSON type: before, the sentence said only that the file was not a
  /// valid countbiki config, without naming the setting.
  @Test func aValueOfTheWrongTypeIsNotUsedAndSaysWhichSetting() throws {
    let folder = try TemporaryFolder.make("countbiki-setup")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = ConfigFile(url: folder.appendingPathComponent("config.json"))
    for (json, problem) in [
      (#"{"rate": "fast"}"#, "rate must be a number"),
      (#"{"snr": [1]}"#, "snr must be a number"),
      (#"{"voice": 7}"#, "voice must be text in quotes"),
      (#"{"history": true}"#, "history must be text in quotes"),
    ] {
      try json.write(to: file.url, atomically: true, encoding: .utf8)
      #expect(
        throws: RuntimeError(
          "the config file \(file.url.path) cannot be used (\(problem)); fix it by hand or run `countbiki config reset` to start over."
        )
      ) { try file.load() }
    }
  }

  @Test func entriesItDoesNotKnowSurviveASave() throws {
    let folder = try TemporaryFolder.make("countbiki-setup")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = ConfigFile(url: folder.appendingPathComponent("sub/config.json"))
    #expect(try file.load() == Settings())
    #expect(!file.exists)
    try file.save(Settings())
    try #"{"theme": {"dark": true}, "voice": "espeak-ng"}"#.write(
      to: file.url, atomically: true, encoding: .utf8)
    var settings = try file.load()
    #expect(settings.voice == "espeak-ng")
    try settings.set(.pitch, to: "1.2")
    try file.save(settings)
    #expect(
      try String(contentsOf: file.url, encoding: .utf8) == """
        {
          "pitch" : 1.2,
          "theme" : {
            "dark" : true
          },
          "voice" : "espeak-ng"
        }

        """)
    #expect(try file.remove())
    #expect(try !file.remove())
  }

  @Test func theFolderIsXDGConfigHomeOnlyWhenItIsAnAbsolutePath() {
    #expect(
      ConfigFile.folder(environment: ["XDG_CONFIG_HOME": "/x/conf", "HOME": "/home/a"]).path
        == "/x/conf/countbiki")
    #expect(
      ConfigFile.folder(environment: ["XDG_CONFIG_HOME": "conf", "HOME": "/home/a"]).path
        == "/home/a/.config/countbiki")
    #expect(
      ConfigFile(environment: ["HOME": "/home/a"]).url.path
        == "/home/a/.config/countbiki/config.json")
  }

  @Test func theLastTopicIsReadBackWithoutItsLineEnd() throws {
    let folder = try TemporaryFolder.make("countbiki-setup")
    defer { try? FileManager.default.removeItem(at: folder) }
    let url = folder.appendingPathComponent("new/last-topic")
    #expect(LastTopic.load(from: url) == nil)
    LastTopic.save("money.conbini", to: url)
    #expect(try String(contentsOf: url, encoding: .utf8) == "money.conbini\n")
    #expect(LastTopic.load(from: url) == "money.conbini")
    try "  \n".write(to: url, atomically: true, encoding: .utf8)
    #expect(LastTopic.load(from: url) == nil)
  }

  /// A learner who keeps the file as a link to another place keeps the link.
  @Test func theLastTopicIsWrittenThroughALink() throws {
    let folder = try TemporaryFolder.make("countbiki-setup")
    defer { try? FileManager.default.removeItem(at: folder) }
    let target = folder.appendingPathComponent("dotfiles-last-topic")
    try "dates\n".write(to: target, atomically: true, encoding: .utf8)
    let url = folder.appendingPathComponent("last-topic")
    try FileManager.default.createSymbolicLink(at: url, withDestinationURL: target)
    LastTopic.save("money.conbini", to: url)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: url.path) == target.path)
    #expect(try String(contentsOf: target, encoding: .utf8) == "money.conbini\n")
    #expect(LastTopic.load(from: url) == "money.conbini")
  }
}
