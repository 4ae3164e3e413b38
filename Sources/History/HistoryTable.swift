import Foundation
import HistoryClient

/// The history as one table, one row per submission (a challenge without any has one row of its
/// own): what `history export --csv` writes, before quoting.
public enum HistoryTable {
  public static let header = [
    "session", "seed", "session_started", "number", "topic", "skill", "values", "display",
    "reading", "answer", "patterns", "outcome", "asked_at", "submission", "kind", "text", "at",
    "cause", "template", "voice",
  ]

  /// The rows of `challenges`, each with its session from `sessions`; times in ISO 8601.
  public static func rows(sessions: [StoredSession], challenges: [StoredChallenge]) -> [[String]] {
    let byID = Dictionary(uniqueKeysWithValues: sessions.map { ($0.id, $0.session) })
    return challenges.flatMap { rows(of: $0, session: byID[$0.session]) }
  }

  /// The rows of one stored challenge asked in `session`.
  public static func rows(of stored: StoredChallenge, session: SessionRecord?) -> [[String]] {
    let challenge = stored.challenge
    let common = [
      String(stored.session), session.map { String($0.seed) } ?? "",
      session.map { timestamp($0.startedAt) } ?? "",
      String(challenge.number), challenge.topic, challenge.skill,
      challenge.values.map(String.init).joined(separator: " "),
      challenge.display, challenge.reading, challenge.answer,
      challenge.patterns.joined(separator: "; "),
      challenge.outcome.rawValue, timestamp(challenge.askedAt),
    ]
    let said = [challenge.template ?? "", challenge.voice ?? ""]
    guard !challenge.submissions.isEmpty else { return [common + ["", "", "", "", ""] + said] }
    return challenge.submissions.enumerated().map { index, submission in
      common + [
        String(index + 1), submission.kind.rawValue, submission.text ?? "",
        timestamp(submission.at), submission.cause ?? "",
      ] + said
    }
  }

  private static func timestamp(_ date: Date) -> String {
    date.formatted(.iso8601)
  }
}
