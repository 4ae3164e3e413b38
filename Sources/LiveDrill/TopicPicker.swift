import CountBikiKit
import Foundation
import ProcessIO
import Screen
import TerminalInput

/// `countbiki drill` with no topic: the picker's steps (`TopicPickerFlow`) on the terminal, with
/// arrow keys or numbers. Starts on the topic chosen last time.
public enum TopicPicker {
  /// The choice, or nil when the learner quit; a stop signal throws `StopSignal`. The mode is
  /// asked only with `askMode` (no `--questions` or `--time` given). Leaves the terminal in raw
  /// mode on the alternate screen, ready for the drill.
  public static func choose(
    from catalog: TopicCatalog, last: String?, color: Bool, askMode: Bool,
    on terminal: LiveTerminal = .process
  ) throws -> TopicPickerFlow.Picked? {
    guard var flow = TopicPickerFlow(catalog: catalog, last: last, askMode: askMode) else {
      return nil
    }
    try terminal.enter()
    var shown: Frame?
    while true {
      let frame = flow.screen.frame(size: terminal.size(), color: color)
      if frame != shown {
        terminal.draw(frame, shown)
        shown = frame
      }
      guard case .terminal(let event) = terminal.events.next() else {
        shown = nil
        continue
      }
      switch event {
      case .key(let key):
        guard let key = ListKey(key) else { continue }
        if key == .redraw { shown = nil }
        switch flow.handle(key) {
        case .picked(let picked): return picked
        case .quit: return quit(terminal)
        case nil: continue
        }
      case .closed:
        return quit(terminal)
      case .terminate(let number):
        terminal.leave()
        throw StopSignal(number: number)
      case .resized:
        shown = nil
      }
    }
  }

  private static func quit(_ terminal: LiveTerminal) -> TopicPickerFlow.Picked? {
    terminal.leave()
    return nil
  }
}
