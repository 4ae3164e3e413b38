import CountBikiKit
import DrillRuntime
import Foundation
import Screen
import TerminalInput

/// The end of a session at the terminal: the last answer, the summary, and rounds that drill the
/// missed questions again.
extension InteractiveDrill {
  enum SummaryChoice: Equatable {
    case leave, drillAgain
    /// A signal arrived on the summary screen: the session ends with 128 + its number.
    case signal(Int32)
  }

  /// The session's title, marked on a round of its missed questions.
  var shownTitle: String { DrillScreen.title(title, round: state.round) }

  /// After the last answer of a question-limited session, its feedback stays on screen until a
  /// key is pressed, so the last verdict is seen before the summary.
  func showLastAnswer() -> Ending {
    guard state.ending == .questionLimit, case .correct = state.feedback
    else { return .learner }
    while true {
      draw()
      switch events.next() {
      case .terminal(.key(.redraw)), .terminal(.resized): shown = nil
      case .terminal(.key(.suspend)): terminal.suspend()
      case .terminal(.key): return .learner
      case .terminal(.terminate(let number)): return .signal(number)
      case .terminal(.closed): return .closed
      case .changed: state = latest.get()
      case .resumed: resume()
      case .finished: break
      }
    }
  }

  // MARK: Summary

  /// The summary screen: choose a missed question and hear it again, until the learner leaves.
  func review() -> SummaryChoice {
    var selected = 0
    let summary = results().summary
    while true {
      var screen = SummaryScreen(
        summary: summary, title: shownTitle, selected: selected, speaking: state.isSpeaking)
      screen.canHearAgain = state.hasSound
      screen.canDrillAgain = true
      present(screen.frame(size: terminal.size(), color: color))
      switch events.next() {
      case .terminal(.key(let key)):
        switch SummaryKey(key) {
        case .leave: return .leave
        case .drillAgain where !summary.missed.isEmpty: return .drillAgain
        case .move(let rows):
          selected = min(max(0, summary.missed.count - 1), max(0, selected + rows))
        case .hearAgain: send(.missedReplayRequested(selected))
        case .redraw: shown = nil
        case .drillAgain, nil: break
        }
      case .terminal(.resized): shown = nil
      case .terminal(.terminate(let number)): return .signal(number)
      case .terminal(.closed): return .leave
      case .changed: state = latest.get()
      case .resumed: resume()
      case .finished: break
      }
    }
  }
}
