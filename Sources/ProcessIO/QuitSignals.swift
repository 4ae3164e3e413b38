import Synchronization

/// SIGINT, SIGTERM and SIGHUP, received while the value lives: each one calls `handler` (on a
/// thread of its own, so a session busy saying something still hears it), and the first one is
/// kept for the exit status (128 + its number). Signals `ProcessSignals` held before
/// the value was made arrive at once.
public final class QuitSignals: Sendable {
  private let first = Mutex<Int32?>(nil)

  public init(_ handler: @escaping @Sendable (Int32) -> Void) {
    ProcessSignals.receive { [weak self] number in
      self?.first.withLock { $0 = $0 ?? number }
      handler(number)
    }
  }

  /// The first signal caught, if any.
  public var caught: Int32? { first.withLock { $0 } }

  /// The exit status for a session these signals may have ended: 128 + the signal, or `status`.
  public func status(otherwise status: Int32) -> Int32 {
    caught.map { 128 + $0 } ?? status
  }

  /// Stops receiving: a stop signal ends the process again.
  public func cancel() {
    ProcessSignals.receive(nil)
  }
}
