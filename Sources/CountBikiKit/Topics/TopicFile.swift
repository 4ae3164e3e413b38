import Foundation

/// Reads one topic file (one category) and checks every field, so that a generator never meets a
/// value it cannot read.
///
///     { "category": "money", "title": "Money", "order": 2,
///       "topics": [ { "id": "money.conbini", "title": "…", "description": "…",
///                     "kind": "range", "min": 100, "max": 1500, "money": true } ] }
public struct TopicFile: Sendable {
  public let category: String
  public let title: String
  /// Where the category is listed: lower first; files without it come after, by name.
  public let order: Int64?
  /// The topics that are valid.
  public let topics: [Topic]
  /// One entry per topic that could not be loaded.
  public let problems: [TopicFileError]

  /// The most topics one file may hold.
  public static let maximumTopics = 10_000
  /// The largest file read: room for `maximumTopics` topics of several hundred bytes each. A
  /// larger file is refused before it is read, so a huge one costs nothing.
  public static let maximumBytes = 8 << 20

  /// Parses `data`; throws only when the file as a whole is unusable (not JSON, no category, more
  /// than `maximumTopics` topics). `checked` says these very bytes were read and found whole
  /// before by this very program: each generator is then made the first time it is used, not
  /// now, which spares listing the topics most of the work of reading them.
  public init(data: Data, file: String, checked: Bool = false) throws(TopicFileError) {
    // A file checked before is read for what a listing shows; its generators are made later.
    let later = checked ? LaterFile(data: data, file: file) : nil
    let root = try Self.root(data, file: file, listedOnly: checked)
    category = try root.string("category")
    title = try root.optionalString("title") ?? category
    order = try root.optionalInteger("order")
    var fileSlots: [String: JSONValue] = [:]
    if let value = root.values["slots"] {
      guard case .object(let slots) = value else {
        throw root.error("slots", "must be an object of slot names and their generators")
      }
      fileSlots = slots
    }
    let entries = try root.array("topics")
    guard entries.count <= Self.maximumTopics else {
      throw TopicFileError(
        file: file, field: "topics",
        problem:
          "\(entries.count) topics are more than the \(Self.maximumTopics) a file may hold; split them into several files"
      )
    }
    var topics: [Topic] = []
    var ids: Set<String> = []
    var problems: [TopicFileError] = []
    var sharedSlots: [String: (Generator, Bool)] = [:]
    for (index, entry) in entries.enumerated() {
      let path = "topics[\(index)]"
      do throws(TopicFileError) {
        guard case .object(let object) = entry else {
          throw TopicFileError(file: file, field: path, problem: "each topic must be a JSON object")
        }
        let fields = root.nested(object, path: path)
        let topic = try Self.topic(
          fields, category: category, slots: fileSlots, shared: &sharedSlots,
          later: later.map { file in LaterGenerator { file.generator(ofTopic: index) } })
        guard ids.insert(topic.id).inserted else {
          throw fields.error("id", "“\(topic.id)” is already used by an earlier topic in this file")
        }
        topics.append(topic)
      } catch {
        problems.append(error)
      }
    }
    self.topics = topics
    self.problems = problems
  }

  /// The fields of the file's one object; `listedOnly` reads only what a listing shows.
  static func root(_ data: Data, file: String, listedOnly: Bool) throws(TopicFileError) -> Fields {
    do {
      let (document, spellings) =
        listedOnly ? try JSONValue.parse(data, keeping: listed) : try JSONValue.parse(data)
      guard case .object(let object) = document else {
        throw TopicFileError(
          file: file, field: "file", problem: "the file must hold one JSON object")
      }
      return Fields(object, path: "", file: file, spellings: spellings)
    } catch let error as TopicFileError {
      throw error
    } catch {
      throw TopicFileError(file: file, field: "file", problem: "it is not valid JSON")
    }
  }

  /// The members a listing reads: the file's own but its slots, and each topic's own fields but
  /// what makes its questions.
  private static func listed(depth: Int, key: String) -> Bool {
    switch depth {
    case 1: key != "slots"
    case 3: ["id", "title", "description", "notes", "weight"].contains(key)
    default: true
    }
  }

  /// A topic; `later`, for a file checked before, makes its generator on first use.
  private static func topic(
    _ f: Fields, category: String, slots: [String: JSONValue],
    shared: inout [String: (Generator, Bool)], later: LaterGenerator?
  ) throws(TopicFileError) -> Topic {
    let id = try f.string("id")
    guard id.allSatisfy({ $0.isLetter || $0.isNumber || "._-".contains($0) }),
      id.contains(Character("."))
    else {
      throw f.error(
        "id", "“\(id)” must be category.name in letters, digits, “-” and “_”, as in money.conbini")
    }
    let weight = try f.optionalInteger("weight") ?? 1
    guard weight >= 1 else { throw f.error("weight", "must be a whole number of at least 1") }
    let title = try f.string("title")
    let description = try f.optionalString("description") ?? ""
    let source: GeneratorSource
    if let later {
      source = .later(later)
    } else {
      source = .made(try generator(f, topic: id, slots: slots, shared: &shared))
    }
    return Topic(
      id: id, category: category, title: title, description: description, source: source,
      weight: UInt64(weight), notes: try f.optionalString("notes"))
  }

  /// The generator of the topic `f`, its fields checked.
  static func generator(
    _ f: Fields, topic id: String, slots: [String: JSONValue],
    shared: inout [String: (Generator, Bool)]
  ) throws(TopicFileError) -> Generator {
    try f.optionalString("kind") == Generator.Kind.sentences.rawValue
      ? sentenceGenerator(f, topic: id, fileSlots: slots, shared: &shared) : generator(f)
  }
}
