import CountBikiKit
import Foundation
import History
import HistoryClient

/// The personal best of a `--time` or `--questions` session: the most answers right on the first
/// try in an earlier session of the same mode and topics, read before the session starts.
struct PersonalBest: Sendable {
  let mode: Mode
  /// nil: no earlier session of this mode and these topics.
  let previous: Int?

  /// The best before this session from the store at `path`; nil for a session with no limit or
  /// when the store cannot be read (the drill goes on without it).
  static func before(mode: Mode, topics: [String], path: String) -> PersonalBest? {
    switch mode {
    case .infinite: return nil
    case .questions, .time: break
    }
    guard StoreFile.at(path) == .file,
      let store = try? HistoryStore(path: path),
      let previous = try? store.best(mode: HistoryRecords.mode(mode).stored, topics: topics)
    else { return PersonalBest(mode: mode, previous: nil) }
    return PersonalBest(mode: mode, previous: previous)
  }

  /// `14 right in 60 s — best 16`, `9 right of 10 questions — a new best (was 7)`; nil the
  /// first time.
  func line(right: Int) -> String? {
    let done: String
    switch mode {
    case .time(let seconds): done = "\(right) right in \(seconds) s"
    case .questions(let limit): done = "\(right) right of \(limit) questions"
    case .infinite: done = "\(right) right"
    }
    guard let previous else { return nil }
    if right > previous { return "\(done) — a new best (was \(previous))." }
    if right == previous { return "\(done) — equal to your best." }
    return "\(done) — best \(previous)."
  }
}
