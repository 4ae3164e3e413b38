import Foundation

/// A stored session with its totals, as `countbiki history` lists it.
public struct StoredSession: Hashable, Sendable, Codable {
  /// The store's number for the session, in the order sessions were first stored.
  public let id: Int64
  public let session: SessionRecord
  /// Nil for a session that never ended (the process was killed or is still running).
  public let endedAt: Date?
  /// Challenges stored for the session.
  public let questions: Int
  /// Of those, right on the first try.
  public let correct: Int

  package init(id: Int64, session: SessionRecord, endedAt: Date?, questions: Int, correct: Int) {
    self.id = id
    self.session = session
    self.endedAt = endedAt
    self.questions = questions
    self.correct = correct
  }
}

/// A stored challenge with its session's id, as `countbiki history export` writes it.
public struct StoredChallenge: Hashable, Sendable, Codable {
  public let session: Int64
  public let challenge: ChallengeRecord

  package init(session: Int64, challenge: ChallengeRecord) {
    self.session = session
    self.challenge = challenge
  }
}

/// The threshold an adaptive session ended at, with the session's id and end.
public struct StoredThreshold: Hashable, Sendable, Codable {
  public let session: Int64
  public let threshold: ThresholdRecord
  public let measuredAt: Date

  package init(session: Int64, threshold: ThresholdRecord, measuredAt: Date) {
    self.session = session
    self.threshold = threshold
    self.measuredAt = measuredAt
  }
}

/// What `countbiki history check` found in a store. The check only reads: it never migrates,
/// repairs or replaces the file.
public struct StoreCheck: Hashable, Sendable, Codable {
  public let path: String
  /// The schema version in the file, when it could be read.
  public let version: Int?
  public let sessions: Int
  public let challenges: Int
  /// Sessions whose process ended without closing them.
  public let unendedSessions: Int
  /// What is wrong, one sentence each naming the store, without its full stop; empty when the
  /// store is sound.
  public let problems: [String]

  public var isHealthy: Bool { problems.isEmpty }

  package init(
    path: String, version: Int?, sessions: Int, challenges: Int, unendedSessions: Int,
    problems: [String]
  ) {
    self.path = path
    self.version = version
    self.sessions = sessions
    self.challenges = challenges
    self.unendedSessions = unendedSessions
    self.problems = problems
  }
}
