import CountBikiKit
import Foundation
import Synchronization

extension HistoryClient {
  /// A client that keeps every call in `recorder` and stores nothing; each call answers with
  /// the failure `recorder` was given for it (none by default).
  public static func recording(_ recorder: HistoryRecorder) -> HistoryClient {
    HistoryClient(
      open: {
        recorder.record(.open)
        return recorder.failures.open
      },
      record: { challenge, start in
        recorder.record(.record(challenge, sessionStart: start))
        return recorder.failures.record
      },
      finish: { end, staircase in
        recorder.record(.finish(end, staircase))
        return recorder.failures.finish
      })
  }
}

/// The calls a `HistoryClient.recording` value received, in order.
public final class HistoryRecorder: Sendable {
  public enum Call: Equatable, Sendable {
    case open
    case record(Challenge, sessionStart: Date)
    case finish(Date, Staircase?)
  }

  /// The sentences the recording client answers with: a store that cannot be opened, written
  /// or closed.
  public struct Failures: Sendable {
    public var open: String?
    public var record: String?
    public var finish: String?

    public init(open: String? = nil, record: String? = nil, finish: String? = nil) {
      self.open = open
      self.record = record
      self.finish = finish
    }
  }

  private let recorded = Mutex<[Call]>([])
  let failures: Failures

  public init(failing failures: Failures = Failures()) {
    self.failures = failures
  }

  /// Every call so far.
  public var calls: [Call] { recorded.withLock { $0 } }

  func record(_ call: Call) {
    recorded.withLock { $0.append(call) }
  }
}
