import Dispatch
import Foundation
import Synchronization

/// SIGINT, SIGTERM and SIGHUP, caught while the value lives: each one calls `handler` at once
/// (on a queue of its own, so a session busy saying something still hears it), and the first
/// one is kept for the exit status (128 + its number).
struct QuitSignals {
  static let numbers = [SIGINT, SIGTERM, SIGHUP]

  /// The first signal caught, shared with the handlers.
  private final class First: Sendable {
    let number = Mutex<Int32?>(nil)
  }

  private let first = First()
  private let sources: [any DispatchSourceSignal]

  init(_ handler: @escaping @Sendable (Int32) -> Void) {
    let first = first
    sources = Self.numbers.map { number -> any DispatchSourceSignal in
      signal(number, SIG_IGN)
      let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
      source.setEventHandler {
        first.number.withLock { $0 = $0 ?? number }
        handler(number)
      }
      source.resume()
      return source
    }
  }

  /// The first signal caught, if any.
  var caught: Int32? { first.number.withLock { $0 } }

  /// The exit status for a session these signals may have ended: 128 + the signal, or `status`.
  func status(otherwise status: Int32) -> Int32 {
    caught.map { 128 + $0 } ?? status
  }

  /// Stops catching: the signals do what they did before.
  func cancel() {
    for source in sources { source.cancel() }
    for number in Self.numbers { signal(number, SIG_DFL) }
  }
}
