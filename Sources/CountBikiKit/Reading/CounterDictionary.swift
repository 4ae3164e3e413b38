import Foundation

/// countbiki's counter dictionary, `Topics/dictionary/counters.json`: every counter, unit and
/// loanword counter a learner can write after a number, with its sound class, the forms that
/// differ from the class, 何 + counter and the source of each rule. The file is embedded in the
/// engine when it is built, so the engine, the answer checker and the tests read one table.
public struct CounterDictionary: Sendable {
  /// One counter of the dictionary.
  public struct Entry: Sendable {
    /// Stable name used by the engine and the tests: `hon`, `day-of-month`.
    public let id: String
    /// Every spelling a learner may write after a number, the usual one first; empty for a
    /// counter that context alone chooses (日 as a number of days, 分 as a tenth).
    public let written: [String]
    /// The readings of the counter, as the engine applies them.
    public let counter: Counter
    /// The sound class the changes start from (`h`, `k`, `native` …), the base's for a compound.
    public let soundClass: String
    /// Where a learner meets it, the topic group: `shop`, `table`, `animals`, `books` …
    public let group: String
    /// What it counts, in English.
    public let meaning: String
    /// The reference its readings follow.
    public let source: String
  }

  /// The entries in the order of the file.
  public let entries: [Entry]
  /// Each sound class with a sentence on what it changes.
  public let classes: [String: String]

  /// The dictionary built into countbiki.
  public static let builtIn: CounterDictionary = {
    do {
      return try CounterDictionary(data: Data(counterDictionaryText.utf8))
    } catch {
      // The file is part of the program and checked by its tests; a broken one is a build fault.
      fatalError("countbiki’s counter dictionary is broken: \(error)")
    }
  }()

  /// The entry with `id`, or nil.
  public func entry(_ id: String) -> Entry? { byID[id] }

  private let byID: [String: Entry]

  /// The counter with `id` in the built-in dictionary; a missing id is a fault of the program.
  static func counter(_ id: String) -> Counter {
    guard let entry = builtIn.entry(id) else {
      fatalError("the counter dictionary has no entry \(id)")
    }
    return entry.counter
  }

  /// The path named in the dictionary's errors.
  static let file = "Topics/dictionary/counters.json"

  /// Reads a dictionary; the first problem found is thrown, naming its field.
  public init(data: Data) throws(TopicFileError) {
    let root = try TopicFile.root(data, file: Self.file, listedOnly: false)
    var sources: [String: String] = [:]
    if case .object(let table)? = root.values["sources"] {
      for (key, value) in table { if case .string(let text) = value { sources[key] = text } }
    }
    var classes: [String: SoundClass] = [:]
    guard case .object(let classTable)? = root.values["classes"] else {
      throw root.error("classes", "must be an object of sound classes")
    }
    for (name, value) in classTable {
      guard case .object(let fields) = value else {
        throw root.error("classes.\(name)", "must be an object")
      }
      let f = root.nested(fields, path: "classes.\(name)")
      classes[name] = SoundClass(
        about: try f.string("about"), changes: try Self.forms(f, "changes"),
        exact: try Self.forms(f, "exact"))
    }
    var entries: [Entry] = []
    var byID: [String: Entry] = [:]
    for (index, value) in try root.array("counters").enumerated() {
      guard case .object(let fields) = value else {
        throw root.error("counters[\(index)]", "must be an object")
      }
      let f = root.nested(fields, path: "counters[\(index)]")
      let entry = try Self.entry(f, classes: classes, sources: sources, known: byID)
      guard byID[entry.id] == nil else { throw f.error("id", "is used by an earlier entry") }
      byID[entry.id] = entry
      entries.append(entry)
    }
    self.entries = entries
    self.byID = byID
    self.classes = classes.mapValues(\.about)
  }

  /// A class's rules: forms by ending, each written `number part + counter onset`.
  private struct SoundClass {
    let about: String
    let changes: [UInt64: [String]]
    let exact: [UInt64: [String]]
  }

  private static func entry(
    _ f: Fields, classes: [String: SoundClass], sources: [String: String], known: [String: Entry]
  ) throws(TopicFileError) -> Entry {
    let id = try f.string("id")
    let written = try f.optionalStrings("written") ?? []
    let sourceKey = try f.optionalString("source") ?? "nhk"
    guard let source = sources[sourceKey] else {
      throw f.error("source", "“\(sourceKey)” is not one of the file's sources")
    }
    let group = try f.string("group")
    let meaning = try f.string("meaning")
    if let baseID = try f.optionalString("base") {
      guard let base = known[baseID] else {
        throw f.error("base", "“\(baseID)” is not an earlier entry")
      }
      let suffix = try f.optionalString("suffix") ?? ""
      let counter = base.counter.followed(by: suffix, label: written.first ?? base.counter.label)
      return Entry(
        id: id, written: written, counter: counter.identified(id), soundClass: base.soundClass,
        group: group, meaning: meaning, source: source)
    }
    let kana = try f.string("kana")
    let className = try f.string("class")
    guard let soundClass = classes[className] else {
      throw f.error("class", "“\(className)” is not one of the file's classes")
    }
    var changes = soundClass.changes.mapValues { $0.map { expand($0, kana) } }
    for (ending, forms) in try Self.forms(f, "changes") { changes[ending] = forms }
    var exact = soundClass.exact.mapValues { $0.map { expand($0, kana) } }
    for (value, forms) in try Self.forms(f, "exact") { exact[value] = forms }
    var range: ClosedRange<UInt64>?
    if let bounds = try f.optionalIntegers("range") {
      guard bounds.count == 2, bounds[0] >= 0, bounds[0] <= bounds[1] else {
        throw f.error("range", "must be [lowest, highest]")
      }
      range = UInt64(bounds[0])...UInt64(bounds[1])
    }
    let counter = Counter(
      try f.optionalString("label") ?? written.first ?? kana, kana, changes: changes, exact: exact, range: range,
      fullName: try f.optionalString("full"), digitwise: try f.optionalBool("digitwise") ?? false,
      id: id, question: try f.optionalStrings("nan"))
    return Entry(
      id: id, written: written, counter: counter, soundClass: className, group: group,
      meaning: meaning, source: source)
  }

  /// An object of forms keyed by a number (`{"1": ["いっぽん"]}`); empty when absent.
  private static func forms(_ f: Fields, _ key: String) throws(TopicFileError) -> [UInt64: [String]] {
    guard let value = f.values[key] else { return [:] }
    guard case .object(let table) = value else { throw f.error(key, "must be an object") }
    var result: [UInt64: [String]] = [:]
    for (number, forms) in table {
      guard let ending = UInt64(number), case .array(let list) = forms, !list.isEmpty else {
        throw f.error(key, "maps numbers to non-empty lists of kana")
      }
      result[ending] = try list.map { (item: JSONValue) throws(TopicFileError) -> String in
        guard case .string(let text) = item, !text.isEmpty else {
          throw f.error(key, "maps numbers to non-empty lists of kana")
        }
        return text
      }
    }
    return result
  }

  /// A class form `number+onset` for a counter read `kana`: `いっ+p` with ほん is いっぽん, `さん+b`
  /// is さんぼん, `はち+` is はちほん.
  static func expand(_ template: String, _ kana: String) -> String {
    guard let plus = template.firstIndex(of: "+") else { return template }
    let head = String(template[..<plus])
    let onset = template[template.index(after: plus)...]
    guard let first = kana.first, !onset.isEmpty, let row = SoundPattern.onsets[first] else {
      return head + kana
    }
    let changed = onset == "b" ? row.voiced : row.p ?? first
    return head + String(changed) + kana.dropFirst()
  }
}

extension Fields {
  func optionalIntegers(_ key: String) throws(TopicFileError) -> [Int64]? {
    guard let value = values[key] else { return nil }
    guard case .array(let list) = value else { throw error(key, "must be a list of numbers") }
    return try list.map { (item: JSONValue) throws(TopicFileError) -> Int64 in
      guard case .number(let number) = item, number == number.rounded(), number >= 0 else {
        throw error(key, "must be a list of whole numbers")
      }
      return Int64(number)
    }
  }
}
