import Foundation
import SQLite
import Testing

/// What a connection is opened with, and the settings the history store keeps in its file.
@Suite struct ConnectionTests {
  @Test func theBusyTimeoutIsSetInMillisecondsAndClampedToWhatSQLiteTakes() throws {
    let folder = try DatabaseFolder()
    #expect(try folder.open(busyTimeout: .milliseconds(1500)).scalar("PRAGMA busy_timeout") == 1500)
    #expect(try folder.open(busyTimeout: .seconds(5)).scalar("PRAGMA busy_timeout") == 5000)
    #expect(try folder.open(busyTimeout: .microseconds(2999)).scalar("PRAGMA busy_timeout") == 2)
    #expect(
      try folder.open(busyTimeout: .seconds(3_000_000)).scalar("PRAGMA busy_timeout")
        == Int64(Int32.max))
  }

  @Test func aNewFileIsCreatedAtVersionZeroAndKeepsTheVersionItIsGiven() throws {
    let folder = try DatabaseFolder()
    do {
      let database = try folder.open()
      #expect(try database.scalar("PRAGMA user_version") == 0)
      try database.execute("PRAGMA user_version = 5")
    }
    #expect(FileManager.default.fileExists(atPath: folder.path()))
    #expect(try folder.open(readOnly: true).scalar("PRAGMA user_version") == 5)
  }

  /// The history store runs in write-ahead-log mode so that `stats` reads while a drill writes.
  @Test func inWALModeAReaderSeesWhatWasCommittedWhileAWriteIsOpen() throws {
    let folder = try DatabaseFolder()
    let writer = try folder.open()
    try writer.execute("PRAGMA journal_mode = WAL")
    #expect(try writer.texts("PRAGMA journal_mode") == ["wal"])
    try writer.execute("CREATE TABLE numbers (value INTEGER); INSERT INTO numbers VALUES (3000)")
    #expect(FileManager.default.fileExists(atPath: folder.path("test.sqlite3-wal")))

    try writer.execute("BEGIN IMMEDIATE; INSERT INTO numbers VALUES (8000)")
    let reader = try folder.open(busyTimeout: .milliseconds(50))
    #expect(try reader.texts("PRAGMA journal_mode") == ["wal"])
    #expect(try reader.scalar("SELECT sum(value) FROM numbers") == 3000)
    try writer.execute("COMMIT")
    #expect(try reader.scalar("SELECT sum(value) FROM numbers") == 11000)
  }
}
