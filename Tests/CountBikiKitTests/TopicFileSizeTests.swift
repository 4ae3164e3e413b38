import CountBikiKit
import Foundation
import TestSupport
import Testing
import TopicFiles

/// A topic file is looked at before it is read: one too large for 10,000 topics is refused by its
/// size alone (a 100 MB file was parsed for 15 s before), and a FIFO is not waited on.
@Test func aHugeTopicFileIsRefusedByItsSizeBeforeItIsRead() throws {
  let folder = try TemporaryFolder.make("countbiki-topics")
  defer { try? FileManager.default.removeItem(at: folder) }
  let huge = folder.appendingPathComponent("huge.json")
  #expect(FileManager.default.createFile(atPath: huge.path, contents: nil))
  // 100 MB without writing them: a sparse file.
  let handle = try FileHandle(forWritingTo: huge)
  try handle.truncate(atOffset: 100 << 20)
  try handle.close()
  let fifo = folder.appendingPathComponent("pipe.json")
  #expect(mkfifo(fifo.path, 0o600) == 0)
  var catalog = TopicCatalog()
  let started = ContinuousClock.now
  catalog.load(directory: folder)
  #expect(ContinuousClock.now - started < .seconds(5))
  #expect(
    catalog.problems.map(\.description).sorted()
      == [
        TopicFileError(
          file: huge.path, field: "file",
          problem:
            "it is 100.0 MB, more than the 8 MB a topic file may hold; split it into several files"
        ).description,
        TopicFileError(file: fifo.path, field: "file", problem: "it is not a regular file")
          .description,
      ].sorted())
}
