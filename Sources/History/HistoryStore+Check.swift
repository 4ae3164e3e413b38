import Foundation
import HistoryClient

extension HistoryStore {
  /// Reads the store at `path` and reports what is wrong with it, without changing it.
  public static func check(path: String) -> StoreCheck {
    var problems: [String] = []
    switch StoreFile.at(path) {
    case .missing:
      return nothingYet(path)
    case .unusable(let error):
      return StoreCheck(
        path: path, version: nil, sessions: 0, challenges: 0, unendedSessions: 0,
        problems: [error.description])
    case .file where StoreFile.isEmpty(path):
      // An empty file holds no history yet, as a missing one: a drill makes it the store.
      return nothingYet(path)
    case .file:
      break
    }
    // Asked, not tried: nothing is opened that could wait.
    if access(path, W_OK) != 0 {
      problems.append(
        "the history store \(path) cannot be written (\(String(cString: strerror(errno))))")
    }
    do {
      let database = try Database(path: path, busyTimeout: .seconds(5), readOnly: true)
      let version = try Schema.version(of: database)
      if version > Schema.latest {
        problems.append(
          "the history store \(path) was written by a newer countbiki (schema \(version), this one knows \(Schema.latest)); update countbiki"
        )
      } else if version == 0 {
        problems.append(HistoryError.foreignDatabase(path: path).description)
        return StoreCheck(
          path: path, version: version, sessions: 0, challenges: 0, unendedSessions: 0,
          problems: problems)
      }
      try database.query("PRAGMA integrity_check") { row in
        let line = row.text(0)
        if line != "ok" { problems.append("the history store \(path) is damaged: \(line)") }
      }
      try database.query("PRAGMA foreign_key_check") { row in
        problems.append(
          "the history store \(path) has a row of \(row.text(0)) whose \(row.text(2)) row is missing"
        )
      }
      let count = { (sql: String) throws(HistoryError) -> Int in Int(try database.scalar(sql) ?? 0)
      }
      return StoreCheck(
        path: path, version: version, sessions: try count("SELECT count(*) FROM sessions"),
        challenges: try count("SELECT count(*) FROM challenges"),
        unendedSessions: try count("SELECT count(*) FROM sessions WHERE ended_at IS NULL"),
        problems: problems)
    } catch {
      problems.append(error.description)
      return StoreCheck(
        path: path, version: nil, sessions: 0, challenges: 0, unendedSessions: 0, problems: problems
      )
    }
  }

  private static func nothingYet(_ path: String) -> StoreCheck {
    StoreCheck(
      path: path, version: nil, sessions: 0, challenges: 0, unendedSessions: 0,
      problems: ["there is no history store at \(path) yet; a drill creates it"])
  }
}
