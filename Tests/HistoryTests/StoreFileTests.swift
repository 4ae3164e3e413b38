import Foundation
import Synchronization
import Testing

@testable import History
@testable import HistoryClient

/// What is at a store's path is seen without opening it, so nothing waits on a FIFO and every
/// command says the same about a path no store can be made of.
@Suite struct StoreFileTests {
  @Test func aFIFOIsRefusedAtOnceByOpeningAndByTheCheck() async throws {
    let scratch = try Scratch()
    let path = scratch.path("history.sqlite3")
    #expect(mkfifo(path, 0o600) == 0)
    let refusal = HistoryError.notAFile(path: path, kind: "a named pipe (FIFO)")
    #expect(
      refusal.description
        == "the history store \(path) is a named pipe (FIFO), not a file; choose another file with --history PATH"
    )
    #expect(StoreFile.at(path) == .unusable(refusal))
    // Run on threads of their own, so that a hang fails the deadline instead of the run.
    let check = try await withDeadline { HistoryStore.check(path: path).problems }
    #expect(check == [refusal.description])
    let opened = try await withDeadline { () -> HistoryError? in
      do throws(HistoryError) {
        _ = try HistoryStore(path: path)
        return nil
      } catch { return error }
    }
    #expect(opened == refusal)
  }

  @Test func aFolderADeviceAndAFileAreToldApart() throws {
    let scratch = try Scratch()
    #expect(
      StoreFile.at(scratch.folder)
        == .unusable(.notAFile(path: scratch.folder, kind: "a folder")))
    #expect(StoreFile.at("/dev/zero") == .unusable(.notAFile(path: "/dev/zero", kind: "a device")))
    #expect(StoreFile.at(scratch.path("none.sqlite3")) == .missing)
    _ = try HistoryStore(path: scratch.path("real.sqlite3"))
    #expect(StoreFile.at(scratch.path("real.sqlite3")) == .file)
  }

  /// A link whose target is missing: where the target's folder exists a drill creates the store
  /// there, so it is missing; where the folder is missing too, every command refuses it alike.
  @Test func aDanglingLinkIsMissingOnlyWhereADrillCanCreateItsTarget() throws {
    let scratch = try Scratch()
    let creatable = scratch.path("creatable.sqlite3")
    try FileManager.default.createSymbolicLink(
      atPath: creatable, withDestinationPath: "target.sqlite3")
    #expect(StoreFile.at(creatable) == .missing)
    _ = try HistoryStore(path: creatable)
    #expect(FileManager.default.fileExists(atPath: scratch.path("target.sqlite3")))
    #expect(StoreFile.at(creatable) == .file)

    let dangling = scratch.path("dangling.sqlite3")
    try FileManager.default.createSymbolicLink(
      atPath: dangling, withDestinationPath: "gone/history.sqlite3")
    let refusal = HistoryError.danglingLink(path: dangling, target: "gone/history.sqlite3")
    #expect(
      refusal.description
        == "the history store \(dangling) is a link to gone/history.sqlite3, whose folder does not exist; create that folder or choose another file with --history PATH"
    )
    #expect(StoreFile.at(dangling) == .unusable(refusal))
    #expect(throws: refusal) { try HistoryStore(path: dangling) }
    #expect(HistoryStore.check(path: dangling).problems == [refusal.description])
    #expect(!FileManager.default.fileExists(atPath: scratch.path("gone")))
  }

  /// A file of no bytes holds no history yet: the check says so as for a missing file, and
  /// leaves it empty.
  @Test func anEmptyFileIsNoHistoryYetAndTheCheckLeavesItEmpty() throws {
    let scratch = try Scratch()
    let empty = scratch.path("empty.sqlite3")
    #expect(FileManager.default.createFile(atPath: empty, contents: Data()))
    #expect(StoreFile.isEmpty(empty))
    #expect(
      HistoryStore.check(path: empty).problems == [
        "there is no history store at \(empty) yet; a drill creates it"
      ])
    #expect(bytes(empty) == Data())
    let link = scratch.path("link.sqlite3")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "empty.sqlite3")
    #expect(StoreFile.isEmpty(link))
    #expect(!StoreFile.isEmpty(scratch.path("none.sqlite3")))
    #expect(!StoreFile.isEmpty(scratch.folder))
    #expect(
      FileManager.default.createFile(atPath: scratch.path("one.sqlite3"), contents: Data([0])))
    #expect(!StoreFile.isEmpty(scratch.path("one.sqlite3")))
  }
}

/// `body` on a thread of its own, failing after 30 seconds (a machine under heavy load is slow, a hang is forever).
private func withDeadline<Value: Sendable>(_ body: @escaping @Sendable () -> Value) async throws
  -> Value
{
  let result = Answer<Value>()
  Thread {
    let value = body()
    result.value.withLock { $0 = value }
  }.start()
  let clock = ContinuousClock()
  let end = clock.now + .seconds(30)
  // The answer is looked at after every wait, so a task resumed late still finds it.
  while true {
    if let value = result.value.withLock({ $0 }) { return value }
    guard clock.now < end else { throw DeadlinePassed() }
    try await Task.sleep(for: .milliseconds(5))
  }
}

private final class Answer<Value: Sendable>: Sendable {
  let value = Mutex<Value?>(nil)
}

private struct DeadlinePassed: Error {}

/// Each challenge adds pages to the write-ahead log; ending the session empties it.
@Test func endingASessionEmptiesTheWriteAheadLog() throws {
  let scratch = try Scratch()
  let path = scratch.path("history.sqlite3")
  let store = try HistoryStore(path: path)
  for number in 1...20 {
    try store.record(challenge(number, offset: Double(number)), of: session())
  }
  let size = {
    (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int) ?? 0
  }
  #expect(size() > 20 * 4096)
  try store.end(session(), at: Date(timeIntervalSince1970: 100))
  #expect(size() == 0)
  #expect(try store.challenges().count == 20)
}

/// A long session's log stays bounded while it runs: SQLite copies it into the file every
/// thousand pages and then writes it again from its start, so it stays near 4 MB however many
/// challenges are written (a drill's challenge adds about ten pages: 40 MB for a thousand).
@Test func aThousandChallengesKeepTheWriteAheadLogNearFourMegabytes() throws {
  let scratch = try Scratch()
  let path = scratch.path("history.sqlite3")
  let store = try HistoryStore(path: path)
  var largest = 0
  for number in 1...1000 {
    try store.record(challenge(number, offset: Double(number)), of: session())
    let size = (try? FileManager.default.attributesOfItem(atPath: path + "-wal")[.size] as? Int)
    largest = max(largest, size ?? 0)
  }
  #expect(largest > 1000 * 4096)
  #expect(largest < 4_300_000, "the log grew to \(largest) bytes")
  #expect(try store.challenges().count == 1000)
}
