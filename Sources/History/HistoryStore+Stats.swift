import Foundation
import SQLite
import HistoryClient

extension HistoryStore {
  /// How many weak patterns `stats` lists, and how many missed questions under each.
  static let weakPatternLimit = 5
  static let missesPerPattern = 3

  /// The learner's progress over the request's topics.
  public func stats(_ request: StatsRequest) throws(HistoryError) -> Stats {
    try withDatabase { database throws(HistoryError) in
      let query = StatsQuery(database: database, request: request)
      var stats = Stats(
        topics: try query.topics(), days: try query.days(),
        weakestPatterns: try query.weakestPatterns(),
        streakDays: try query.streak(), practiceSeconds: try query.practiceSeconds())
      stats.causes = try query.causes()
      stats.thresholds = try query.thresholds()
      return stats
    }
  }
}

/// The SQL behind `HistoryStore.stats`: aggregates run in SQLite over indexed columns, so the
/// cost follows the number of topics, days and patterns shown more than the size of the history.
private struct StatsQuery {
  let database: Database
  let request: StatsRequest

  init(database: Database, request: StatsRequest) {
    self.database = database
    self.request = request
  }

  /// `AND <column> IN (?, …)` for the requested topics, with its values.
  private func topicFilter(_ column: String) -> (sql: String, values: [SQLValue]) {
    guard let topics = request.topics else { return ("", []) }
    let marks = Array(repeating: "?", count: topics.count).joined(separator: ", ")
    return (" AND \(column) IN (\(marks))", topics.map { .text($0) })
  }

  private func day(_ offset: Int) -> Date { request.day(offset) }

  func topics() throws(HistoryError) -> [Stats.Topic] {
    let filter = topicFilter("topic")
    var totals: [(topic: String, total: Stats.Count, last: Date)] = []
    try database.query(
      "SELECT topic, questions, correct, last_asked FROM topic_totals WHERE 1\(filter.sql) ORDER BY topic",
      filter.values
    ) { row in
      totals.append(
        (
          row.text(0), Stats.Count(questions: Int(row.integer(1)), correct: Int(row.integer(2))),
          Date(timeIntervalSince1970: row.real(3))
        ))
    }
    return try totals.map { topic, total, last throws(HistoryError) in
      Stats.Topic(
        topic: topic, total: total,
        medianAnswerSeconds: try medianAnswerSeconds(topic, questions: total.questions),
        lastPractised: last,
        thisWeek: try count(from: day(-6), to: day(1), topic: topic),
        lastWeek: try count(from: day(-13), to: day(-6), topic: topic))
    }
  }

  /// The middle answer time (the mean of the two middle ones for an even count), read through
  /// the (topic, answer_seconds) index without sorting. Of the topic's `questions`, those never
  /// answered are counted (few, first in the index) rather than the answered ones (all the rest).
  private func medianAnswerSeconds(_ topic: String, questions: Int) throws(HistoryError) -> Double?
  {
    let unanswered =
      try database.scalar(
        "SELECT count(*) FROM challenges WHERE topic = ? AND answer_seconds IS NULL",
        [.text(topic)]) ?? 0
    let count = Int64(questions) - unanswered
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
    let starts = request.chartDays
    return try zip(starts, starts.dropFirst() + [day(1)]).map { start, end throws(HistoryError) in
      Stats.Day(start: start, count: try count(from: start, to: end))
    }
  }

  /// Questions asked from `start` to `end`, of `topic` or of the requested topics.
  private func count(from start: Date, to end: Date, topic: String? = nil) throws(HistoryError)
    -> Stats.Count
  {
    let filter =
      topic.map { (sql: " AND topic = ?", values: [SQLValue.text($0)]) } ?? topicFilter("topic")
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
    var patterns: [(String, Stats.Count)] = []
    let limit = SQLValue.integer(Int64(HistoryStore.weakPatternLimit))
    let add = { (row: Row) in
      patterns.append(
        (row.text(0), Stats.Count(questions: Int(row.integer(1)), correct: Int(row.integer(2)))))
    }
    if request.topics == nil {
      // Every review graded again is a question missed or skipped, so the schedules already
      // count each pattern's first-try answers.
      try database.query(
        """
        SELECT pattern, reviews, reviews - lapses AS correct FROM pattern_reviews WHERE lapses > 0
        ORDER BY 1.0 * correct / reviews, reviews DESC, pattern LIMIT ?
        """, [limit], row: add)
    } else {
      let filter = topicFilter("c.topic")
      try database.query(
        """
        SELECT p.pattern, count(*) AS questions, count(CASE WHEN c.outcome = 'correct' THEN 1 END) AS correct
        FROM challenges c JOIN challenge_patterns p ON p.challenge_id = c.id
        WHERE 1\(filter.sql)
        GROUP BY p.pattern HAVING correct < questions
        ORDER BY 1.0 * correct / questions, questions DESC, p.pattern LIMIT ?
        """, filter.values + [limit], row: add)
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

  /// Wrong tries counted by their likely cause, with this week's and last week's counts.
  func causes() throws(HistoryError) -> [Stats.Cause] {
    let filter = topicFilter("c.topic")
    let thisWeek = SQLValue.real(day(-6).timeIntervalSince1970)
    let lastWeek = SQLValue.real(day(-13).timeIntervalSince1970)
    var causes: [Stats.Cause] = []
    try database.query(
      """
      SELECT s.cause, count(*), count(CASE WHEN s.at >= ? THEN 1 END),
        count(CASE WHEN s.at >= ? AND s.at < ? THEN 1 END)
      FROM submissions s JOIN challenges c ON c.id = s.challenge_id
      WHERE s.cause IS NOT NULL\(filter.sql)
      GROUP BY s.cause ORDER BY count(*) DESC, s.cause
      """, [thisWeek, lastWeek, thisWeek] + filter.values
    ) { row in
      causes.append(
        Stats.Cause(
          cause: row.text(0), total: Int(row.integer(1)), thisWeek: Int(row.integer(2)),
          lastWeek: Int(row.integer(3))))
    }
    return causes
  }

  /// Each adaptive session's threshold, grouped by scene and the session's topics; with topics
  /// requested, the groups that drilled one of them.
  func thresholds() throws(HistoryError) -> [Stats.Thresholds] {
    var groups: [Stats.Thresholds] = []
    var measures: [Stats.Measure] = []
    var key: (scene: String, topics: String)?
    func close() {
      guard let key, !measures.isEmpty else { return }
      let topics = key.topics.split(separator: " ").map(String.init)
      if request.topics.map({ !Set($0).isDisjoint(with: topics) }) ?? true {
        groups.append(Stats.Thresholds(scene: key.scene, topics: topics, measures: measures))
      }
    }
    try database.query(
      """
      SELECT t.scene, s.topics, t.measured_at, t.snr, t.rate, t.answers, t.found
      FROM thresholds t JOIN sessions s ON s.id = t.session_id
      ORDER BY t.scene, s.topics, t.measured_at, t.session_id
      """
    ) { row in
      let rowKey = (scene: row.text(0), topics: row.text(1))
      if key.map({ $0 != rowKey }) ?? true {
        close()
        key = rowKey
        measures = []
      }
      measures.append(
        Stats.Measure(
          at: Date(timeIntervalSince1970: row.real(2)), snr: row.real(3), rate: row.real(4),
          answers: Int(row.integer(5)), found: row.integer(6) != 0))
    }
    close()
    return groups
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

  /// Kept per topic as challenges are recorded, so no challenge is read.
  func practiceSeconds() throws(HistoryError) -> Double {
    let filter = topicFilter("topic")
    var seconds = 0.0
    try database.query(
      "SELECT total(practice_seconds) FROM topic_totals WHERE 1\(filter.sql)", filter.values
    ) {
      seconds = $0.real(0)
    }
    return seconds
  }
}
