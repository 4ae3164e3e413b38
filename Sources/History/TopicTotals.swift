import HistoryClient

/// The `topic_totals` table: each topic's questions, first-try right answers, time on questions
/// and latest question, kept up to date in the transaction that records each challenge, so the
/// stats need not read every challenge.
enum TopicTotals {
  static let createTable = """
    CREATE TABLE topic_totals (
      topic TEXT PRIMARY KEY,
      questions INTEGER NOT NULL,
      correct INTEGER NOT NULL,
      practice_seconds REAL NOT NULL,
      last_asked REAL NOT NULL
    );
    """

  static func add(_ challenge: ChallengeRecord, in database: Database) throws(HistoryError) {
    let finished = challenge.submissions.last?.at ?? challenge.askedAt
    try database.run(
      """
      INSERT INTO topic_totals (topic, questions, correct, practice_seconds, last_asked)
      VALUES (?, 1, ?, ?, ?)
      ON CONFLICT (topic) DO UPDATE SET questions = questions + 1, correct = correct + excluded.correct,
        practice_seconds = practice_seconds + excluded.practice_seconds,
        last_asked = max(last_asked, excluded.last_asked)
      """,
      [
        .text(challenge.topic), .integer(challenge.outcome == .correct ? 1 : 0),
        .real(finished.timeIntervalSince(challenge.askedAt)),
        .real(challenge.askedAt.timeIntervalSince1970),
      ])
  }

  /// Computes every topic's totals again from the stored challenges.
  static func rebuild(in database: Database) throws(HistoryError) {
    try database.execute(
      """
      DELETE FROM topic_totals;
      INSERT INTO topic_totals (topic, questions, correct, practice_seconds, last_asked)
      SELECT topic, count(*), count(CASE WHEN outcome = 'correct' THEN 1 END), total(finished_at - asked_at),
        max(asked_at)
      FROM challenges GROUP BY topic;
      """)
  }
}
