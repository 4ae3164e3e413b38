import SQLite

/// The history store's connection: SQLite's, with every failure told as a `HistoryError` that
/// names the store's file. Not thread-safe on its own: `HistoryStore` keeps it behind a mutex.
final class Database {
  let path: String
  private let connection: Connection

  /// Opens the database at `path` (creating it when missing, unless `readOnly`); waits up to
  /// `busyTimeout` for a lock.
  init(path: String, busyTimeout: Duration, readOnly: Bool = false) throws(HistoryError) {
    self.path = path
    do {
      connection = try Connection(path: path, busyTimeout: busyTimeout, readOnly: readOnly)
    } catch {
      throw HistoryError(error, path: path)
    }
  }

  /// Runs one or more statements that take no parameters and return no rows.
  func execute(_ sql: String) throws(HistoryError) {
    do { try connection.execute(sql) } catch { throw failure(error) }
  }

  /// Runs one statement to its end.
  func run(_ sql: String, _ values: [SQLValue] = []) throws(HistoryError) {
    do { try connection.run(sql, values) } catch { throw failure(error) }
  }

  /// Runs one statement and hands each result row to `row`.
  func query(_ sql: String, _ values: [SQLValue] = [], row: (Row) throws(HistoryError) -> Void)
    throws(HistoryError)
  {
    try connection.query(sql, values, failure: failure, row: row)
  }

  /// The first column of the first row, or nil when there is no row.
  func scalar(_ sql: String, _ values: [SQLValue] = []) throws(HistoryError) -> Int64? {
    do { return try connection.scalar(sql, values) } catch { throw failure(error) }
  }

  var lastInsertedRow: Int64 { connection.lastInsertedRow }

  /// Runs `body` in one write transaction: all of it is stored, or none of it.
  func transaction<Value>(_ body: () throws(HistoryError) -> Value) throws(HistoryError) -> Value {
    try connection.transaction(failure: failure, body)
  }

  /// A stored value of one of the schema's fixed words (an outcome, a kind of submission); any
  /// other text means the file is damaged, since the schema's checks allow no other.
  func decode<Value: RawRepresentable<String>>(_ text: String, as _: Value.Type)
    throws(HistoryError) -> Value
  {
    guard let value = Value(rawValue: text) else {
      throw .corrupt(path: path, reason: "“\(text)” is not a stored \(Value.self)")
    }
    return value
  }

  private func failure(_ error: SQLiteError) -> HistoryError {
    HistoryError(error, path: path)
  }
}
