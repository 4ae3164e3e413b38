import CountBikiKit
import Foundation
import Screen

/// `countbiki drill` with no topic: choose a category, then a topic of it (or all of it mixed),
/// each shown with its description, then how long to drill, with arrow keys or numbers. Starts
/// on the topic chosen last time.
enum TopicPicker {
  /// What the learner picked: a topic id or category name, and the mode when it was asked.
  struct Picked {
    let name: String
    let mode: Mode?
  }

  /// The modes offered after the topic, as `--questions` and `--time` would set them.
  static let modes: [(label: String, detail: String, mode: Mode)] = [
    ("10 questions", "--questions 10", .questions(10)),
    ("20 questions", "--questions 20", .questions(20)),
    ("1 minute", "--time 60", .time(seconds: 60)),
    ("5 minutes", "--time 300", .time(seconds: 300)),
    ("no limit", "until you quit", .infinite),
  ]

  /// The choice, or nil when the learner quit; a stop signal throws `StopSignal`. The mode is
  /// asked only with `askMode` (no `--questions` or `--time` given). Leaves the terminal in raw
  /// mode on the alternate screen, ready for the drill.
  static func choose(from catalog: TopicCatalog, last: String?, color: Bool, askMode: Bool)
    throws -> Picked?
  {
    let categories = catalog.categories.filter { !$0.topics.isEmpty }
    guard !categories.isEmpty else { return nil }
    try Session.begin()
    let lastCategory = catalog.topic(id: last ?? "")?.category ?? last
    var category = PickerScreen(
      heading: "Choose a category",
      items: categories.map {
        PickerScreen.Item(label: $0.id, detail: "\($0.title) (\($0.topics.count))")
      },
      selected: categories.firstIndex { $0.id == lastCategory } ?? 0)
    var shown: Frame?
    while true {
      let index: Int
      switch pick(&category, shown: &shown, color: color) {
      case .chosen(let chosen): index = chosen
      case .back, .quit: return quit()
      case .stopped(let number): throw stop(number)
      }
      let name = categories[index].id
      let members = categories[index].topics
      var topic = PickerScreen(
        heading: "Choose a topic in \(name)",
        items: [PickerScreen.Item(label: "all", detail: "every \(name) topic, mixed")]
          + members.map { PickerScreen.Item(label: $0.id, detail: $0.title, note: $0.description) },
        selected: (members.firstIndex { $0.id == last }).map { $0 + 1 } ?? 0)
      var mode = PickerScreen(
        heading: "How long?",
        items: modes.map { PickerScreen.Item(label: $0.label, detail: $0.detail) })
      topics: while true {
        switch pick(&topic, shown: &shown, color: color) {
        case .chosen(let chosen):
          let picked = chosen == 0 ? name : members[chosen - 1].id
          guard askMode else { return Picked(name: picked, mode: nil) }
          switch pick(&mode, shown: &shown, color: color) {
          case .chosen(let chosen): return Picked(name: picked, mode: modes[chosen].mode)
          case .back: continue topics
          case .quit: return quit()
          case .stopped(let number): throw stop(number)
          }
        case .back: break topics
        case .quit: return quit()
        case .stopped(let number): throw stop(number)
        }
      }
    }
  }

  private static func quit() -> Picked? {
    RawMode.restore()
    return nil
  }

  private static func stop(_ number: Int32) -> StopSignal {
    RawMode.restore()
    return StopSignal(number: number)
  }

  private enum Choice { case chosen(Int), back, quit, stopped(Int32) }

  /// Runs one list until Enter (an item), Esc/Left (back) or q/Ctrl-C (quit).
  private static func pick(_ screen: inout PickerScreen, shown: inout Frame?, color: Bool) -> Choice
  {
    while true {
      let frame = screen.frame(size: Terminal.size, color: color)
      if frame != shown {
        Terminal.write(frame.update(from: shown))
        shown = frame
      }
      guard case .terminal(let event) = Session.events.next() else {
        shown = nil
        continue
      }
      switch event {
      case .key(let key):
        switch ListKey(key) {
        case .move(let rows): screen.move(rows)
        case .choose: return .chosen(screen.selected)
        case .back: return .back
        case .quit: return .quit
        case .digit(let digit): screen.type(digit)
        case .redraw: shown = nil
        case nil: break
        }
      case .closed: return .quit
      case .terminate(let number): return .stopped(number)
      case .resized: shown = nil
      }
    }
  }
}

/// The topic picked last time, kept in `$XDG_CONFIG_HOME/countbiki/last-topic`.
enum LastTopic {
  static func url() -> URL {
    Resources.userTopics.deletingLastPathComponent().appendingPathComponent("last-topic")
  }

  static func load(from url: URL = url()) -> String? {
    guard let data = try? Data(contentsOf: url) else { return nil }
    let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    return text.isEmpty ? nil : text
  }

  /// Writes atomically (a temporary file renamed over the old one); a failure only costs the
  /// memory of the choice, so it is not an error.
  static func save(_ topic: String, to url: URL = url()) {
    try? FileManager.default.createDirectory(
      at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? Data((topic + "\n").utf8).write(to: url, options: .atomic)
  }
}
