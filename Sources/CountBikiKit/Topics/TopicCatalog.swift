import Foundation

/// All topics: the built-in files first, then the learner's own, which may add categories and
/// topics or replace a built-in topic by using its id.
public struct TopicCatalog: Sendable {
  public struct Category: Hashable, Sendable {
    public let id: String
    public let title: String
    public let order: Int64
    public internal(set) var topics: [Topic]
  }

  public private(set) var categories: [Category] = []
  /// Every file or topic that could not be loaded, one entry each.
  public private(set) var problems: [TopicFileError] = []

  public init() {}

  /// Every topic, in catalog order.
  public var topics: [Topic] { categories.flatMap(\.topics) }

  /// Adds the topics of a file's contents; `checked` as `TopicFile.init(data:file:checked:)`
  /// takes it.
  public mutating func add(data: Data, file: String, checked: Bool = false) {
    do {
      let parsed = try TopicFile(data: data, file: file, checked: checked)
      problems += parsed.problems
      add(parsed.topics, category: parsed.category, title: parsed.title, order: parsed.order)
    } catch {
      problems.append(error)
    }
  }

  /// Records a problem found before the file could be parsed (it could not be read).
  public mutating func add(problem: TopicFileError) {
    problems.append(problem)
  }

  private mutating func add(_ topics: [Topic], category: String, title: String, order: Int64?) {
    let replaced = Set(topics.map(\.id))
    for index in categories.indices {
      categories[index].topics.removeAll { replaced.contains($0.id) }
    }
    // A category with nothing to drill (every topic bad or moved elsewhere) is not listed.
    categories.removeAll { $0.topics.isEmpty }
    if let index = categories.firstIndex(where: { $0.id == category }) {
      categories[index].topics += topics
    } else if !topics.isEmpty {
      categories.append(Category(id: category, title: title, order: order ?? .max, topics: topics))
      // A stable sort keeps files without an order in the order they were loaded.
      categories = categories.enumerated().sorted {
        $0.element.order != $1.element.order
          ? $0.element.order < $1.element.order : $0.offset < $1.offset
      }.map(\.element)
    }
  }

  public func topic(id: String) -> Topic? {
    topics.first { $0.id == id }
  }

  /// The topics named by `words`: each a topic id or a category (all its topics), in order,
  /// without repeats.
  public func resolve(_ words: [String]) throws(UnknownTopicError) -> [Topic] {
    var result: [Topic] = []
    for word in words {
      let found: [Topic]
      if let category = categories.first(where: { $0.id == word }) {
        found = category.topics
      } else if let topic = topic(id: word) {
        found = [topic]
      } else {
        throw UnknownTopicError(name: word, suggestions: suggestions(for: word))
      }
      for topic in found where !result.contains(where: { $0.id == topic.id }) {
        result.append(topic)
      }
    }
    return result
  }

  /// Up to three ids or categories closest to `word` by edit distance, for "did you mean".
  public func suggestions(for word: String) -> [String] {
    let names = categories.map(\.id) + topics.map(\.id)
    let lowered = word.lowercased()
    let scored = names.map { name -> (String, Int) in
      var distance = Self.editDistance(lowered, name.lowercased())
      // A bare topic name (conbini) is close to its id (money.conbini).
      if name.hasSuffix("." + lowered) || name.lowercased().contains(lowered) {
        distance = min(distance, 1)
      }
      return (name, distance)
    }
    guard let best = scored.map(\.1).min() else { return [] }
    // Only near misses, and only those about as near as the nearest.
    let limit = min(max(2, word.count / 3), best + 1)
    return scored.filter { $0.1 <= limit }.sorted { $0.1 != $1.1 ? $0.1 < $1.1 : $0.0 < $1.0 }
      .prefix(3).map(\.0)
  }

  /// How many single-character insertions, deletions or substitutions turn `a` into `b`.
  public static func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty else { return b.count }
    var previous = Array(0...b.count)
    for i in 1...a.count {
      var row = [i] + Array(repeating: 0, count: b.count)
      for j in 1...max(1, b.count) where !b.isEmpty {
        row[j] = min(
          previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      previous = row
    }
    return previous[b.count]
  }
}

/// A topic or category name that is not in the catalog.
public struct UnknownTopicError: Error, Hashable, Sendable, CustomStringConvertible {
  public let name: String
  public let suggestions: [String]

  public init(name: String, suggestions: [String]) {
    self.name = name
    self.suggestions = suggestions
  }

  public var description: String {
    let hint =
      suggestions.isEmpty
      ? "run `countbiki topics` for the list."
      : "did you mean \(suggestions.joined(separator: " or "))?"
    return "there is no topic or category “\(name)”; \(hint)"
  }
}
