import CountBikiKit
import Foundation

/// `countbiki topics [CATEGORY] [--json]`: the catalog.
enum TopicsCommand: Command {
  static let name = "topics"
  static let summary =
    "list the drill topics by category (numbers, money, durations, dates, counters)"
  static let help = """
    Usage: countbiki topics [CATEGORY] [--json]

    Lists every category and its topics with id, title and description. Give a category to list
    only its topics. Topics come from the built-in Topics/ folder and from your own files in
    $XDG_CONFIG_HOME/countbiki/topics/ (default ~/.config/countbiki/topics/).

    Options:
      --json   a JSON array of {"id", "title", "topics": [{"id", "title", "description"}]}
    """

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

  static func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(arguments, flags: ["json"])
    guard args.positionals.count <= 1 else {
      throw UsageError("give at most one category, as in `countbiki topics money`.")
    }
    let catalog = try Resources.catalog()
    var categories = catalog.categories
    if let wanted = args.positionals.first {
      guard let category = categories.first(where: { $0.id == wanted }) else {
        let names = categories.map(\.id).joined(separator: ", ")
        throw UsageError("there is no category “\(wanted)”; the categories are \(names).")
      }
      categories = [category]
    }
    if args.flags.contains("json") {
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

/// The JSON that commands print: pretty, sorted keys, Japanese kept as is.
enum JSON {
  static func encode(_ value: some Encodable) throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return String(decoding: try encoder.encode(value), as: UTF8.self)
  }
}
