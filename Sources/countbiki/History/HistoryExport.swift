import CountBikiKit
import Export
import Foundation
import History

/// `countbiki history export --csv|--json`: every challenge and submission, for the learner to keep.
enum HistoryExport {
  static let csvHeader =
    "session,seed,session_started,number,topic,skill,values,display,reading,answer,patterns,outcome,asked_at,submission,kind,text,at,cause,template,voice"

  private struct Document: Encodable {
    let sessions: [StoredSession]
    let challenges: [StoredChallenge]
    let thresholds: [StoredThreshold]
  }

  static func write(_ path: String, csv: Bool) throws -> Int32 {
    var sessions: [StoredSession] = []
    var challenges: [StoredChallenge] = []
    var thresholds: [StoredThreshold] = []
    if try HistoryOptions.exists(path) {
      (sessions, challenges, thresholds) = try HistoryOptions.reading(path) {
        store throws(HistoryError) in
        (try store.sessions(), try store.challenges(), try store.thresholds())
      }
    }
    guard csv else {
      Output.line(
        try JSON.encode(
          Document(sessions: sessions, challenges: challenges, thresholds: thresholds)))
      return ExitStatus.success
    }
    let byID = Dictionary(uniqueKeysWithValues: sessions.map { ($0.id, $0.session) })
    Output.line(csvHeader)
    for stored in challenges {
      let challenge = stored.challenge
      let session = byID[stored.session]
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
      let rows =
        challenge.submissions.isEmpty
        ? [common + ["", "", "", "", ""] + said]
        : challenge.submissions.enumerated().map { index, submission in
          common + [
            String(index + 1), submission.kind.rawValue, submission.text ?? "",
            timestamp(submission.at), submission.cause ?? "",
          ] + said
        }
      for row in rows { Output.line(CSV.record(row)) }
    }
    return ExitStatus.success
  }

  private static func timestamp(_ date: Date) -> String {
    date.formatted(.iso8601)
  }
}
