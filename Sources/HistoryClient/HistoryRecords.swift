import CountBikiKit
import Foundation

/// A drill's values as the history store keeps them: times become dates from the session's start.
public enum HistoryRecords {
  public static func challenge(_ challenge: Challenge, skill: Skill, sessionStart: Date)
    -> ChallengeRecord
  {
    // The quiz records a challenge only once it is finished, which gives it an outcome.
    guard let outcome = challenge.outcome else {
      preconditionFailure("challenge \(challenge.number) was recorded before it was finished")
    }
    let question = challenge.question
    return ChallengeRecord(
      number: challenge.number, topic: question.topic, skill: skill.rawValue,
      values: question.values,
      display: question.display, reading: question.reading.canonical, answer: question.answer,
      patterns: question.patterns,
      askedAt: sessionStart.addingTimeInterval(challenge.askedAt),
      submissions: challenge.submissions.map { submission in
        SubmissionRecord(
          kind: submission.kind, text: submission.text,
          at: sessionStart.addingTimeInterval(submission.at),
          cause: submission.diagnosis?.cause.rawValue)
      },
      outcome: outcome, voice: challenge.voice, template: question.template)
  }

  /// Where an adaptive session's staircase ended, as the store keeps it: the thresholds found,
  /// or the estimate of a session that ended before finding them; nil when no answer was judged,
  /// so there is nothing to estimate from.
  public static func threshold(_ staircase: Staircase) -> ThresholdRecord? {
    guard staircase.trials > 0 else { return nil }
    let estimate = staircase.estimate
    return ThresholdRecord(
      scene: staircase.scene, snr: estimate.snr, rate: estimate.rate, answers: staircase.trials,
      found: staircase.isDone)
  }

  /// A drill's mode as the store keeps it.
  public static func mode(_ mode: Mode) -> SessionMode {
    switch mode {
    case .infinite: .untilQuit
    case .questions(let limit): .questions(limit)
    case .time(let seconds): .time(seconds: seconds)
    }
  }
}
