import CountBikiKit
import Foundation

/// A drill session as the store keeps it.
public struct SessionRecord: Hashable, Sendable, Codable {
  /// Unique across every terminal and run: the store adds the session with its first challenge.
  public let key: String
  public let seed: UInt64
  /// `questions:10`, `time:60`, `review:20` or `infinite`: a `SessionMode`'s stored text.
  public let mode: String
  /// The ids of the topics drilled.
  public let topics: [String]
  /// The voice profile id, or nil when the session had no sound.
  public let voice: String?
  /// The speaking-rate multiplier, or nil when the session had no sound.
  public let rate: Double?
  public let startedAt: Date

  public init(
    key: String = UUID().uuidString, seed: UInt64, mode: String, topics: [String], voice: String?,
    rate: Double?, startedAt: Date
  ) {
    self.key = key
    self.seed = seed
    self.mode = mode
    self.topics = topics
    self.voice = voice
    self.rate = rate
    self.startedAt = startedAt
  }
}

/// One finished question with everything the learner did with it.
public struct ChallengeRecord: Hashable, Sendable, Codable {
  /// 1 for the session's first question.
  public let number: Int
  /// The topic id: `money.conbini`.
  public let topic: String
  /// What was practised: `listening` (hear it, type the number).
  public let skill: String
  /// The numbers the learner had to type: `[14, 30]` for 14:30.
  public let values: [Int64]
  /// The question as written Japanese: `¥1,234`.
  public let display: String
  /// The canonical (spoken) reading in hiragana.
  public let reading: String
  /// The answer as typed: `1234`, `14:30`.
  public let answer: String
  /// The sound patterns the reading carries (`8 → はっ`); empty when none is known.
  public let patterns: [String]
  public let askedAt: Date
  public let submissions: [SubmissionRecord]
  /// How the challenge counts, as the quiz decided it.
  public let outcome: Outcome
  /// The id of the voice that said it (`nitech-m001`); nil when nothing said it, and for a
  /// challenge stored before voices were kept in a session of several voices.
  public let voice: String?
  /// The situation template a number said in a sentence came from
  /// (`station.departure/arrival`); nil for a bare number, and for challenges stored before
  /// templates were kept.
  public let template: String?

  public init(
    number: Int, topic: String, skill: String, values: [Int64], display: String, reading: String,
    answer: String, patterns: [String], askedAt: Date, submissions: [SubmissionRecord],
    outcome: Outcome, voice: String? = nil, template: String? = nil
  ) {
    self.number = number
    self.topic = topic
    self.skill = skill
    self.values = values
    self.display = display
    self.reading = reading
    self.answer = answer
    self.patterns = patterns
    self.askedAt = askedAt
    self.submissions = submissions
    self.outcome = outcome
    self.voice = voice
    self.template = template
  }

  /// Seconds from the question being asked to the first answer or skip.
  public var answerSeconds: Double? {
    submissions.first.map { $0.at.timeIntervalSince(askedAt) }
  }

  /// The quiz's own outcome: correct, missed or skipped.
  public typealias Outcome = Challenge.Outcome
}

/// One thing the learner did with a question.
public struct SubmissionRecord: Hashable, Sendable, Codable {
  /// The quiz's own kind of submission: correct, incorrect or skip.
  public typealias Kind = Submission.Kind

  public let kind: Kind
  /// What was typed; nil for a skip.
  public let text: String?
  public let at: Date
  /// For a wrong try, the id of its likely cause (`swapped-digits`); nil for other tries and
  /// for tries stored before causes were kept.
  public let cause: String?

  public init(kind: Kind, text: String?, at: Date, cause: String? = nil) {
    self.kind = kind
    self.text = text
    self.at = at
    self.cause = cause
  }
}
