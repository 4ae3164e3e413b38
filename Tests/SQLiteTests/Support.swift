import Foundation
import SQLite
import TestSupport

/// A folder of one test's own with a database file in it, removed when the test is done.
final class DatabaseFolder {
  let folder: URL

  init() throws { folder = try TemporaryFolder.make("countbiki-sqlite") }

  deinit { try? FileManager.default.removeItem(at: folder) }

  func path(_ name: String = "test.sqlite3") -> String { folder.appendingPathComponent(name).path }

  /// A new connection to `name` in this folder.
  func open(
    _ name: String = "test.sqlite3", busyTimeout: Duration = .seconds(5), readOnly: Bool = false
  )
    throws(SQLiteError) -> Connection
  {
    try Connection(path: path(name), busyTimeout: busyTimeout, readOnly: readOnly)
  }
}

extension Connection {
  /// Every row of a one-column text query, in order.
  func texts(_ sql: String, _ values: [SQLValue] = []) throws(SQLiteError) -> [String?] {
    var texts: [String?] = []
    try query(sql, values, failure: { $0 }) { (row: Row) throws(SQLiteError) in
      texts.append(row.optionalText(0))
    }
    return texts
  }
}
