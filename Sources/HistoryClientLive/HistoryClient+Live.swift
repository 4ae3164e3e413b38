import CountBikiKit
import Foundation
import History
import HistoryClient
import Synchronization

extension HistoryClient {
  /// Stores the session in the store at `path`, each challenge with the session's `skill`. After
  /// the first failure to open or write nothing more is tried, and the file is left as it is.
  public static func live(
    path: String, skill: Skill = .listening,
    session: @escaping @Sendable (_ start: Date) -> SessionRecord
  ) -> HistoryClient {
    let writer = HistoryWriter(path: path, skill: skill, session: session)
    return HistoryClient(
      open: { writer.attempt { () throws(HistoryError) in _ = try writer.store() } },
      record: { challenge, start in
        writer.attempt { () throws(HistoryError) in
          let (store, session) = try writer.opened(start)
          try store.record(
            HistoryRecords.challenge(challenge, skill: skill, sessionStart: start), of: session)
        }
      },
      finish: { end, staircase in
        writer.attempt { () throws(HistoryError) in
          // A session none of whose challenges was stored has no row: ending it changes nothing.
          guard let session = writer.session else { return }
          try writer.store().end(
            session, at: end, threshold: staircase.flatMap(HistoryRecords.threshold))
          // Closed, the store leaves no write-ahead log or shared memory file beside it; a round
          // of missed questions after this opens it again for the same session.
          writer.close()
        }
      })
  }

  /// The sentence a learner reads when the store fails during a drill.
  public static func sentence(_ error: HistoryError) -> String {
    "\(error); this session goes on without history."
  }
}

/// The live client's state: the store once open, its session, and the first failure.
private final class HistoryWriter: Sendable {
  private struct State {
    var store: HistoryStore?
    var session: SessionRecord?
    /// The sentence of the first failure; nothing more is tried after it.
    var failure: String?
  }

  private let path: String
  private let makeSession: @Sendable (Date) -> SessionRecord
  private let state = Mutex(State())

  init(path: String, skill: Skill, session: @escaping @Sendable (Date) -> SessionRecord) {
    self.path = path
    self.makeSession = session
  }

  /// The store, opened the first time.
  func store() throws(HistoryError) -> HistoryStore {
    if let store = state.withLock({ $0.store }) { return store }
    // The standard store's folder is countbiki's own, made on first use.
    let standard = HistoryLocation.standardPath(environment: ProcessInfo.processInfo.environment)
    let store = try HistoryStore(path: path, makesFolder: path == standard)
    state.withLock { $0.store = store }
    return store
  }

  /// The store and the session, described the first time.
  func opened(_ sessionStart: Date) throws(HistoryError) -> (HistoryStore, SessionRecord) {
    let store = try store()
    let session = state.withLock { state in
      if let session = state.session { return session }
      let session = makeSession(sessionStart)
      state.session = session
      return session
    }
    return (store, session)
  }

  /// The session, once a challenge of it has been stored.
  var session: SessionRecord? {
    state.withLock { $0.session }
  }

  /// Closes the store; the next write opens it again.
  func close() {
    state.withLock { $0.store = nil }
  }

  /// Runs `work` unless a failure came before; returns the sentence of a failure it causes.
  func attempt(_ work: () throws(HistoryError) -> Void) -> String? {
    guard state.withLock({ $0.failure == nil }) else { return nil }
    do {
      try work()
      return nil
    } catch {
      let sentence = HistoryClient.sentence(error)
      state.withLock { $0.failure = sentence }
      return sentence
    }
  }
}
