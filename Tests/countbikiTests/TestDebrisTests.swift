import Foundation
import TestSupport
import Testing

/// A test run leaves nothing in the system's temporary folder: every folder a test makes is
/// inside `TemporaryFolder.root`, removed when the test process exits, and the programs it runs
/// put their own temporary files there too.
@Suite struct TestDebrisTests {
  /// The one folder kept between runs on purpose (the Anki install the export tests reuse), and
  /// this file, which names what it looks for.
  private let allowed = [
    "Tests/countbikiTests/AnkiImport.swift", "Tests/countbikiTests/TestDebrisTests.swift",
  ]

  @Test func testsMakeTheirFoldersOnlyInsideTheRunsOwnFolder() throws {
    let tests = PackageFolder.root.appendingPathComponent("Tests")
    let files = try #require(FileManager.default.enumerator(atPath: tests.path))
      .compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }
    #expect(files.count > 50)
    var offenders: [String] = []
    for file in files where !allowed.contains("Tests/\(file)") {
      let text = try String(
        contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
      if text.contains("FileManager.default.temporaryDirectory")
        || text.contains("NSTemporaryDirectory")
      {
        offenders.append(file)
      }
    }
    #expect(offenders == [])
  }

  @Test func programsUnderTestKeepTheirTemporaryFilesInTheRunsFolder() throws {
    let folder = try TemporaryFolder.make("countbiki-debris")
    #expect(folder.deletingLastPathComponent().path == TemporaryFolder.root.path)
    #expect(TemporaryFolder.root.lastPathComponent == "countbiki-tests-\(getpid())")
    let environment = Isolation.environment(home: folder)
    #expect(environment["TMPDIR"] == TemporaryFolder.root.path)
  }

  /// What the binary writes through temporary files (an Anki package's collection, a WAV
  /// folder, an atomic config write) leaves nothing in its TMPDIR.
  @Test func theBinaryLeavesNothingInItsTemporaryFolder() async throws {
    let folder = try TemporaryFolder.make("countbiki-debris")
    let tmp = folder.appendingPathComponent("tmp")
    try FileManager.default.createDirectory(at: tmp, withIntermediateDirectories: true)
    var environment = Isolation.environment(home: folder)
    environment["TMPDIR"] = tmp.path
    environment["COUNTBIKI_FAKE_CLOCK"] = "1"
    let runs: [([String], String)] = [
      (["config", "set", "rate", "0.8"], ""),
      (["say", "300", "--wav", folder.appendingPathComponent("a.wav").path], ""),
      (
        [
          "drill", "money.conbini", "--seed", "1", "--questions", "1", "--audio",
          "wav:\(folder.appendingPathComponent("wav").path)",
        ], "893\n"
      ),
      (
        [
          "export", "anki", "money.conbini", "--count", "2", "--out",
          folder.appendingPathComponent("deck.apkg").path,
        ], ""
      ),
      (["history", "export", "--csv"], ""),
    ]
    for (arguments, input) in runs {
      let result = try await Binary.run(arguments, input: input, environment: environment)
      #expect(result.status == 0, "\(arguments): \(result.error)")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: tmp.path) == [])
  }
}
