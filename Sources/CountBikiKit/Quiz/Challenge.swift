/// One question as it was asked, with everything the learner typed for it.
public struct Challenge: Hashable, Sendable, Codable {
  /// 1 for the first question of the session.
  public let number: Int
  public let question: Question
  /// Seconds from the start of the session to when the question was first asked.
  public let askedAt: Double
  public internal(set) var submissions: [Submission]
  /// The id of the voice that said it (`default`, `nitech-m001`); nil when it was not said
  /// (no sound, the reading skill) or the session did not name its voices.
  public internal(set) var voice: String?

  public init(
    number: Int, question: Question, askedAt: Double, submissions: [Submission] = [],
    voice: String? = nil
  ) {
    self.number = number
    self.question = question
    self.askedAt = askedAt
    self.submissions = submissions
    self.voice = voice
  }

  /// How the challenge counts in the totals.
  public var outcome: Outcome? {
    guard let first = submissions.first else { return nil }
    if submissions.contains(where: { $0.kind == .incorrect }) { return .missed }
    return first.kind == .correct ? .correct : .skipped
  }

  /// correct: right on the first try; missed: at least one wrong try; skipped: the answer was
  /// shown before any wrong try.
  public enum Outcome: String, Hashable, Sendable, Codable {
    case correct, missed, skipped
  }
}

/// One thing the learner did with a question.
public struct Submission: Hashable, Sendable, Codable {
  public enum Kind: String, Hashable, Sendable, Codable {
    case correct, incorrect, skip
  }

  public let kind: Kind
  /// What was typed, as typed; nil for a skip.
  public let text: String?
  /// Seconds from the start of the session.
  public let at: Double
  /// For a wrong try, its likely cause.
  public let diagnosis: MissDiagnosis?

  public init(kind: Kind, text: String?, at: Double, diagnosis: MissDiagnosis? = nil) {
    self.kind = kind
    self.text = text
    self.at = at
    self.diagnosis = diagnosis
  }
}

extension Challenge {
  /// The challenges it counts as: itself for a bare number; for a sentence, one per number, each
  /// with that number's question (its template id included), numbered on from this one, said by
  /// the sentence's voice, and each try judged for that number alone, a wrong one with its own
  /// likely cause.
  public var perNumber: [Challenge] {
    guard let sentence = question.sentence else { return [self] }
    return sentence.slots.enumerated().map { index, slot in
      Challenge(
        number: number + index, question: slot, askedAt: askedAt,
        submissions: submissions.map { submission in
          guard submission.kind != .skip, let text = submission.text else { return submission }
          let fields = sentence.slots.count == 1 ? [text] : Answer.fields(text)
          let field = index < fields.count ? fields[index] : ""
          guard Answer.check(field, against: slot) != .correct else {
            return Submission(kind: .correct, text: field, at: submission.at)
          }
          return Submission(
            kind: .incorrect, text: field, at: submission.at,
            diagnosis: MissDiagnosis.diagnose(field, for: slot))
        }, voice: voice)
    }
  }

  /// How many numbers it asks for: 1, or the slots of its sentence.
  public var numberCount: Int { question.sentence?.slots.count ?? 1 }
}
