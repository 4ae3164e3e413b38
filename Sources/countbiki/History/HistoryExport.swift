import CountBikiKit
import Export
import Foundation
import History
import HistoryClient
import ProcessIO
import Setup

/// `countbiki history export --csv|--json`: every challenge and submission, for the learner to keep.
enum HistoryExport {
  private struct Document: Encodable {
    let sessions: [StoredSession]
    let challenges: [StoredChallenge]
    let thresholds: [StoredThreshold]
  }

  static func write(_ path: String, csv: Bool) throws -> Int32 {
    var sessions: [StoredSession] = []
    var challenges: [StoredChallenge] = []
    var thresholds: [StoredThreshold] = []
    if try HistoryOptions.holdsHistory(path) {
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
    Output.line(CSV.record(HistoryTable.header))
    for row in HistoryTable.rows(sessions: sessions, challenges: challenges) {
      Output.line(CSV.record(row))
    }
    return ExitStatus.success
  }
}
