import CountBikiKit
import Foundation
import History
import Synchronization

/// Where a drill's finished challenges go. The store is opened when the session starts, and each
/// finished challenge is written in its own transaction before the next question is put, so a
/// process killed at any moment (even `kill -9`) loses at most the question being asked.
///
/// The calls return once the work is on disk. The runtime runs them on a queue of their own
/// (`BlockingQueue`), off Swift's cooperative pool, and awaits each inside one step, so no other
/// action comes between a challenge being finished and it being stored.
public struct HistoryClient: Sendable {
  /// Opens the store before the session starts; returns the sentence of a store that cannot be
  /// used.
  public var open: @Sendable () -> String?
  /// Stores one finished challenge of the session that started at the given time; returns the
  /// sentence of a failure the first time one happens (after it nothing more is tried).
  public var record: @Sendable (Challenge, _ sessionStart: Date) -> String?
  /// Marks the session ended at the given time, with the level an adaptive session ended at
  /// (`Quiz.State.heardStaircase`); returns the sentence of a failure that happened only now.
  public var finish: @Sendable (_ end: Date, _ staircase: Staircase?) -> String?

  public init(
    open: @escaping @Sendable () -> String?,
    record: @escaping @Sendable (Challenge, _ sessionStart: Date) -> String?,
    finish: @escaping @Sendable (_ end: Date, _ staircase: Staircase?) -> String?
  ) {
    self.open = open
    self.record = record
    self.finish = finish
  }

  /// Keeps nothing (`--no-history`, `config set history off`).
  public static let none = HistoryClient(
    open: { nil }, record: { _, _ in nil }, finish: { _, _ in nil })
}

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
    let store = try HistoryStore(path: path)
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
