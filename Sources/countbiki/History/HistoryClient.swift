import CountBikiKit
import Foundation
import History
import Synchronization

/// Where a drill's finished challenges go. `record` returns at once: the live value writes on its
/// own serial queue, so the next question never waits for the disk; `finish` waits until every
/// queued challenge is stored and marks the session ended.
struct HistoryClient: Sendable {
  /// Queues one finished challenge of a session that started at the given time; a store that
  /// cannot keep it is told once to the callback, as a sentence.
  var record:
    @Sendable (Challenge, _ sessionStart: Date, _ failed: @escaping @Sendable (String) -> Void) ->
      Void
  /// Waits for the queue, then marks the session ended at the given time; returns the sentence of
  /// the store's failure, if one happened, so that it is told even when the session ended before
  /// the callback's report arrived.
  var finish: @Sendable (_ end: Date) async -> String?

  /// Keeps nothing (`--no-history`, `config set history off`).
  static let none = HistoryClient(record: { _, _, _ in }, finish: { _ in nil })
}

extension HistoryClient {
  /// Stores the session in the store at `path`, opened at the first challenge, each challenge
  /// with the session's `skill`. After the first failure to open or write nothing more is
  /// tried, and the file is left as it is.
  static func live(
    path: String, skill: Skill = .listening,
    session: @escaping @Sendable (_ start: Date) -> SessionRecord
  ) -> HistoryClient {
    let writer = HistoryWriter(path: path, skill: skill, session: session)
    return HistoryClient(
      record: { challenge, start, failed in
        writer.enqueue(challenge, sessionStart: start, failed: failed)
      },
      finish: { end in await writer.finish(at: end) })
  }

  /// The sentence a learner reads when the store fails during a drill.
  static func sentence(_ error: HistoryError) -> String {
    "\(error); this session goes on without history."
  }
}

/// The live client's state: one serial queue of writes and the store once open.
private final class HistoryWriter: Sendable {
  private struct State {
    var store: HistoryStore?
    var session: SessionRecord?
    /// The sentence of the first failure; nothing more is tried after it.
    var failure: String?
  }

  private let path: String
  private let skill: Skill
  private let makeSession: @Sendable (Date) -> SessionRecord
  private let queue = DispatchQueue(label: "countbiki.history")
  /// At most this many challenges wait to be written: a learner never gets that far ahead of
  /// the disk, and a scripted drill faster than the disk then waits instead of piling them up,
  /// so memory stays flat.
  private let room = DispatchSemaphore(value: 16)
  private let state = Mutex(State())

  init(path: String, skill: Skill, session: @escaping @Sendable (Date) -> SessionRecord) {
    self.path = path
    self.skill = skill
    self.makeSession = session
  }

  func enqueue(
    _ challenge: Challenge, sessionStart: Date, failed: @escaping @Sendable (String) -> Void
  ) {
    room.wait()
    queue.async {
      self.write(challenge, sessionStart: sessionStart, failed: failed)
      self.room.signal()
    }
  }

  func finish(at end: Date) async -> String? {
    await withCheckedContinuation { (done: CheckedContinuation<String?, Never>) in
      queue.async {
        let (store, session) = self.state.withLock { ($0.store, $0.session) }
        if let store, let session {
          self.attempt(failed: { _ in }) { () throws(HistoryError) in
            try store.end(session, at: end)
          }
        }
        done.resume(returning: self.state.withLock { $0.failure })
      }
    }
  }

  /// Runs on the queue only.
  private func write(
    _ challenge: Challenge, sessionStart: Date, failed: @escaping @Sendable (String) -> Void
  ) {
    attempt(failed: failed) { () throws(HistoryError) in
      let (store, session) = try opened(sessionStart: sessionStart)
      try store.record(
        HistoryRecords.challenge(challenge, skill: skill, sessionStart: sessionStart), of: session)
    }
  }

  private func opened(sessionStart: Date) throws(HistoryError) -> (HistoryStore, SessionRecord) {
    if let store = state.withLock({ $0.store }), let session = state.withLock({ $0.session }) {
      return (store, session)
    }
    let store = try HistoryStore(path: path)
    let session = makeSession(sessionStart)
    state.withLock {
      $0.store = store
      $0.session = session
    }
    return (store, session)
  }

  private func attempt(failed: @Sendable (String) -> Void, _ work: () throws(HistoryError) -> Void)
  {
    guard state.withLock({ $0.failure == nil }) else { return }
    do {
      try work()
    } catch {
      let sentence = HistoryClient.sentence(error)
      state.withLock { $0.failure = sentence }
      failed(sentence)
    }
  }
}
