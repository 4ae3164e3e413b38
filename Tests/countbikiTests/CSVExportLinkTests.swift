import Foundation
import TestSupport
import Testing

/// A CSV export's audio file kept as a link to another place (a synced folder, say) is written
/// through the link, as the CSV file itself is. Before, the export replaced the link with a
/// file of its own and the place it pointed to kept the old audio.
@Test func aCSVExportWritesItsAudioThroughALink() async throws {
  let folder = try TemporaryFolder.make("countbiki-csv-link")
  defer { try? FileManager.default.removeItem(at: folder) }
  let csv = folder.appendingPathComponent("conbini.csv")
  let arguments = [
    "export", "anki", "money.conbini", "--count", "1", "--seed", "1", "--format", "csv", "--out",
    csv.path,
  ]
  let first = try await Binary.run(arguments)
  #expect(first.status == 0, "\(first.error)")
  let audio = folder.appendingPathComponent("conbini-audio/countbiki-d9d478f2e80efb0e.ogg")
  let made = try Data(contentsOf: audio)
  #expect(made.starts(with: Data("OggS".utf8)))
  let kept = folder.appendingPathComponent("elsewhere.ogg")
  try Data("old".utf8).write(to: kept)
  try FileManager.default.removeItem(at: audio)
  try FileManager.default.createSymbolicLink(at: audio, withDestinationURL: kept)

  let second = try await Binary.run(arguments)
  #expect(second.status == 0, "\(second.error)")
  #expect(try FileManager.default.destinationOfSymbolicLink(atPath: audio.path) == kept.path)
  #expect(try Data(contentsOf: kept) == made)
}
