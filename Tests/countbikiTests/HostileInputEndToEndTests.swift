import Foundation
import TestSupport
import Testing

/// Runs `script` with `/bin/sh -c`, where `"$C"` is the built countbiki, for what `Binary.run`
/// cannot set up: closed or full standard streams, raw bytes on standard input.
private func shell(_ script: String, config: URL? = nil) async throws -> Binary.Result {
  try await Binary.run(
    "/bin/sh", ["-c", script],
    environment: try Binary.environment(config: config).merging(["C": Binary.url.path]) { $1 })
}

private func temporaryFolder() throws -> URL {
  try TemporaryFolder.make("countbiki-hostile")
}

@Test func aFloodOfKanjiDigitsIsNotAnAnswerAndTheSummaryStillPrints() async throws {
  let flood = String(repeating: "一二三四五六七八九〇", count: 4)
  let result = try await Binary.run(
    ["drill", "money.conbini", "--seed", "1", "--audio", "none"], input: "\(flood)\n893\n")
  #expect(result.status == 0)
  #expect(
    result.output == """
      Q1 ♪ はっぴゃくきゅうじゅうさんえん
        \(flood) → not an answer: type the amount in digits, kanji or kana, as in 1234, 1234円 or せんえん
        893 → right: ¥893
      Q2 ♪ せんひゃくよんじゅうよえん

      1 question: 1 right first time, 0 missed, 0 skipped in 3 s. Seed 1.
      Replay these questions with --seed 1.

      """)
  let read = try await Binary.run(["read", flood])
  #expect(read.status == 1)
  #expect(
    read.error
      == "countbiki read: cannot read “\(flood)”: numbers past 99,999,999,999,999,999,999 (10^20 − 1) have no reading here\n"
  )
}

@Test func controlCharactersTypedAreEchoedAsReplacementCharacters() async throws {
  let result = try await shell(
    #"printf '8\0339\000\n:\007\n' | "$C" drill money.conbini --seed 1 --questions 1 --audio none"#)
  #expect(result.status == 0)
  #expect(result.output.contains("  8�9� → not an answer"))
  #expect(result.output.contains("  :� → not a command"))
  #expect(!result.output.contains("\u{1B}"))
}

@Test func aClosedOrFullStandardOutputIsOneSentenceAndStatusOne() async throws {
  for redirect in [">&-", ">/dev/full"] {
    let result = try await shell(#""$C" read 1 2 3 "# + redirect)
    #expect(result.status == 1, "\(redirect)")
    let reason = redirect == ">&-" ? "it is closed" : "No space left on device"
    #expect(
      result.error == "countbiki: cannot write to standard output (\(reason)).\n", "\(redirect)")
  }
  let drill = try await shell(
    #"printf '893\n' | "$C" drill money.conbini --seed 1 --audio none >&-"#)
  #expect(drill.status == 1)
  #expect(drill.error == "countbiki: cannot write to standard output (it is closed).\n")
}

@Test func aClosedOrFullStandardErrorDoesNotCrash() async throws {
  for redirect in ["2>&-", "2>/dev/full"] {
    let result = try await shell(#""$C" read abc 3本 "# + redirect)
    #expect(result.status == 1, "\(redirect)")
    #expect(result.output == "さんぼん\n", "\(redirect)")
  }
}

@Test func aCategoryWhoseTopicsAllFailIsUnknownNotACrash() async throws {
  let config = try temporaryFolder()
  defer { try? FileManager.default.removeItem(at: config) }
  let folder = config.appendingPathComponent("countbiki/topics")
  try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
  try #"{"category": "nothing", "topics": []}"#.write(
    to: folder.appendingPathComponent("mine.json"), atomically: true, encoding: .utf8)
  let result = try await Binary.run(["generate", "nothing", "--seed", "1"], config: config)
  #expect(result.status == 2)
  #expect(
    result.error
      == "countbiki generate: there is no topic or category “nothing”; run `countbiki topics` for the list.\n"
  )
}

@Test func wavFileMistakesAreNamedPlainly() async throws {
  let folder = try temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  let empty = try await Binary.run(["say", "3", "--wav", ""])
  #expect(empty.status == 2)
  #expect(empty.error == "countbiki say: --wav needs a file name, as in --wav 1234.wav.\n")
  let directory = try await Binary.run(["say", "3", "--wav", folder.path])
  #expect(directory.status == 1)
  #expect(
    directory.error == "countbiki say: cannot use the WAV file \(folder.path): Is a directory.\n")
}

@Test func aConfigFolderThatIsAFileOrAConfigThatIsAFolderIsNamedPlainly() async throws {
  let folder = try temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  let file = folder.appendingPathComponent("file")
  try "".write(to: file, atomically: true, encoding: .utf8)
  let set = try await Binary.run(["config", "set", "rate", "0.8"], config: file)
  #expect(set.status == 1)
  #expect(
    set.error
      == "countbiki config: the config folder \(file.path)/countbiki is not a folder (a file is in its way); move that file aside or set XDG_CONFIG_HOME to a folder.\n"
  )
  let config = folder.appendingPathComponent("countbiki/config.json")
  try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
  let reset = try await Binary.run(["config", "reset"], config: folder)
  #expect(reset.status == 1)
  #expect(
    reset.error
      == "countbiki config: \(config.path) is a folder, not a config file; move it away by hand.\n")
  #expect(FileManager.default.fileExists(atPath: config.path))
}

@Test func aHangupEndsAScriptedSessionWithItsSummary() async throws {
  let drill = try RunningBinary(
    ["drill", "money.conbini", "--seed", "1", "--audio", "none"],
    environment: try Binary.environment(config: nil))
  drill.write("893\n")
  // The session is under way once the second question is out; standard input stays open.
  _ = try await Deadline.poll(.seconds(20), "the drill never asked the second question") {
    drill.output.contains("Q2") ? true : nil
  }
  _ = drill.send(SIGHUP)
  let (result, _) = try await drill.finish()
  #expect(result.status == 128 + SIGHUP)
  #expect(
    result.output.hasSuffix(
      "1 question: 1 right first time, 0 missed, 0 skipped in 2 s. Seed 1.\nReplay these questions with --seed 1.\n"
    ))
}

@Test func aRelativeConfigHomeIsIgnoredForTopicsAsForTheConfig() async throws {
  let folder = try temporaryFolder()
  defer { try? FileManager.default.removeItem(at: folder) }
  let home = folder.appendingPathComponent("home")
  for base in [folder.appendingPathComponent("relative"), home.appendingPathComponent(".config")] {
    let topics = base.appendingPathComponent("countbiki/topics")
    try FileManager.default.createDirectory(at: topics, withIntermediateDirectories: true)
    let category = base.path.hasPrefix(home.path) ? "home" : "cwd"
    try
      #"{"category": "\#(category)", "topics": [{"id": "\#(category).a", "title": "A", "kind": "range", "min": 1, "max": 5}]}"#
      .write(to: topics.appendingPathComponent("mine.json"), atomically: true, encoding: .utf8)
  }
  let result = try await Binary.run(
    Binary.url.path, ["topics", "--json"],
    environment: try Binary.environment(config: nil).merging(
      ["XDG_CONFIG_HOME": "relative", "HOME": home.path]) { $1 }, directory: folder)
  #expect(result.status == 0)
  #expect(result.output.contains(#""id" : "home.a""#))
  #expect(!result.output.contains(#""id" : "cwd.a""#))
}
