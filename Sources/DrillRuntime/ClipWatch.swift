import Foundation
import Synchronization

/// When the question being said began to be said, for a scripted session: an answer typed while
/// a clip plays is judged at once (the clip is cut, as on the live screen), while one that was
/// already waiting when the clip began (a file of answers, piped in) waits until the clip has
/// been heard, so every question of such a file is heard whole, and every clip of it written.
final class ClipWatch: Sendable {
  private struct Now {
    /// When the clip playing now began; nil when none plays.
    var since: ContinuousClock.Instant?
    /// Input was waiting when the clip began, not yet read as a line: the next line (or the
    /// end of input) belongs before the clip, whenever the reader hands it over.
    var inputWaited = false
    var waiting: [CheckedContinuation<Void, Never>] = []
  }

  private let now = Mutex(Now())
  /// Whether input is waiting that has not been handed over as a line yet.
  private let inputWaiting: @Sendable () -> Bool

  init(inputWaiting: @escaping @Sendable () -> Bool) {
    self.inputWaiting = inputWaiting
  }

  /// Notes whether a clip plays after an action (`Quiz.State.isSpeaking`, false once the session
  /// has finished) and whether the action began one (a `.speak` effect), dated now.
  func update(speaking: Bool, began: Bool) {
    let waited = began && inputWaiting()
    let heard = now.withLock { now -> [CheckedContinuation<Void, Never>] in
      if speaking {
        if began || now.since == nil { (now.since, now.inputWaited) = (.now, waited) }
        return []
      }
      (now.since, now.inputWaited) = (nil, false)
      defer { now.waiting = [] }
      return now.waiting
    }
    for continuation in heard { continuation.resume() }
  }

  /// Returns at once for input typed while the clip now playing was being said (or when none
  /// plays); input that was there before that clip began returns once it has been heard or cut.
  func wait(forInputAt arrival: ContinuousClock.Instant) async {
    await withCheckedContinuation { continuation in
      let goOn = now.withLock { now in
        guard let since = now.since, arrival < since || now.inputWaited else { return true }
        now.inputWaited = false
        now.waiting.append(continuation)
        return false
      }
      if goOn { continuation.resume() }
    }
  }
}
