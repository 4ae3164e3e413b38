import CountBikiKit
import Foundation
import SQLite
import HistoryClient

extension HistoryStore {
  /// Every pattern the learner has met with its schedule, the most overdue first.
  public func reviews() throws(HistoryError) -> [PatternReview] {
    try withDatabase { database throws(HistoryError) in try Reviews.all(in: database) }
  }

  /// How often each pattern met was asked and missed (or skipped), for `drill --focus weak`.
  public func misses() throws(HistoryError) -> [Focus.Misses] {
    try reviews().map { Focus.Misses(pattern: $0.pattern, asked: $0.reviews, missed: $0.lapses) }
  }

  /// The patterns due at `now`, the most overdue first.
  public func dueReviews(at now: Date) throws(HistoryError) -> [PatternReview] {
    try reviews().filter { $0.due <= now }
  }

  /// The topics practised with a question that carried `pattern`, by id.
  public func topics(carrying pattern: String) throws(HistoryError) -> [String] {
    try withDatabase { database throws(HistoryError) in
      var topics: [String] = []
      try database.query(
        """
        SELECT DISTINCT c.topic FROM challenge_patterns p JOIN challenges c ON c.id = p.challenge_id
        WHERE p.pattern = ? ORDER BY c.topic
        """, [.text(pattern)]
      ) { topics.append($0.text(0)) }
      return topics
    }
  }
}

/// The `pattern_reviews` table: one FSRS schedule per pattern, kept up to date in the transaction
/// that records each challenge.
enum Reviews {
  static let createTable = """
    CREATE TABLE pattern_reviews (
      pattern TEXT PRIMARY KEY,
      stability REAL NOT NULL,
      difficulty REAL NOT NULL,
      reviews INTEGER NOT NULL,
      lapses INTEGER NOT NULL,
      last_review REAL NOT NULL,
      due REAL NOT NULL
    );
    CREATE INDEX pattern_reviews_by_due ON pattern_reviews (due);
    """

  /// Reviews each of `patterns` once more.
  static func review(
    _ patterns: [String], grade: FSRS.Grade, at time: Date, in database: Database
  ) throws(HistoryError) {
    for pattern in patterns {
      let previous = try load(pattern, in: database)
      try save(
        PatternReview.after(previous, pattern: pattern, grade: grade, at: time, fsrs: FSRS()),
        in: database)
    }
  }

  /// Computes every schedule again from the stored challenges, oldest first.
  static func rebuild(in database: Database) throws(HistoryError) {
    var schedules: [String: PatternReview] = [:]
    try database.query(
      """
      SELECT p.pattern, c.outcome, c.answer_seconds, c.asked_at
      FROM challenge_patterns p JOIN challenges c ON c.id = p.challenge_id
      ORDER BY c.asked_at, c.id
      """
    ) { row throws(HistoryError) in
      let pattern = row.text(0)
      let answerSeconds = row.optionalReal(2)
      let grade = FSRS.Grade(
        outcome: try database.decode(row.text(1), as: ChallengeRecord.Outcome.self),
        answerSeconds: answerSeconds)
      let time = Date(timeIntervalSince1970: row.real(3) + (answerSeconds ?? 0))
      schedules[pattern] = PatternReview.after(
        schedules[pattern], pattern: pattern, grade: grade, at: time, fsrs: FSRS())
    }
    try database.run("DELETE FROM pattern_reviews")
    for schedule in schedules.values { try save(schedule, in: database) }
  }

  static func all(in database: Database) throws(HistoryError) -> [PatternReview] {
    var reviews: [PatternReview] = []
    try database.query("\(select) ORDER BY due, pattern") { reviews.append(review(from: $0)) }
    return reviews
  }

  private static let select = """
    SELECT pattern, stability, difficulty, reviews, lapses, last_review, due FROM pattern_reviews
    """

  private static func load(_ pattern: String, in database: Database) throws(HistoryError)
    -> PatternReview?
  {
    var found: PatternReview?
    try database.query("\(select) WHERE pattern = ?", [.text(pattern)]) { found = review(from: $0) }
    return found
  }

  private static func review(from row: Row) -> PatternReview {
    PatternReview(
      pattern: row.text(0), memory: FSRS.Memory(stability: row.real(1), difficulty: row.real(2)),
      reviews: Int(row.integer(3)), lapses: Int(row.integer(4)),
      lastReview: Date(timeIntervalSince1970: row.real(5)),
      due: Date(timeIntervalSince1970: row.real(6)))
  }

  private static func save(_ review: PatternReview, in database: Database) throws(HistoryError) {
    try database.run(
      """
      INSERT OR REPLACE INTO pattern_reviews (pattern, stability, difficulty, reviews, lapses, last_review, due)
      VALUES (?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .text(review.pattern), .real(review.memory.stability), .real(review.memory.difficulty),
        .integer(Int64(review.reviews)), .integer(Int64(review.lapses)),
        .real(review.lastReview.timeIntervalSince1970), .real(review.due.timeIntervalSince1970),
      ])
  }
}
