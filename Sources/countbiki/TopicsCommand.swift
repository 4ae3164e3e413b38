import CountBikiKit
import Foundation

/// `countbiki topics [CATEGORY] [--json]`: the catalog.
enum TopicsCommand: Command {
  static let spec = CommandSpec(
    name: "topics",
    summary: "list the drill topics by category (numbers, money, durations, dates, counters)",
    positionals: .words(
      name: "CATEGORY", required: false, repeats: false,
      tooMany: "give at most one category, as in `countbiki topics money`."),
    options: [
      .flag(
        "json",
        help: #"a JSON array of {"id", "title", "topics": [{"id", "title", "description"}]}"#)
    ],
    about: """
      Lists every category and its topics with id, title and description. Give a category
      to list only its topics. Topics come from the built-in Topics/ folder and from your
      own files in $XDG_CONFIG_HOME/countbiki/topics/ (default ~/.config/countbiki/topics/).
      """)

  private struct Entry: Encodable {
    let id: String
    let title: String
    let topics: [TopicEntry]
  }

  private struct TopicEntry: Encodable {
    let id: String
    let title: String
    let description: String
  }

  static func run(_ args: ParsedArguments) throws -> Int32 {
    let catalog = try Resources.catalog()
    var categories = catalog.categories
    if let wanted = args.positionals.first {
      guard let category = categories.first(where: { $0.id == wanted }) else {
        let names = categories.map(\.id).joined(separator: ", ")
        throw UsageError("there is no category “\(wanted)”; the categories are \(names).")
      }
      categories = [category]
    }
    if args.flag("json") {
      let entries = categories.map { category in
        Entry(
          id: category.id, title: category.title,
          topics: category.topics.map {
            TopicEntry(id: $0.id, title: $0.title, description: $0.description)
          })
      }
      Output.line(try JSON.encode(entries))
      return ExitStatus.success
    }
    for (index, category) in categories.enumerated() {
      if index > 0 { Output.line("") }
      Output.line("\(category.id) — \(category.title)")
      let width = category.topics.map(\.id.count).max() ?? 0
      for topic in category.topics {
        let about = topic.description.isEmpty ? topic.title : "\(topic.title): \(topic.description)"
        Output.line(
          "  \(topic.id.padding(toLength: width + 2, withPad: " ", startingAt: 0))\(about)")
      }
    }
    return ExitStatus.success
  }
}
