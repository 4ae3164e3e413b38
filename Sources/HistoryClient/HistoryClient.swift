import CountBikiKit
import Foundation

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
