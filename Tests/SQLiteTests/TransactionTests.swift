import SQLite
import Testing

/// `transaction` stores all of its body or none of it, whichever way the body or COMMIT fails.
@Suite struct TransactionTests {
  private enum DrillError: Error, Equatable {
    case store(SQLiteError)
    case stopped

    /// Runs `body`, turning what SQLite refused into this type, as a store does.
    static func storing<Value>(_ body: () throws(SQLiteError) -> Value) throws(DrillError) -> Value
    {
      do { return try body() } catch { throw .store(error) }
    }
  }

  private func numbers(_ folder: DatabaseFolder) throws -> Connection {
    let database = try folder.open()
    try database.execute("CREATE TABLE IF NOT EXISTS numbers (value INTEGER UNIQUE)")
    return database
  }

  @Test func aFinishedBodyIsStoredAndItsValueReturned() throws {
    let folder = try DatabaseFolder()
    let database = try numbers(folder)
    let count = try database.transaction(failure: DrillError.store) {
      () throws(DrillError) -> Int64 in
      try DrillError.storing { () throws(SQLiteError) in
        try database.run("INSERT INTO numbers VALUES (300)")
        try database.run("INSERT INTO numbers VALUES (600)")
        return try database.scalar("SELECT count(*) FROM numbers") ?? 0
      }
    }
    #expect(count == 2)
    let other = try folder.open()
    #expect(try other.scalar("SELECT sum(value) FROM numbers") == 900)
  }

  @Test func theCallersErrorRollsBackAndArrivesAsItWas() throws {
    let folder = try DatabaseFolder()
    let database = try numbers(folder)
    #expect(throws: DrillError.stopped) {
      try database.transaction(failure: DrillError.store) { () throws(DrillError) in
        try DrillError.storing { () throws(SQLiteError) in
          try database.run("INSERT INTO numbers VALUES (300)")
        }
        throw .stopped
      }
    }
    #expect(try database.scalar("SELECT count(*) FROM numbers") == 0)
    // No transaction is left open: the next one begins and commits.
    try database.transaction(failure: { $0 }) { () throws(SQLiteError) in
      try database.run("INSERT INTO numbers VALUES (800)")
    }
    #expect(try folder.open().scalar("SELECT sum(value) FROM numbers") == 800)
  }

  @Test func aFailingStatementRollsBackWhatTheBodyStoredBeforeIt() throws {
    let folder = try DatabaseFolder()
    let database = try numbers(folder)
    try database.run("INSERT INTO numbers VALUES (1)")
    #expect(throws: SQLiteError.failed(reason: "UNIQUE constraint failed: numbers.value")) {
      try database.transaction(failure: { $0 }) { () throws(SQLiteError) in
        try database.run("INSERT INTO numbers VALUES (2)")
        try database.run("INSERT INTO numbers VALUES (1)")
      }
    }
    #expect(try database.scalar("SELECT sum(value) FROM numbers") == 1)
  }

  /// A deferred foreign key is checked at COMMIT; the failed COMMIT is rolled back, not left open.
  @Test func aFailedCommitRollsBackAndLeavesNoTransactionOpen() throws {
    let folder = try DatabaseFolder()
    let database = try folder.open()
    try database.execute(
      """
      PRAGMA foreign_keys = ON;
      CREATE TABLE topics (id TEXT PRIMARY KEY);
      CREATE TABLE challenges (topic TEXT REFERENCES topics (id) DEFERRABLE INITIALLY DEFERRED);
      """)
    #expect(throws: DrillError.store(.failed(reason: "FOREIGN KEY constraint failed"))) {
      try database.transaction(failure: DrillError.store) { () throws(DrillError) in
        try DrillError.storing { () throws(SQLiteError) in
          try database.run("INSERT INTO challenges VALUES ('money')")
        }
      }
    }
    #expect(try database.scalar("SELECT count(*) FROM challenges") == 0)
    try database.transaction(failure: { $0 }) { () throws(SQLiteError) in
      try database.run("INSERT INTO topics VALUES ('money')")
      try database.run("INSERT INTO challenges VALUES ('money')")
    }
    #expect(try folder.open().scalar("SELECT count(*) FROM challenges") == 1)
  }

  @Test func aTransactionThatCannotBeginIsLockedAndItsBodyDoesNotRun() throws {
    let folder = try DatabaseFolder()
    let holder = try numbers(folder)
    let waiter = try folder.open(busyTimeout: .milliseconds(50))
    try holder.execute("BEGIN IMMEDIATE")
    var ran = false
    #expect(throws: DrillError.store(.locked)) {
      try waiter.transaction(failure: DrillError.store) { () throws(DrillError) in ran = true }
    }
    #expect(!ran)
    try holder.execute("ROLLBACK")
  }
}
