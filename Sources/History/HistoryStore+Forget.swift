import Foundation
import SQLite

extension HistoryStore {
  /// How many stored challenges belong to `topics` (ids, or categories: `money` covers
  /// `money.conbini`).
  public func count(of topics: [String]) throws(HistoryError) -> Int {
    try withDatabase { database throws(HistoryError) in
      let filter = Self.topicMatch(topics)
      return Int(
        try database.scalar("SELECT count(*) FROM challenges WHERE \(filter.sql)", filter.values)
          ?? 0)
    }
  }

  /// Deletes the challenges of `topics` (ids or categories) with their submissions, the sessions
  /// left with no challenge, and schedules the patterns again from what is left; returns how many
  /// challenges went. The file stays.
  @discardableResult
  public func forget(_ topics: [String]) throws(HistoryError) -> Int {
    try withDatabase { database throws(HistoryError) in
      try database.transaction { () throws(HistoryError) in
        let filter = Self.topicMatch(topics)
        let count = Int(
          try database.scalar("SELECT count(*) FROM challenges WHERE \(filter.sql)", filter.values)
            ?? 0)
        try database.run("DELETE FROM challenges WHERE \(filter.sql)", filter.values)
        try database.run("DELETE FROM sessions WHERE id NOT IN (SELECT session_id FROM challenges)")
        try Reviews.rebuild(in: database)
        try TopicTotals.rebuild(in: database)
        return count
      }
    }
  }

  /// Deletes every session, challenge and schedule; returns how many challenges went. The file
  /// stays, empty.
  @discardableResult
  public func forgetEverything() throws(HistoryError) -> Int {
    try withDatabase { database throws(HistoryError) in
      try database.transaction { () throws(HistoryError) in
        let count = Int(try database.scalar("SELECT count(*) FROM challenges") ?? 0)
        try database.execute(
          "DELETE FROM sessions; DELETE FROM pattern_reviews; DELETE FROM topic_totals")
        return count
      }
    }
  }

  /// `(topic = ? OR topic LIKE ?) OR …`: each name as a topic id or as a category prefix.
  private static func topicMatch(_ topics: [String]) -> (sql: String, values: [SQLValue]) {
    guard !topics.isEmpty else { return ("0", []) }
    let sql = Array(repeating: "topic = ? OR topic LIKE ? ESCAPE '\\'", count: topics.count).joined(
      separator: " OR ")
    let values = topics.flatMap { topic -> [SQLValue] in
      let escaped = topic.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
        of: "%", with: "\\%"
      )
      .replacingOccurrences(of: "_", with: "\\_")
      return [.text(topic), .text(escaped + ".%")]
    }
    return ("(\(sql))", values)
  }
}
