import Foundation
import Testing

@testable import History
@testable import HistoryClient

@Suite struct DamagedStoreTests {
  @Test func aFileThatIsNotADatabaseIsReportedAndLeftAsItWas() throws {
    let scratch = try Scratch()
    let path = scratch.path("history.sqlite3")
    let text = Data(String(repeating: "my notes, not a database\n", count: 200).utf8)
    try text.write(to: URL(fileURLWithPath: path))

    #expect(throws: HistoryError.notADatabase(path: path)) { try HistoryStore(path: path) }
    #expect(bytes(path) == text)
    #expect(
      HistoryStore.check(path: path).problems == [HistoryError.notADatabase(path: path).description]
    )
    #expect(bytes(path) == text)
    #expect(
      HistoryError.notADatabase(path: path).description
        == "the history store \(path) is not a database; move it aside or choose another file with --history PATH"
    )
  }

  @Test func aDamagedPageIsFoundByCheckAndReadingItIsATypedError() throws {
    let scratch = try Scratch()
    let path = scratch.path("history.sqlite3")
    var rootPage: Int64 = 0
    do {
      let store = try HistoryStore(path: path)
      for number in 1...200 {
        try store.record(challenge(number, offset: Double(number)), of: session())
      }
      rootPage = try store.withDatabase { database throws(HistoryError) in
        try database.scalar("SELECT rootpage FROM sqlite_schema WHERE name = 'challenges'") ?? 0
      }
    }
    // The closed store has no write-ahead log left; break the challenges table's b-tree page type.
    let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
    try handle.seek(toOffset: UInt64((rootPage - 1) * 4096))
    try handle.write(contentsOf: Data([0x42]))
    try handle.close()
    let damaged = bytes(path)

    // One sentence, not SQLite's own lines (`*** in database main ***`, `Tree 4 page 4: …`).
    let check = HistoryStore.check(path: path)
    #expect(
      check.problems == [
        "the history store \(path) is damaged (SQLite's check found pages it cannot read); keep a copy of the file, then move it aside so a drill starts a new one, or recover what is left with `sqlite3 \(path) .recover`"
      ])
    let store = try HistoryStore(path: path)
    #expect {
      try store.challenges()
    } throws: { error in
      guard case .corrupt(path, _) = error as? HistoryError else { return false }
      return true
    }
    #expect(bytes(path) == damaged)
  }

  /// A damaged index: SQLite's check reports it in lines of its own (`row 3 missing from index
  /// …`), which `history check` printed as they were, one error each.
  @Test func aDamagedIndexIsOneSentenceNamingItsTable() throws {
    let scratch = try Scratch()
    let path = scratch.path("history.sqlite3")
    var index: (name: String, root: Int64) = ("", 0)
    do {
      let store = try HistoryStore(path: path)
      for number in 1...200 {
        try store.record(challenge(number, offset: Double(number)), of: session())
      }
      index = try store.withDatabase { database throws(HistoryError) in
        var found: (String, Int64) = ("", 0)
        try database.query(
          "SELECT tbl_name, rootpage FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'challenges' LIMIT 1"
        ) { found = ($0.text(0), $0.integer(1)) }
        return found
      }
    }
    // Cell contents of the index's page scrambled, its header left whole.
    let handle = try FileHandle(forUpdating: URL(fileURLWithPath: path))
    try handle.seek(toOffset: UInt64((index.root - 1) * 4096 + 2048))
    try handle.write(contentsOf: Data(repeating: 0x7F, count: 1024))
    try handle.close()
    let check = HistoryStore.check(path: path)
    // Before: 59 problems, each SQLite's own line.
    #expect(
      check.problems == [
        "the history store \(path) is damaged (SQLite's check found 59 problems); keep a copy of the file, then move it aside so a drill starts a new one, or recover what is left with `sqlite3 \(path) .recover`"
      ])
  }

  @Test func aStoreHeldLockedLongerThanTheTimeoutIsATypedErrorAndThenWorksAgain() throws {
    let scratch = try Scratch()
    let path = scratch.path("history.sqlite3")
    let holder = try HistoryStore(path: path)
    let waiter = try HistoryStore(path: path, busyTimeout: .milliseconds(50))
    try holder.withDatabase { database throws(HistoryError) in
      try database.execute("BEGIN IMMEDIATE")
    }

    #expect(throws: HistoryError.locked(path: path)) {
      try waiter.record(challenge(1), of: session())
    }
    try holder.withDatabase { database throws(HistoryError) in try database.execute("ROLLBACK") }
    try waiter.record(challenge(1), of: session())
    #expect(try holder.challenges().count == 1)
  }

  @Test func twoWritersAtOnceLoseNothing() async throws {
    let scratch = try Scratch()
    let path = scratch.path("history.sqlite3")
    _ = try HistoryStore(path: path)
    try await withThrowingTaskGroup(of: Void.self) { group in
      for key in ["left", "right"] {
        group.addTask {
          let store = try HistoryStore(path: path)
          for number in 1...100 {
            try store.record(challenge(number, offset: Double(number)), of: session(key))
          }
        }
      }
      try await group.waitForAll()
    }
    let sessions = try HistoryStore(path: path).sessions()
    #expect(sessions.map(\.questions) == [100, 100])
  }

  @Test(.enabled(if: isRoot, "mounts a read-only file system"))
  func aStoreOnAReadOnlyFileSystemIsATypedErrorAndKeepsItsBytes() throws {
    let disk = try SmallDisk(kilobytes: 1024)
    let path = disk.folder + "/history.sqlite3"
    try HistoryStore(path: path).record(challenge(1), of: session())
    let stored = bytes(path)
    try disk.makeReadOnly()

    #expect(throws: HistoryError.readOnly(path: path)) { try HistoryStore(path: path) }
    #expect(bytes(path) == stored)
    #expect(
      HistoryStore.check(path: path).problems.first
        == "the history store \(path) cannot be written (Read-only file system)")
  }

  @Test(.enabled(if: isRoot, "mounts a small file system"))
  func aFullDiskIsATypedErrorAndEveryEarlierChallengeIsKept() throws {
    let disk = try SmallDisk(kilobytes: 256)
    let path = disk.folder + "/history.sqlite3"
    let store = try HistoryStore(path: path)
    var stored = 0
    var failure: HistoryError?
    while failure == nil, stored < 100_000 {
      do {
        try store.record(
          challenge(stored + 1, offset: Double(stored), patterns: ["p\(stored)"]), of: session())
        stored += 1
      } catch {
        failure = error
      }
    }
    #expect(failure == .full(path: path))
    #expect(stored > 0)
    #expect(try store.challenges().count == stored)
    #expect(
      HistoryError.full(path: path).description
        == "the disk holding the history store \(path) is full; free some space")
  }
}
