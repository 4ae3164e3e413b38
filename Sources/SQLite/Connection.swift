import CSQLite

/// A value bound to a statement parameter.
public enum SQLValue: Sendable, Equatable {
  case integer(Int64)
  case real(Double)
  case text(String)
  case null
}

/// One SQLite connection with its prepared statements: the only type that calls SQLite. Not
/// thread-safe on its own; its owner keeps it behind a mutex.
///
/// Calls that take a closure take `failure` too, which turns an `SQLiteError` into the caller's
/// own error type, so the closure can throw that type through SQLite's loop.
public final class Connection {
  private let handle: OpaquePointer
  private var statements: [String: OpaquePointer] = [:]

  /// Opens the database at `path` (creating it when missing, unless `readOnly`); waits up to
  /// `busyTimeout` for a lock.
  public init(path: String, busyTimeout: Duration, readOnly: Bool = false) throws(SQLiteError) {
    var opened: OpaquePointer?
    let flags = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
    let code = sqlite3_open_v2(path, &opened, flags, nil)
    guard code == SQLITE_OK, let opened else {
      let error = SQLiteStatus.error(code, opened)
      sqlite3_close_v2(opened)
      throw error
    }
    handle = opened
    sqlite3_extended_result_codes(handle, 1)
    let milliseconds =
      busyTimeout.components.seconds * 1000 + busyTimeout.components.attoseconds
      / 1_000_000_000_000_000
    sqlite3_busy_timeout(handle, Int32(clamping: milliseconds))
  }

  deinit {
    for statement in statements.values { sqlite3_finalize(statement) }
    sqlite3_close_v2(handle)
  }

  /// Runs one or more statements that take no parameters and return no rows.
  public func execute(_ sql: String) throws(SQLiteError) {
    try SQLiteStatus.check(sqlite3_exec(handle, sql, nil, nil, nil), handle)
  }

  /// Runs one statement to its end.
  public func run(_ sql: String, _ values: [SQLValue] = []) throws(SQLiteError) {
    try query(sql, values, failure: { $0 }) { (_: Row) throws(SQLiteError) in }
  }

  /// Runs one statement and hands each result row to `row`.
  public func query<Failure: Error>(
    _ sql: String, _ values: [SQLValue] = [], failure: (SQLiteError) -> Failure,
    row: (Row) throws(Failure) -> Void
  ) throws(Failure) {
    let statement: OpaquePointer
    do {
      statement = try prepared(sql)
      for (offset, value) in values.enumerated() {
        try bind(value, at: Int32(offset + 1), in: statement)
      }
    } catch {
      throw failure(error)
    }
    defer {
      sqlite3_reset(statement)
      sqlite3_clear_bindings(statement)
    }
    while true {
      let code = sqlite3_step(statement)
      if code == SQLITE_DONE { return }
      guard code == SQLITE_ROW else { throw failure(SQLiteStatus.error(code, handle)) }
      try row(Row(statement: statement))
    }
  }

  /// The first column of the first row, or nil when there is no row or it is NULL.
  public func scalar(_ sql: String, _ values: [SQLValue] = []) throws(SQLiteError) -> Int64? {
    var result: Int64??
    try query(sql, values, failure: { $0 }) { (row: Row) throws(SQLiteError) in
      if result == nil { result = row.isNull(0) ? .some(nil) : row.integer(0) }
    }
    return result ?? nil
  }

  public var lastInsertedRow: Int64 { sqlite3_last_insert_rowid(handle) }

  /// Runs `body` in one write transaction: all of it is stored, or none of it.
  public func transaction<Value, Failure: Error>(
    failure: (SQLiteError) -> Failure, _ body: () throws(Failure) -> Value
  ) throws(Failure) -> Value {
    do { try execute("BEGIN IMMEDIATE") } catch { throw failure(error) }
    let value: Value
    do throws(Failure) {
      value = try body()
    } catch {
      rollback()
      throw error
    }
    do { try execute("COMMIT") } catch {
      rollback()
      throw failure(error)
    }
    return value
  }

  /// A failed COMMIT can leave the transaction open; a rollback error adds nothing to tell.
  private func rollback() {
    sqlite3_exec(handle, "ROLLBACK", nil, nil, nil)
  }

  private func prepared(_ sql: String) throws(SQLiteError) -> OpaquePointer {
    if let statement = statements[sql] { return statement }
    var statement: OpaquePointer?
    try SQLiteStatus.check(
      sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil),
      handle)
    guard let statement else { throw .failed(reason: "empty statement") }
    statements[sql] = statement
    return statement
  }

  private func bind(_ value: SQLValue, at index: Int32, in statement: OpaquePointer)
    throws(SQLiteError)
  {
    let code: Int32
    switch value {
    case .integer(let integer): code = sqlite3_bind_int64(statement, index, integer)
    case .real(let real): code = sqlite3_bind_double(statement, index, real)
    case .null: code = sqlite3_bind_null(statement, index)
    case .text(let text):
      // Bound by length, so text holding a NUL is stored whole.
      let bytes = Array(text.utf8CString)
      code = bytes.withUnsafeBufferPointer {
        countbiki_sqlite_bind_text(statement, index, $0.baseAddress, Int32(text.utf8.count))
      }
    }
    try SQLiteStatus.check(code, handle)
  }
}

/// The current row of a query; valid only inside the row callback.
public struct Row {
  fileprivate let statement: OpaquePointer

  public func isNull(_ column: Int32) -> Bool {
    sqlite3_column_type(statement, column) == SQLITE_NULL
  }
  public func integer(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }
  public func real(_ column: Int32) -> Double { sqlite3_column_double(statement, column) }
  public func text(_ column: Int32) -> String {
    guard let bytes = sqlite3_column_text(statement, column) else { return "" }
    let count = Int(sqlite3_column_bytes(statement, column))
    return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }
  public func optionalText(_ column: Int32) -> String? { isNull(column) ? nil : text(column) }
  public func optionalReal(_ column: Int32) -> Double? { isNull(column) ? nil : real(column) }
}
