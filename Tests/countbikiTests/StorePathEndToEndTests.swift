import Foundation
import TestSupport
import Testing

/// A history store path no store can be made of (a FIFO, a link whose target's folder is
/// missing): every command that uses the store says the same one sentence at once, and none
/// waits on the FIFO.
@Suite struct StorePathEndToEndTests {
  static let readers: [[String]] = [
    ["stats"], ["history"], ["review"], ["history", "export", "--csv"], ["history", "check"],
    ["history", "forget", "--all", "--yes"],
  ]

  private func run(_ arguments: [String], store: String, input: String = "") async throws
    -> Binary.Result
  {
    var environment = try Binary.environment(config: nil)
    environment["COUNTBIKI_HISTORY"] = store
    // A command that waited on the FIFO would be killed here and the run would throw.
    return try await Binary.run(
      arguments, input: input, environment: environment, limit: .seconds(30))
  }

  private func expectOneSentenceEverywhere(_ store: String, _ sentence: String) async throws {
    for arguments in Self.readers {
      let result = try await run(arguments, store: store)
      #expect(result.status == 1, "\(arguments)")
      #expect(result.output == "", "\(arguments)")
      #expect(result.error == "countbiki \(arguments[0]): \(sentence).\n", "\(arguments)")
    }
    let drill = try await run(
      ["drill", "money.conbini", "--seed", "1", "--audio", "none"], store: store, input: "893\n")
    #expect(drill.status == 0)
    #expect(drill.error == "countbiki drill: \(sentence); this session goes on without history.\n")
    #expect(drill.output.contains("1 question: 1 right first time"))
  }

  @Test func aFIFOIsRefusedByEveryCommandInOneSentence() async throws {
    let folder = try TemporaryFolder.make("countbiki-fifo")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("history.sqlite3").path
    #expect(mkfifo(store, 0o600) == 0)
    try await expectOneSentenceEverywhere(
      store,
      "the history store \(store) is a named pipe (FIFO), not a file; choose another file with --history PATH"
    )
  }

  @Test func aLinkToAMissingFolderIsRefusedByEveryCommandInOneSentence() async throws {
    let folder = try TemporaryFolder.make("countbiki-link")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("history.sqlite3").path
    let target = folder.appendingPathComponent("unmounted/history.sqlite3").path
    try FileManager.default.createSymbolicLink(atPath: store, withDestinationPath: target)
    try await expectOneSentenceEverywhere(
      store,
      "the history store \(store) is a link to \(target), whose folder does not exist; create that folder or choose another file with --history PATH"
    )
    #expect(
      !FileManager.default.fileExists(atPath: folder.appendingPathComponent("unmounted").path))
  }

  /// `$XDG_DATA_HOME/countbiki` made a file: before, `stats`, `history` and `review` said no
  /// practice was recorded yet (status 0), as if the store were simply missing.
  @Test func aDataFolderThatIsAFileIsNamedByEveryCommand() async throws {
    let folder = try TemporaryFolder.make("countbiki-data-file")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("countbiki")
    try Data("x\n".utf8).write(to: file)
    let store = file.appendingPathComponent("history.sqlite3").path
    try await expectOneSentenceEverywhere(
      store,
      "the history store \(store) cannot be there: \(file.path) is a file, not a folder; move that file aside or choose another file with --history PATH"
    )
    var environment = try Binary.environment(config: nil)
    environment["XDG_DATA_HOME"] = folder.path
    let stats = try await Binary.run(["stats"], environment: environment)
    #expect(stats.status == 1)
    #expect(stats.error.hasPrefix("countbiki stats: the history store \(store) cannot be there: "))
  }

  /// A store named in a folder that does not exist: before, a drill made the whole tree of
  /// folders without a word (`--history /nonexistent/x.db` made `/nonexistent`). Only
  /// countbiki's own data folder is made.
  @Test func aStoreInAMissingFolderIsNamedAndTheFolderIsNotMade() async throws {
    let folder = try TemporaryFolder.make("countbiki-missing-folder")
    defer { try? FileManager.default.removeItem(at: folder) }
    let missing = folder.appendingPathComponent("typo").path
    let store = missing + "/history.sqlite3"
    let drill = try await run(
      ["drill", "money.conbini", "--seed", "1", "--audio", "none"], store: store, input: "893\n")
    #expect(drill.status == 0)
    #expect(
      drill.error
        == "countbiki drill: the history store \(store) cannot be made: its folder \(missing) does not exist; create it or choose another file with --history PATH; this session goes on without history.\n"
    )
    #expect(drill.output.contains("1 question: 1 right first time"))
    #expect(!FileManager.default.fileExists(atPath: missing))
  }

  /// A link to a missing file in a folder that exists is where a drill creates the store, so
  /// the readers say there is none yet, and after a drill they read it.
  @Test func aLinkToAMissingFileInAFolderThatExistsIsCreatedByADrill() async throws {
    let folder = try TemporaryFolder.make("countbiki-link")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("history.sqlite3").path
    let target = folder.appendingPathComponent("kept.sqlite3").path
    try FileManager.default.createSymbolicLink(atPath: store, withDestinationPath: target)
    let before = try await run(["history", "check"], store: store)
    #expect(before.output == "There is no history store at \(store) yet; a drill creates it.\n")
    _ = try await run(
      ["drill", "money.conbini", "--seed", "1", "--audio", "none"], store: store, input: "893\n")
    let after = try await run(["history", "check"], store: store)
    #expect(after.status == 0)
    #expect(after.output.hasPrefix("\(store): sound (schema "))
    #expect(after.output.hasSuffix(", 1 session, 1 challenge, 0 not ended).\n"))
    #expect(FileManager.default.fileExists(atPath: target))
  }
}

/// A drill closes its store when the session ends: no write-ahead log or shared-memory file is
/// left beside it, whether the store was new or held sessions already.
@Test func aDrillLeavesOnlyTheStoreFileBesideIt() async throws {
  let folder = try TemporaryFolder.make("countbiki-store")
  defer { try? FileManager.default.removeItem(at: folder) }
  let store = folder.appendingPathComponent("history.sqlite3").path
  for seed in ["1", "2"] {
    let drill = try await Binary.run(
      [
        "drill", "money.conbini", "--seed", seed, "--questions", "2", "--audio", "none",
        "--history", store,
      ],
      input: "1\n:skip\n:skip\n")
    #expect(drill.status == 0)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["history.sqlite3"])
  }
  // Both sessions are there, each ended and each with its two questions.
  let sessions = try await Binary.run(["history", "--history", store])
  #expect(sessions.status == 0)
  let rows = sessions.output.split(separator: "\n").dropFirst().prefix(2).map {
    $0.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
  }
  #expect(rows.map { $0[5] } == ["1", "2"], "\(sessions.output)")
  #expect(rows.map { $0[6] } == ["2", "2"], "\(sessions.output)")
}
