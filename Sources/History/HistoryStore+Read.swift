import Foundation
import HistoryClient

extension HistoryStore {
  /// Every stored session, oldest first.
  public func sessions() throws(HistoryError) -> [StoredSession] {
    try withDatabase { database throws(HistoryError) in
      var sessions: [StoredSession] = []
      try database.query(
        """
        SELECT s.id, s.key, s.seed, s.mode, s.topics, s.voice, s.rate, s.started_at, s.ended_at,
          count(c.id), count(CASE WHEN c.outcome = 'correct' THEN 1 END)
        FROM sessions s LEFT JOIN challenges c ON c.session_id = s.id
        GROUP BY s.id ORDER BY s.started_at, s.id
        """
      ) { row in
        let session = SessionRecord(
          key: row.text(1), seed: UInt64(row.text(2)) ?? 0, mode: row.text(3),
          topics: row.text(4).split(separator: " ").map(String.init), voice: row.optionalText(5),
          rate: row.optionalReal(6), startedAt: Date(timeIntervalSince1970: row.real(7)))
        sessions.append(
          StoredSession(
            id: row.integer(0), session: session,
            endedAt: row.optionalReal(8).map(Date.init(timeIntervalSince1970:)),
            questions: Int(row.integer(9)), correct: Int(row.integer(10))))
      }
      return sessions
    }
  }

  /// Every stored challenge with its submissions and patterns, in the order they were asked.
  public func challenges() throws(HistoryError) -> [StoredChallenge] {
    try withDatabase { database throws(HistoryError) in
      var submissions: [Int64: [SubmissionRecord]] = [:]
      try database.query(
        "SELECT challenge_id, kind, text, at, cause FROM submissions ORDER BY challenge_id, position"
      ) { row throws(HistoryError) in
        let kind = try database.decode(row.text(1), as: SubmissionRecord.Kind.self)
        submissions[row.integer(0), default: []].append(
          SubmissionRecord(
            kind: kind, text: row.optionalText(2), at: Date(timeIntervalSince1970: row.real(3)),
            cause: row.optionalText(4)))
      }
      var patterns: [Int64: [String]] = [:]
      try database.query(
        "SELECT challenge_id, pattern FROM challenge_patterns ORDER BY challenge_id, pattern"
      ) {
        row in
        patterns[row.integer(0), default: []].append(row.text(1))
      }
      var challenges: [StoredChallenge] = []
      try database.query(
        """
        SELECT id, session_id, number, topic, skill, question_values, display, reading, answer,
          asked_at, outcome, voice, template
        FROM challenges ORDER BY asked_at, id
        """
      ) { row throws(HistoryError) in
        let id = row.integer(0)
        let record = ChallengeRecord(
          number: Int(row.integer(2)), topic: row.text(3), skill: row.text(4),
          values: row.text(5).split(separator: " ").compactMap { Int64($0) }, display: row.text(6),
          reading: row.text(7), answer: row.text(8), patterns: patterns[id] ?? [],
          askedAt: Date(timeIntervalSince1970: row.real(9)), submissions: submissions[id] ?? [],
          outcome: try database.decode(row.text(10), as: ChallengeRecord.Outcome.self),
          voice: row.optionalText(11), template: row.optionalText(12))
        challenges.append(StoredChallenge(session: row.integer(1), challenge: record))
      }
      return challenges
    }
  }

  /// Every adaptive session's threshold, in the order they were measured.
  public func thresholds() throws(HistoryError) -> [StoredThreshold] {
    try withDatabase { database throws(HistoryError) in
      var thresholds: [StoredThreshold] = []
      try database.query(
        """
        SELECT session_id, scene, snr, rate, answers, found, measured_at FROM thresholds
        ORDER BY measured_at, session_id
        """
      ) { row in
        thresholds.append(
          StoredThreshold(
            session: row.integer(0),
            threshold: ThresholdRecord(
              scene: row.text(1), snr: row.real(2), rate: row.real(3), answers: Int(row.integer(4)),
              found: row.integer(5) != 0),
            measuredAt: Date(timeIntervalSince1970: row.real(6))))
      }
      return thresholds
    }
  }
}
