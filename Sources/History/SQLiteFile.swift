/// A new SQLite file in a format other programs define (an Anki collection), written through the
/// same connection code as the history store, so that no other module talks to SQLite.
///
/// Errors are `HistoryError`s; `failureReason(_:)` gives the part that does not speak of the
/// history store.
public final class SQLiteFile {
  private let database: Database

  /// Creates the database at `path`; the file must not exist yet.
  public init(creatingAt path: String) throws(HistoryError) {
    database = try Database(path: path, busyTimeout: .seconds(5))
  }

  /// Runs statements that take no parameters (a schema).
  public func execute(_ sql: String) throws(HistoryError) {
    try database.execute(sql)
  }

  /// Runs one statement with `values` bound to its parameters, in order.
  public func run(_ sql: String, _ values: [SQLValue]) throws(HistoryError) {
    try database.run(sql, values)
  }

  /// Runs `body` in one transaction: all of it is written, or none of it.
  public func transaction(_ body: () throws(HistoryError) -> Void) throws(HistoryError) {
    try database.transaction(body)
  }

  /// What went wrong, in a few words that fit any file: `the disk is full`.
  public static func failureReason(_ error: HistoryError) -> String {
    switch error {
    case .cannotOpen(_, let reason), .corrupt(_, let reason), .failed(_, let reason): reason
    case .notADatabase, .foreignDatabase, .newerSchema: "not a database this countbiki can write"
    case .locked: "locked by another program"
    case .readOnly: "read-only"
    case .full: "the disk is full"
    }
  }
}
