import CountBikiKit
import TerminalInput

/// The steps of the topic picker (`countbiki drill` with no topic): a category, then a topic of
/// it (or all of it mixed), then how long to drill when that was not given. Esc goes back a
/// step; `q` leaves. The list on show is `screen`.
public struct TopicPickerFlow: Sendable {
  /// What the learner picked: a topic id or category name, and the mode when it was asked.
  public struct Picked: Equatable, Sendable {
    public let name: String
    public let mode: Mode?

    public init(name: String, mode: Mode?) {
      self.name = name
      self.mode = mode
    }
  }

  /// How the picker ended.
  public enum Outcome: Equatable, Sendable {
    case picked(Picked)
    case quit
  }

  /// The modes offered after the topic, as `--questions` and `--time` would set them.
  public static let modes: [(label: String, detail: String, mode: Mode)] = [
    ("10 questions", "--questions 10", .questions(10)),
    ("20 questions", "--questions 20", .questions(20)),
    ("1 minute", "--time 60", .time(seconds: 60)),
    ("5 minutes", "--time 300", .time(seconds: 300)),
    ("no limit", "until you quit", .infinite),
  ]

  private enum Step: Sendable {
    case category
    /// The topics of the category at this index.
    case topic(Int)
    /// How long, for the name picked in the category at this index.
    case mode(Int, name: String)
  }

  private let categories: [TopicCatalog.Category]
  private let askMode: Bool
  private let last: String?
  private var step = Step.category
  private var category: PickerScreen
  private var topic = PickerScreen(heading: "", items: [])
  private var mode = PickerScreen(
    heading: "How long?", items: modes.map { PickerScreen.Item(label: $0.label, detail: $0.detail) })

  /// Starts on the category of `last` (a topic id or category name picked last time); nil when
  /// the catalog has no topic to pick. The mode is asked only with `askMode`.
  public init?(catalog: TopicCatalog, last: String?, askMode: Bool) {
    categories = catalog.categories.filter { !$0.topics.isEmpty }
    guard !categories.isEmpty else { return nil }
    self.askMode = askMode
    self.last = last
    let lastCategory = catalog.topic(id: last ?? "")?.category ?? last
    category = PickerScreen(
      heading: "Choose a category",
      items: categories.map {
        PickerScreen.Item(label: $0.id, detail: "\($0.title) (\($0.topics.count))")
      },
      selected: categories.firstIndex { $0.id == lastCategory } ?? 0)
  }

  /// The list on show.
  public var screen: PickerScreen {
    switch step {
    case .category: category
    case .topic: topic
    case .mode: mode
    }
  }

  /// Takes a key; returns how the picker ended, or nil while it goes on.
  public mutating func handle(_ key: ListKey) -> Outcome? {
    switch key {
    case .move(let rows): update { $0.move(rows) }
    case .digit(let digit): update { $0.type(digit) }
    case .redraw: break
    case .quit: return .quit
    case .back:
      switch step {
      case .category: return .quit
      case .topic: step = .category
      case .mode(let index, _): step = .topic(index)
      }
    case .choose:
      return choose()
    }
    return nil
  }

  private mutating func choose() -> Outcome? {
    switch step {
    case .category:
      let index = category.selected
      let name = categories[index].id
      let members = categories[index].topics
      topic = PickerScreen(
        heading: "Choose a topic in \(name)",
        items: [PickerScreen.Item(label: "all", detail: "every \(name) topic, mixed")]
          + members.map { PickerScreen.Item(label: $0.id, detail: $0.title, note: $0.description) },
        selected: (members.firstIndex { $0.id == last }).map { $0 + 1 } ?? 0)
      mode.selected = 0
      mode.typed = ""
      step = .topic(index)
    case .topic(let index):
      let members = categories[index].topics
      let name = topic.selected == 0 ? categories[index].id : members[topic.selected - 1].id
      guard askMode else { return .picked(Picked(name: name, mode: nil)) }
      step = .mode(index, name: name)
    case .mode(_, let name):
      return .picked(Picked(name: name, mode: Self.modes[mode.selected].mode))
    }
    return nil
  }

  private mutating func update(_ change: (inout PickerScreen) -> Void) {
    switch step {
    case .category: change(&category)
    case .topic: change(&topic)
    case .mode: change(&mode)
    }
  }
}
