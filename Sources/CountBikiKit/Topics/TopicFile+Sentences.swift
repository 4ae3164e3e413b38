import Foundation

/// Situation topics: `"kind": "sentences"` with `slots` (each a generator, as a topic's own
/// fields) and `templates` (the written sentence with `{slot}` names, its kana, an English gloss).
extension TopicFile {
  /// The most numbers one sentence may ask for.
  public static let maximumSlots = 3

  /// `shared` holds the generators of the file's own slots already made for an earlier topic:
  /// they do not depend on the topic, and one file's topics often share them.
  static func sentenceGenerator(
    _ f: Fields, topic: String, fileSlots: [String: JSONValue],
    shared: inout [String: (Generator, Bool)]
  ) throws(TopicFileError) -> Generator {
    var declared = fileSlots
    var own: [String: JSONValue] = [:]
    if let value = f.values["slots"] {
      guard case .object(let slots) = value else {
        throw f.error("slots", "must be an object of slot names and their generators")
      }
      own = slots
      declared.merge(own) { $1 }
    }
    let rate = try rateField(f, default: 1)
    let entries = try f.array("templates")
    guard !entries.isEmpty else { throw f.error("templates", "the list is empty") }
    var templates: [Template] = []
    var generators: [String: (Generator, Bool)] = [:]
    var ids: Set<String> = []
    for (index, entry) in entries.enumerated() {
      guard case .object(let object) = entry else {
        throw f.error("templates", "each template must be a JSON object")
      }
      let t = f.nested(object, path: "\(f.path) (\(topic)).templates[\(index)]")
      let id = try t.string("id")
      guard ids.insert(id).inserted else {
        throw t.error("id", "“\(id)” is already used by an earlier template of this topic")
      }
      let written = try split(try t.string("text"), t, "text")
      guard let kanaText = try t.optionalString("kana") else {
        throw t.error("kana", "is missing: give the kana of the words around the slots, as espeak-ng cannot read kanji")
      }
      let kana = try split(kanaText, t, "kana")
      let said = kana.words.map(Self.said)
      let spelt = kana.words.map(Self.spelt)
      let (mine, templateSlots) = try templateSlots(t, declared)
      guard written.slots == kana.slots else {
        throw t.error(
          "kana",
          "names the slots \(list(kana.slots)) but the text names \(list(written.slots)); give the same slots in the same order")
      }
      for run in spelt where !isKana(run) {
        throw t.error("kana", "“\(run)” is not kana: write the words around the slots in hiragana or katakana")
      }
      guard !written.slots.isEmpty else {
        throw t.error("text", "has no slot: put at least one slot such as {price} in the sentence")
      }
      guard written.slots.count <= maximumSlots else {
        throw t.error(
          "text",
          "has \(written.slots.count) slots, more numbers than the \(maximumSlots) an answer may hold")
      }
      var pieces: [Template.Piece] = []
      for (position, name) in written.slots.enumerated() {
        if !written.words[position].isEmpty || !kana.words[position].isEmpty {
          pieces.append(
            .words(written: written.words[position], kana: said[position], spelling: spelt[position]))
        }
        if mine[name] == nil, generators[name] == nil {
          let fromFile = own[name] == nil && fileSlots[name] != nil
          if fromFile, let made = shared[name] {
            generators[name] = made
          } else {
            let made = try slotGenerator(name, declared, f, t)
            generators[name] = made
            if fromFile { shared[name] = made }
          }
        }
        let (generator, stay) =
          mine[name] != nil ? try slotGenerator(name, templateSlots, f, t) : generators[name]!
        if written.slots.count > 1, case .dateTime = generator {
          throw t.error(
            "text",
            "the slot {\(name)} is a date and time, whose answer holds a space, so it must be the only slot")
        }
        pieces.append(.slot(name: name, generator: generator, stay: stay))
      }
      if let last = written.words.last, let lastKana = kana.words.last,
        !last.isEmpty || !lastKana.isEmpty
      {
        pieces.append(.words(written: last, kana: said.last!, spelling: spelt.last!))
      }
      let template = Template(
        id: id, pieces: pieces, gloss: try t.string("gloss"), rate: try rateField(t, default: rate))
      templates.append(try withRules(template, t, topic: topic))
    }
    return .sentences(.init(templates: templates))
  }

  /// A slot's generator, declared under `slots` of the topic or the file.
  private static func slotGenerator(
    _ name: String, _ declared: [String: JSONValue], _ f: Fields, _ t: Fields
  ) throws(TopicFileError) -> (Generator, Bool) {
    guard let spec = declared[name] else {
      let known = declared.keys.sorted().map { "{\($0)}" }.joined(separator: ", ")
      throw t.error(
        "text",
        "the slot type {\(name)} is not declared under slots\(known.isEmpty ? "" : "; the slots are \(known)")")
    }
    guard case .object(let object) = spec else {
      throw f.error("slots", "{\(name)} must be an object with a kind and its fields")
    }
    let s = f.nested(object, path: "\(f.path).slots.\(name)")
    if (try s.optionalString("kind")) == Generator.Kind.sentences.rawValue {
      throw s.error("kind", "a slot is a number, so it cannot hold sentences")
    }
    let generator = try generator(s)
    let stay = try s.optionalBool("stay") ?? false
    if stay {
      guard case .range(let p) = generator, p.counter?.label == "泊" else {
        throw s.error("stay", "only a range with the counter 泊 can be a stay (2泊3日)")
      }
    }
    return (generator, stay)
  }

  /// A template's own `slots`: each a generator (an object) or the name of the topic's or
  /// file's slot it is drawn like (`"to": "room"`), so that two rooms can be told apart.
  private static func templateSlots(
    _ t: Fields, _ declared: [String: JSONValue]
  ) throws(TopicFileError) -> ([String: JSONValue], [String: JSONValue]) {
    guard let value = t.values["slots"] else { return ([:], declared) }
    guard case .object(let slots) = value else {
      throw t.error("slots", "must be an object of slot names and their generators")
    }
    var mine: [String: JSONValue] = [:]
    for (name, spec) in slots {
      if case .string(let other) = spec {
        guard let like = declared[other] else {
          throw t.error("slots.\(name)", "names {\(other)}, which is not declared under the topic's or file's slots")
        }
        mine[name] = like
      } else {
        mine[name] = spec
      }
    }
    return (mine, declared.merging(mine) { $1 })
  }

  /// Kana as said: a particle marked `^は` is said わ, `^へ` is said え.
  static func said(_ kana: String) -> String {
    kana.replacingOccurrences(of: "^は", with: "わ").replacingOccurrences(of: "^へ", with: "え")
  }

  /// Kana as spelt: the marks dropped, the particles kept は and へ.
  static func spelt(_ kana: String) -> String {
    kana.replacingOccurrences(of: "^", with: "")
  }

  /// The words between the slots (one more than the slots) and the slot names, in order.
  static func split(_ text: String, _ t: Fields, _ key: String) throws(TopicFileError) -> (
    words: [String], slots: [String]
  ) {
    var words: [String] = []
    var slots: [String] = []
    var current = ""
    var name: String?
    for character in text {
      switch (character, name) {
      case ("{", nil):
        words.append(current)
        current = ""
        name = ""
      case ("{", .some):
        throw t.error(key, "a slot opened with “{” is opened again before it is closed with “}”")
      case ("}", nil):
        throw t.error(key, "a “}” closes no slot: the braces are unbalanced")
      case ("}", .some(let slot)):
        guard !slot.isEmpty else { throw t.error(key, "“{}” names no slot") }
        slots.append(slot)
        name = nil
      case (_, .some(let slot)):
        name = slot + String(character)
      case (_, nil):
        current.append(character)
      }
    }
    guard name == nil else {
      throw t.error(key, "a slot opened with “{” is never closed: the braces are unbalanced")
    }
    words.append(current)
    return (words, slots)
  }

  /// Kana, the long-vowel mark, spaces and Japanese punctuation; no kanji, digits or letters.
  static func isKana(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      (0x3041...0x30FF).contains(scalar.value) || " 　、。，．！？!?「」『』（）…~〜".unicodeScalars.contains(scalar)
    }
  }

  private static func list(_ slots: [String]) -> String {
    slots.isEmpty ? "none" : slots.map { "{\($0)}" }.joined(separator: " ")
  }

  /// `rate`: a multiple of the voice's speed, 0.5–2.
  private static func rateField(_ f: Fields, default value: Double) throws(TopicFileError) -> Double
  {
    guard let raw = f.values["rate"] else { return value }
    guard case .number(let number) = raw, (0.5...2).contains(number) else {
      throw f.error("rate", "must be a number from 0.5 to 2 (1 is the voice's normal speed)")
    }
    return number
  }
}
