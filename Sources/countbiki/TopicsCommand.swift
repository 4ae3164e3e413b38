import CommandArguments
import CountBikiKit
import Foundation
import Options
import ProcessIO
import Setup

/// `countbiki topics [CATEGORY] [--json]`: the catalog.
enum TopicsCommand: Command {
  static let spec = CommandSpec(
    name: "topics",
    summary: "list the drill topics by category, or show one topic's notes",
    positionals: .words(
      name: "CATEGORY_OR_TOPIC", required: false, repeats: false,
      tooMany: "give at most one category or topic, as in `countbiki topics money`."),
    options: Arguments.options,
    about: """
      Lists every category and its topics with id, title and description. Give a category
      to list only its topics, or a topic id to show its notes: what it drills, the sound
      changes to listen for, and a source. Topics come from the built-in Topics/ folder and from your
      own files in $XDG_CONFIG_HOME/countbiki/topics/ (default ~/.config/countbiki/topics/).
      """)

  typealias Arguments = TopicsArguments

  private struct Entry: Encodable {
    let id: String
    let title: String
    let topics: [TopicEntry]
  }

  private struct TopicEntry: Encodable {
    let id: String
    let title: String
    let description: String
    let notes: String?
  }

  static func run(_ args: Arguments) throws -> Int32 {
    let catalog = try Resources.catalog()
    var categories = catalog.categories
    if let wanted = args.wanted {
      if let topic = catalog.topic(id: wanted) { return try show(topic, json: args.json) }
      guard let category = categories.first(where: { $0.id == wanted }) else {
        let names = categories.map(\.id).joined(separator: ", ")
        throw UsageError(
          "there is no category or topic “\(wanted)”; the categories are \(names).")
      }
      categories = [category]
    }
    if args.json {
      let entries = categories.map { category in
        Entry(
          id: category.id, title: category.title,
          topics: category.topics.map {
            TopicEntry(id: $0.id, title: $0.title, description: $0.description, notes: $0.notes)
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
          "  \(padded(topic.id, to: width + 2))\(about)")
      }
    }
    return ExitStatus.success
  }

  /// `text` filled with spaces to `length` UTF-16 units, or cut to them, as NSString pads.
  private static func padded(_ text: String, to length: Int) -> String {
    let units = text.utf16.count
    guard units > length else { return text + String(repeating: " ", count: length - units) }
    return String(decoding: Array(text.utf16.prefix(length)), as: UTF16.self)
  }

  /// One topic: its title and description, then its notes.
  private static func show(_ topic: Topic, json: Bool) throws -> Int32 {
    if json {
      Output.line(
        try JSON.encode(
          TopicEntry(
            id: topic.id, title: topic.title, description: topic.description, notes: topic.notes)))
      return ExitStatus.success
    }
    Output.line("\(topic.id) — \(topic.title)")
    if !topic.description.isEmpty { Output.line(topic.description) }
    Output.line("")
    Output.line(topic.notes ?? "No notes yet.")
    return ExitStatus.success
  }
}
