import CountBikiKit
import Synchronization

/// The newest state the runtime has presented, as a screen copy. Events only say that it changed,
/// so a state taken straight after an action is never replaced by an older one still in the
/// queue.
final class LatestState: Sendable {
  private let state: Mutex<Quiz.State>

  init(_ state: Quiz.State) { self.state = Mutex(state) }
  func set(_ state: Quiz.State) { self.state.withLock { $0 = state } }
  func get() -> Quiz.State { state.withLock { $0 } }
}
