import CSQLite
import Foundation

/// A value bound to a statement parameter.
public enum SQLValue: Sendable {
  case integer(Int64)
  case real(Double)
  case text(String)
  case null
}

/// One SQLite connection with its prepared statements. Not thread-safe on its own: `HistoryStore`
/// keeps it behind a mutex.
final class Database {
  let path: String
  private let handle: OpaquePointer
  private var statements: [String: OpaquePointer] = [:]

  /// Opens the database at `path` (creating it when missing, unless `readOnly`); waits up to
  /// `busyTimeout` for a lock.
  init(path: String, busyTimeout: Duration, readOnly: Bool = false) throws(HistoryError) {
    self.path = path
    var opened: OpaquePointer?
    let flags = readOnly ? SQLITE_OPEN_READONLY : SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE
    let code = sqlite3_open_v2(path, &opened, flags, nil)
    guard code == SQLITE_OK, let opened else {
      let error = SQLiteStatus.error(code, opened, path: path)
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
  func execute(_ sql: String) throws(HistoryError) {
    try check(sqlite3_exec(handle, sql, nil, nil, nil))
  }

  /// Runs one statement to its end.
  func run(_ sql: String, _ values: [SQLValue] = []) throws(HistoryError) {
    try query(sql, values) { _ in }
  }

  /// Runs one statement and hands each result row to `row`.
  func query(_ sql: String, _ values: [SQLValue] = [], row: (Row) throws(HistoryError) -> Void)
    throws(HistoryError)
  {
    let statement = try prepared(sql)
    defer {
      sqlite3_reset(statement)
      sqlite3_clear_bindings(statement)
    }
    for (offset, value) in values.enumerated() {
      try bind(value, at: Int32(offset + 1), in: statement)
    }
    while true {
      let code = sqlite3_step(statement)
      if code == SQLITE_DONE { return }
      guard code == SQLITE_ROW else { throw SQLiteStatus.error(code, handle, path: path) }
      try row(Row(statement: statement))
    }
  }

  /// The first column of the first row, or nil when there is no row.
  func scalar(_ sql: String, _ values: [SQLValue] = []) throws(HistoryError) -> Int64? {
    var result: Int64?
    try query(sql, values) { row in
      if result == nil { result = row.isNull(0) ? nil : row.integer(0) }
    }
    return result
  }

  var lastInsertedRow: Int64 { sqlite3_last_insert_rowid(handle) }

  /// Runs `body` in one write transaction: all of it is stored, or none of it.
  func transaction<Value>(_ body: () throws(HistoryError) -> Value) throws(HistoryError) -> Value {
    try execute("BEGIN IMMEDIATE")
    do {
      let value = try body()
      try execute("COMMIT")
      return value
    } catch {
      // A failed COMMIT can leave the transaction open; a rollback error adds nothing to tell.
      sqlite3_exec(handle, "ROLLBACK", nil, nil, nil)
      throw error
    }
  }

  private func prepared(_ sql: String) throws(HistoryError) -> OpaquePointer {
    if let statement = statements[sql] { return statement }
    var statement: OpaquePointer?
    try check(
      sqlite3_prepare_v3(handle, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &statement, nil))
    guard let statement else { throw .failed(path: path, reason: "empty statement") }
    statements[sql] = statement
    return statement
  }

  private func bind(_ value: SQLValue, at index: Int32, in statement: OpaquePointer)
    throws(HistoryError)
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
    try check(code)
  }

  private func check(_ code: Int32) throws(HistoryError) {
    try SQLiteStatus.check(code, handle, path: path)
  }
}

/// The current row of a query; valid only inside the row callback.
struct Row {
  fileprivate let statement: OpaquePointer

  func isNull(_ column: Int32) -> Bool { sqlite3_column_type(statement, column) == SQLITE_NULL }
  func integer(_ column: Int32) -> Int64 { sqlite3_column_int64(statement, column) }
  func real(_ column: Int32) -> Double { sqlite3_column_double(statement, column) }
  func text(_ column: Int32) -> String {
    guard let bytes = sqlite3_column_text(statement, column) else { return "" }
    let count = Int(sqlite3_column_bytes(statement, column))
    return String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  }
  func optionalText(_ column: Int32) -> String? { isNull(column) ? nil : text(column) }
  func optionalReal(_ column: Int32) -> Double? { isNull(column) ? nil : real(column) }
}
