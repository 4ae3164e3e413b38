import Foundation

extension HistoryStore {
  /// How many weak patterns `stats` lists, and how many missed questions under each.
  static let weakPatternLimit = 5
  static let missesPerPattern = 3

  /// The learner's progress over the request's topics.
  public func stats(_ request: StatsRequest) throws(HistoryError) -> Stats {
    try withDatabase { database throws(HistoryError) in
      let query = StatsQuery(database: database, request: request)
      return Stats(
        topics: try query.topics(), days: try query.days(),
        weakestPatterns: try query.weakestPatterns(),
        streakDays: try query.streak(), practiceSeconds: try query.practiceSeconds())
    }
  }
}

/// The SQL behind `HistoryStore.stats`: aggregates run in SQLite over indexed columns, so the
/// cost follows the number of topics, days and patterns shown more than the size of the history.
private struct StatsQuery {
  let database: Database
  let request: StatsRequest
  let today: Date

  init(database: Database, request: StatsRequest) {
    self.database = database
    self.request = request
    today = request.calendar.startOfDay(for: request.now)
  }

  /// `AND <column> IN (?, …)` for the requested topics, with its values.
  private func topicFilter(_ column: String) -> (sql: String, values: [SQLValue]) {
    guard let topics = request.topics else { return ("", []) }
    let marks = Array(repeating: "?", count: topics.count).joined(separator: ", ")
    return (" AND \(column) IN (\(marks))", topics.map { .text($0) })
  }

  private func day(_ offset: Int) -> Date {
    request.calendar.date(byAdding: .day, value: offset, to: today) ?? today
  }

  func topics() throws(HistoryError) -> [Stats.Topic] {
    let filter = topicFilter("topic")
    let thisWeek = day(-6).timeIntervalSince1970
    let lastWeek = day(-13).timeIntervalSince1970
    let tomorrow = day(1).timeIntervalSince1970
    var topics: [Stats.Topic] = []
    try database.query(
      """
      SELECT topic, count(*), count(CASE WHEN outcome = 'correct' THEN 1 END), max(asked_at),
        count(CASE WHEN asked_at >= ?1 AND asked_at < ?3 THEN 1 END),
        count(CASE WHEN asked_at >= ?1 AND asked_at < ?3 AND outcome = 'correct' THEN 1 END),
        count(CASE WHEN asked_at >= ?2 AND asked_at < ?1 THEN 1 END),
        count(CASE WHEN asked_at >= ?2 AND asked_at < ?1 AND outcome = 'correct' THEN 1 END)
      FROM challenges WHERE 1\(filter.sql) GROUP BY topic ORDER BY topic
      """, [.real(thisWeek), .real(lastWeek), .real(tomorrow)] + filter.values
    ) { row in
      topics.append(
        Stats.Topic(
          topic: row.text(0),
          total: Stats.Count(questions: Int(row.integer(1)), correct: Int(row.integer(2))),
          medianAnswerSeconds: nil, lastPractised: Date(timeIntervalSince1970: row.real(3)),
          thisWeek: Stats.Count(questions: Int(row.integer(4)), correct: Int(row.integer(5))),
          lastWeek: Stats.Count(questions: Int(row.integer(6)), correct: Int(row.integer(7)))))
    }
    return try topics.map { topic throws(HistoryError) in
      Stats.Topic(
        topic: topic.topic, total: topic.total,
        medianAnswerSeconds: try medianAnswerSeconds(topic.topic),
        lastPractised: topic.lastPractised, thisWeek: topic.thisWeek, lastWeek: topic.lastWeek)
    }
  }

  /// The middle answer time (the mean of the two middle ones for an even count), read through
  /// the (topic, answer_seconds) index without sorting.
  private func medianAnswerSeconds(_ topic: String) throws(HistoryError) -> Double? {
    let count =
      try database.scalar(
        "SELECT count(*) FROM challenges WHERE topic = ? AND answer_seconds IS NOT NULL",
        [.text(topic)]) ?? 0
    guard count > 0 else { return nil }
    var middle: [Double] = []
    try database.query(
      """
      SELECT answer_seconds FROM challenges WHERE topic = ? AND answer_seconds IS NOT NULL
      ORDER BY answer_seconds LIMIT ? OFFSET ?
      """, [.text(topic), .integer(2 - count % 2), .integer((count - 1) / 2)]
    ) { middle.append($0.real(0)) }
    return middle.isEmpty ? nil : middle.reduce(0, +) / Double(middle.count)
  }

  func days() throws(HistoryError) -> [Stats.Day] {
    try (0..<max(0, request.days)).reversed().map { back throws(HistoryError) in
      let start = day(-back)
      return Stats.Day(start: start, count: try count(from: start, to: day(-back + 1)))
    }
  }

  private func count(from start: Date, to end: Date) throws(HistoryError) -> Stats.Count {
    let filter = topicFilter("topic")
    var count = Stats.Count(questions: 0, correct: 0)
    try database.query(
      """
      SELECT count(*), count(CASE WHEN outcome = 'correct' THEN 1 END) FROM challenges
      WHERE asked_at >= ? AND asked_at < ?\(filter.sql)
      """, [.real(start.timeIntervalSince1970), .real(end.timeIntervalSince1970)] + filter.values
    ) { count = Stats.Count(questions: Int($0.integer(0)), correct: Int($0.integer(1))) }
    return count
  }

  func weakestPatterns() throws(HistoryError) -> [Stats.Pattern] {
    let filter = topicFilter("c.topic")
    var patterns: [(String, Stats.Count)] = []
    try database.query(
      """
      SELECT p.pattern, count(*) AS questions, count(CASE WHEN c.outcome = 'correct' THEN 1 END) AS correct
      FROM challenge_patterns p JOIN challenges c ON c.id = p.challenge_id
      WHERE 1\(filter.sql)
      GROUP BY p.pattern HAVING correct < questions
      ORDER BY 1.0 * correct / questions, questions DESC, p.pattern LIMIT ?
      """, filter.values + [.integer(Int64(HistoryStore.weakPatternLimit))]
    ) {
      patterns.append(
        ($0.text(0), Stats.Count(questions: Int($0.integer(1)), correct: Int($0.integer(2)))))
    }
    return try patterns.map { pattern, count throws(HistoryError) in
      Stats.Pattern(pattern: pattern, count: count, recentMisses: try recentMisses(pattern))
    }
  }

  private func recentMisses(_ pattern: String) throws(HistoryError) -> [Stats.Miss] {
    let filter = topicFilter("c.topic")
    var misses: [Stats.Miss] = []
    // Challenge ids grow with time, so the pattern index gives the newest first without a sort.
    try database.query(
      """
      SELECT c.display, c.answer, c.reading, c.asked_at
      FROM challenge_patterns p JOIN challenges c ON c.id = p.challenge_id
      WHERE p.pattern = ? AND c.outcome != 'correct'\(filter.sql)
      ORDER BY p.challenge_id DESC LIMIT ?
      """, [.text(pattern)] + filter.values + [.integer(Int64(HistoryStore.missesPerPattern))]
    ) { row in
      misses.append(
        Stats.Miss(
          display: row.text(0), answer: row.text(1), reading: row.text(2),
          askedAt: Date(timeIntervalSince1970: row.real(3))))
    }
    return misses
  }

  func streak() throws(HistoryError) -> Int {
    var back = try practised(on: 0) ? 0 : 1
    var streak = 0
    while try practised(on: -back) {
      streak += 1
      back += 1
    }
    return streak
  }

  private func practised(on offset: Int) throws(HistoryError) -> Bool {
    try database.scalar(
      "SELECT 1 FROM challenges WHERE asked_at >= ? AND asked_at < ? LIMIT 1",
      [.real(day(offset).timeIntervalSince1970), .real(day(offset + 1).timeIntervalSince1970)])
      != nil
  }

  func practiceSeconds() throws(HistoryError) -> Double {
    let filter = topicFilter("topic")
    var seconds = 0.0
    try database.query(
      "SELECT total(finished_at - asked_at) FROM challenges WHERE 1\(filter.sql)", filter.values
    ) {
      seconds = $0.real(0)
    }
    return seconds
  }
}
