extension HistoryStore {
  /// The most questions right on the first try in one earlier session of the same `mode`
  /// (`questions:10`, `time:60`) over the same `topics`; nil when there was none.
  public func best(mode: String, topics: [String]) throws(HistoryError) -> Int? {
    try withDatabase { database throws(HistoryError) in
      try database.scalar(
        """
        SELECT max(right) FROM (
          SELECT count(CASE WHEN c.outcome = 'correct' THEN 1 END) AS right
          FROM sessions s JOIN challenges c ON c.session_id = s.id
          WHERE s.mode = ? AND s.topics = ? GROUP BY s.id)
        """, [.text(mode), .text(topics.joined(separator: " "))]
      ).map(Int.init)
    }
  }
}
