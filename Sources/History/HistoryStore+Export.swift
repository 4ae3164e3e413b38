import Foundation
import HistoryClient

extension HistoryStore {
  /// Every stored challenge with its submissions and patterns, in the order they were asked,
  /// handed to `body` one at a time: an export of any length holds one challenge in memory.
  public func eachChallenge(_ body: (StoredChallenge) throws(HistoryError) -> Void)
    throws(HistoryError)
  {
    try withDatabase { database throws(HistoryError) in
      // One row per submission (one for a challenge without any), a challenge's rows together.
      var pending: (id: Int64, session: Int64, fields: ChallengeFields)?
      var submissions: [SubmissionRecord] = []
      func flush() throws(HistoryError) {
        guard let current = pending else { return }
        try body(
          StoredChallenge(
            session: current.session, challenge: current.fields.record(submissions: submissions)))
        submissions = []
      }
      try database.query(
        """
        SELECT c.id, c.session_id, c.number, c.topic, c.skill, c.question_values, c.display,
          c.reading, c.answer, c.asked_at, c.outcome, c.voice, c.template,
          (SELECT group_concat(pattern, char(10)) FROM
            (SELECT pattern FROM challenge_patterns p WHERE p.challenge_id = c.id ORDER BY pattern)),
          s.kind, s.text, s.at, s.cause
        FROM challenges c LEFT JOIN submissions s ON s.challenge_id = c.id
        ORDER BY c.asked_at, c.id, s.position
        """
      ) { row throws(HistoryError) in
        let id = row.integer(0)
        if pending?.id != id {
          try flush()
          pending = (
            id, row.integer(1),
            ChallengeFields(
              number: Int(row.integer(2)), topic: row.text(3), skill: row.text(4),
              values: row.text(5).split(separator: " ").compactMap { Int64($0) },
              display: row.text(6), reading: row.text(7), answer: row.text(8),
              patterns: (row.optionalText(13) ?? "").split(separator: "\n").map(String.init),
              askedAt: Date(timeIntervalSince1970: row.real(9)),
              outcome: try database.decode(row.text(10), as: ChallengeRecord.Outcome.self),
              voice: row.optionalText(11), template: row.optionalText(12))
          )
        }
        if let kind = row.optionalText(14) {
          submissions.append(
            SubmissionRecord(
              kind: try database.decode(kind, as: SubmissionRecord.Kind.self),
              text: row.optionalText(15), at: Date(timeIntervalSince1970: row.real(16)),
              cause: row.optionalText(17)))
        }
      }
      try flush()
    }
  }
}

/// A challenge's own columns, waiting for its submissions.
private struct ChallengeFields {
  var number: Int
  var topic, skill: String
  var values: [Int64]
  var display, reading, answer: String
  var patterns: [String]
  var askedAt: Date
  var outcome: ChallengeRecord.Outcome
  var voice, template: String?

  func record(submissions: [SubmissionRecord]) -> ChallengeRecord {
    ChallengeRecord(
      number: number, topic: topic, skill: skill, values: values, display: display,
      reading: reading, answer: answer, patterns: patterns, askedAt: askedAt,
      submissions: submissions, outcome: outcome, voice: voice, template: template)
  }
}
