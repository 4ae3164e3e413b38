import CountBikiKit
import Foundation
import History

/// A drill's values as the history store keeps them: times become dates from the session's start.
enum HistoryRecords {
  static func challenge(_ challenge: Challenge, skill: Skill, sessionStart: Date)
    -> ChallengeRecord
  {
    let question = challenge.question
    return ChallengeRecord(
      number: challenge.number, topic: question.topic, skill: skill.rawValue,
      values: question.values,
      display: question.display, reading: question.reading.canonical, answer: question.answer,
      patterns: question.patterns,
      askedAt: sessionStart.addingTimeInterval(challenge.askedAt),
      submissions: challenge.submissions.map { submission in
        SubmissionRecord(
          kind: SubmissionRecord.Kind(rawValue: submission.kind.rawValue) ?? .skip,
          text: submission.text,
          at: sessionStart.addingTimeInterval(submission.at),
          cause: submission.diagnosis?.cause.rawValue)
      },
      outcome: ChallengeRecord.Outcome(rawValue: (challenge.outcome ?? .skipped).rawValue)
        ?? .skipped)
  }

  /// `questions:10`, `time:60` or `infinite`.
  static func mode(_ mode: Mode) -> String {
    switch mode {
    case .infinite: return "infinite"
    case .questions(let limit): return "questions:\(limit)"
    case .time(let seconds): return "time:\(seconds)"
    }
  }
}
