import Foundation
import SQLite
import Testing

/// A statement SQLite refuses throws the `SQLiteError` for its result code, with SQLite's own
/// message where the case carries one, and leaves the connection usable.
@Suite struct ErrorTests {
  @Test func aSyntaxErrorCarriesSQLiteMessage() throws {
    let folder = try DatabaseFolder()
    let database = try folder.open()
    #expect(throws: SQLiteError.failed(reason: #"near "SELEC": syntax error"#)) {
      try database.run("SELEC 1")
    }
    #expect(throws: SQLiteError.failed(reason: "no such table: words")) {
      try database.run("INSERT INTO words VALUES (1)")
    }
    #expect(try database.scalar("SELECT 1 + 1") == 2)
  }

  @Test func aUniqueConstraintNamesTheColumnAndTheStatementCanRunAgain() throws {
    let folder = try DatabaseFolder()
    let database = try folder.open()
    try database.execute("CREATE TABLE words (kana TEXT UNIQUE)")
    let insert = "INSERT INTO words VALUES (?)"
    try database.run(insert, [.text("さんびゃく")])
    #expect(throws: SQLiteError.failed(reason: "UNIQUE constraint failed: words.kana")) {
      try database.run(insert, [.text("さんびゃく")])
    }
    try database.run(insert, [.text("ろっぴゃく")])
    #expect(try database.texts("SELECT kana FROM words ORDER BY rowid") == ["さんびゃく", "ろっぴゃく"])
  }

  @Test func aFileThatIsNotADatabaseIsNotADatabaseAndIsLeftAsItWas() throws {
    let folder = try DatabaseFolder()
    let text = Data(String(repeating: "1234円 せんにひゃくさんじゅうよえん\n", count: 100).utf8)
    try text.write(to: URL(fileURLWithPath: folder.path("notes.txt")))
    let database = try folder.open("notes.txt")
    #expect(throws: SQLiteError.notADatabase) {
      try database.scalar("SELECT count(*) FROM sqlite_schema")
    }
    #expect(throws: SQLiteError.notADatabase) {
      try database.execute("CREATE TABLE words (kana TEXT)")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path("notes.txt"))) == text)
  }

  @Test func aDamagedPageIsCorruptWithSQLiteMessage() throws {
    let folder = try DatabaseFolder()
    var rootPage: Int64 = 0
    var pageSize: Int64 = 0
    do {
      let database = try folder.open()
      try database.execute("CREATE TABLE numbers (value INTEGER)")
      for value in 1...100 {
        try database.run("INSERT INTO numbers VALUES (?)", [.integer(Int64(value))])
      }
      rootPage =
        try database.scalar("SELECT rootpage FROM sqlite_schema WHERE name = 'numbers'") ?? 0
      pageSize = try database.scalar("PRAGMA page_size") ?? 0
    }
    // 0x42 is no b-tree page type.
    let handle = try FileHandle(forUpdating: URL(fileURLWithPath: folder.path()))
    try handle.seek(toOffset: UInt64((rootPage - 1) * pageSize))
    try handle.write(contentsOf: Data([0x42]))
    try handle.close()

    let database = try folder.open()
    #expect(throws: SQLiteError.corrupt(reason: "database disk image is malformed")) {
      try database.scalar("SELECT sum(value) FROM numbers")
    }
  }

  @Test func aFileInAMissingFolderCannotBeOpenedAndSaysWhy() throws {
    let folder = try DatabaseFolder()
    #expect(throws: SQLiteError.cannotOpen(reason: "no such file or directory")) {
      try folder.open("missing/test.sqlite3")
    }
    #expect(throws: SQLiteError.cannotOpen(reason: "no such file or directory")) {
      try folder.open("absent.sqlite3", readOnly: true)
    }
    #expect(!FileManager.default.fileExists(atPath: folder.path("absent.sqlite3")))
  }

  @Test func aReadOnlyConnectionReadsButRefusesToWrite() throws {
    let folder = try DatabaseFolder()
    do {
      let database = try folder.open()
      try database.execute("CREATE TABLE numbers (value INTEGER); INSERT INTO numbers VALUES (800)")
    }
    let reader = try folder.open(readOnly: true)
    #expect(try reader.scalar("SELECT value FROM numbers") == 800)
    #expect(throws: SQLiteError.readOnly) {
      try reader.run("INSERT INTO numbers VALUES (300)")
    }
    #expect(try reader.scalar("SELECT count(*) FROM numbers") == 1)
  }

  @Test func aWriteWaitingLongerThanTheBusyTimeoutIsLockedAndWorksOnceTheLockIsGone() throws {
    let folder = try DatabaseFolder()
    let holder = try folder.open()
    try holder.execute("CREATE TABLE numbers (value INTEGER)")
    let waiter = try folder.open(busyTimeout: .milliseconds(50))
    try holder.execute("BEGIN IMMEDIATE")
    #expect(throws: SQLiteError.locked) {
      try waiter.run("INSERT INTO numbers VALUES (1)")
    }
    try holder.execute("COMMIT")
    try waiter.run("INSERT INTO numbers VALUES (2)")
    #expect(try holder.scalar("SELECT sum(value) FROM numbers") == 2)
  }

  @Test func emptySQLAndTooManyValuesAreRefusedInWords() throws {
    let folder = try DatabaseFolder()
    let database = try folder.open()
    #expect(throws: SQLiteError.failed(reason: "empty statement")) { try database.run("") }
    #expect(throws: SQLiteError.failed(reason: "empty statement")) {
      try database.run("-- nothing")
    }
    #expect(throws: SQLiteError.failed(reason: "column index out of range")) {
      try database.run("SELECT ?", [.integer(1), .integer(2)])
    }
  }

  /// The `failure` closure turns SQLite's errors into the caller's type; the caller's own error
  /// thrown from a row arrives as it was, and the statement starts from its first row next time.
  @Test func queryHandsBackTheCallersErrorType() throws {
    enum StoreError: Error, Equatable {
      case store(SQLiteError)
      case enough(Int64)
    }
    let folder = try DatabaseFolder()
    let database = try folder.open()
    try database.execute(
      "CREATE TABLE numbers (value INTEGER); INSERT INTO numbers VALUES (1), (2), (3)")
    #expect(throws: StoreError.store(.failed(reason: "no such column: amount"))) {
      try database.query("SELECT amount FROM numbers", failure: StoreError.store) {
        (_: Row) throws(StoreError) in
      }
    }
    let select = "SELECT value FROM numbers ORDER BY value"
    var seen: [Int64] = []
    #expect(throws: StoreError.enough(2)) {
      try database.query(select, failure: StoreError.store) { (row: Row) throws(StoreError) in
        seen.append(row.integer(0))
        if row.integer(0) == 2 { throw .enough(2) }
      }
    }
    try database.query(select, failure: StoreError.store) { (row: Row) throws(StoreError) in
      seen.append(row.integer(0))
    }
    #expect(seen == [1, 2, 1, 2, 3])
  }

  @Test func eachCaseGivesItsReasonInAFewWords() {
    #expect(SQLiteError.cannotOpen(reason: "permission denied").reason == "permission denied")
    #expect(SQLiteError.notADatabase.reason == "not a database")
    #expect(
      SQLiteError.corrupt(reason: "database disk image is malformed").reason
        == "database disk image is malformed")
    #expect(SQLiteError.locked.reason == "locked by another program")
    #expect(SQLiteError.readOnly.reason == "read-only")
    #expect(SQLiteError.full.reason == "the disk is full")
    #expect(SQLiteError.failed(reason: "empty statement").reason == "empty statement")
  }
}
