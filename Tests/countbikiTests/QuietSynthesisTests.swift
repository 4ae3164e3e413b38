import Foundation
import TestSupport
import Testing

/// Writing audio to files never reaches for a sound device: espeak-ng only synthesises.
@Test func sayToAWavAndAnAnkiExportLeaveTheConfigAndRuntimeFoldersEmpty() async throws {
  let folder = try TemporaryFolder.make("countbiki-quiet")
  defer { try? FileManager.default.removeItem(at: folder) }
  let config = folder.appendingPathComponent("config")
  try FileManager.default.createDirectory(at: config, withIntermediateDirectories: true)
  let environment = try Binary.environment(config: config)
  let runtime = try #require(environment["XDG_RUNTIME_DIR"])
  defer {
    try? FileManager.default.removeItem(
      at: URL(fileURLWithPath: runtime).deletingLastPathComponent())
  }
  let say = try await Binary.run(
    ["say", "1234円", "--voice", "default", "--wav", folder.appendingPathComponent("a.wav").path],
    environment: environment)
  #expect(say.status == 0)
  #expect(say.error == "")
  let export = try await Binary.run(
    [
      "export", "anki", "money", "--count", "2", "--seed", "1", "--voice", "default", "--out",
      folder.appendingPathComponent("a.apkg").path,
    ], environment: environment)
  #expect(export.status == 0)
  #expect(try FileManager.default.contentsOfDirectory(atPath: config.path) == [])
  #expect(try FileManager.default.contentsOfDirectory(atPath: runtime) == [])
}
