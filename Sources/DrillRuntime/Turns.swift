import Synchronization

/// Turns taken at most `bound` at a time, in the order they were asked for; a caller waits for
/// its turn without holding a thread.
public final class Turns: Sendable {
  private let bound: Int
  private let state = Mutex(State())

  private struct State {
    var taken = 0
    var waiting: [CheckedContinuation<Void, Never>] = []
  }

  public init(bound: Int) {
    precondition(bound > 0, "there must be room for one turn")
    self.bound = bound
  }

  /// How many turns are taken now.
  public var taken: Int { state.withLock { $0.taken } }

  /// Waits until a turn is free, then takes it. A free turn is taken without suspending, so a
  /// caller with nothing ahead of it goes straight on (a new answer stops the sound at once).
  public func take() async {
    let free = state.withLock { state in
      guard state.taken < bound else { return false }
      state.taken += 1
      return true
    }
    if free { return }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let free = state.withLock { state in
        guard state.taken < bound else {
          state.waiting.append(continuation)
          return false
        }
        state.taken += 1
        return true
      }
      if free { continuation.resume() }
    }
  }

  /// Ends a turn, handing it straight to the caller that waited longest, so no newcomer slips in
  /// between.
  public func end() {
    let next = state.withLock { state -> CheckedContinuation<Void, Never>? in
      guard !state.waiting.isEmpty else {
        state.taken -= 1
        return nil
      }
      return state.waiting.removeFirst()
    }
    next?.resume()
  }
}
