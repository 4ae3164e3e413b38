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
      var damage: [String] = []
      try database.query("PRAGMA integrity_check") { row in
        let line = row.text(0)
        if line != "ok" { damage.append(line) }
      }
      if !damage.isEmpty { problems.append(damaged(path, damage, database)) }
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
    } catch .corrupt {
      // The check itself stopped at a page it could not read.
      problems.append(damaged(path, [], nil))
      return StoreCheck(
        path: path, version: nil, sessions: 0, challenges: 0, unendedSessions: 0, problems: problems
      )
    } catch {
      problems.append(error.description)
      return StoreCheck(
        path: path, version: nil, sessions: 0, challenges: 0, unendedSessions: 0, problems: problems
      )
    }
  }

  /// Throws `corrupt` when SQLite's check finds damage (it stops at the first problem): a command
  /// that reads only a part of the store (review reads the schedule) would otherwise drill on a
  /// damaged store, or take it for one with nothing due. `quick_check` does not look inside
  /// indexes, where such damage hides.
  public func checkPages() throws(HistoryError) {
    let path = path
    try withDatabase { database throws(HistoryError) in
      var damage = 0
      try database.query("PRAGMA integrity_check(1)") { row in
        if row.text(0) != "ok" { damage += 1 }
      }
      if damage > 0 { throw .corrupt(path: path, reason: "SQLite's check found damaged pages") }
    }
  }

  /// One sentence for what SQLite's integrity check found (its own lines name b-tree pages and
  /// C functions): how many problems, in which tables, and what to do.
  private static func damaged(_ path: String, _ lines: [String], _ database: Database?) -> String {
    // "Tree 4 page 4: …": the tree's number is its table's (or index's) root page.
    var roots: [Int64] = []
    for line in lines {
      let words = line.split(separator: " ")
      guard words.count > 1, words[0] == "Tree", let root = Int64(words[1]), !roots.contains(root)
      else { continue }
      roots.append(root)
    }
    var names: [String] = []
    for root in roots {
      try? database?.query(
        "SELECT tbl_name FROM sqlite_schema WHERE rootpage = ?", [.integer(root)]
      ) { row in
        if !names.contains(row.text(0)) { names.append(row.text(0)) }
      }
    }
    let problems =
      switch lines.count {
      case 0: "pages it cannot read"
      case 1: "1 problem"
      default: "\(lines.count) problems"
      }
    let place =
      names.isEmpty
      ? "" : " in its \(names.joined(separator: ", ")) table" + (names.count == 1 ? "" : "s")
    return
      "the history store \(path) is damaged (SQLite's check found \(problems)\(place)); keep a copy of the file, then move it aside so a drill starts a new one, or recover what is left with `sqlite3 \(path) .recover`"
  }

  private static func nothingYet(_ path: String) -> StoreCheck {
    StoreCheck(
      path: path, version: nil, sessions: 0, challenges: 0, unendedSessions: 0,
      problems: ["there is no history store at \(path) yet; a drill creates it"])
  }
}
