/// A question said inside a sentence, as a situation topic's template makes it: 「まもなく、3番線に
/// 14時5分発の快速が参ります」. Each slot is a number of its own with its own question; the
/// learner types the slots' answers in order.
public struct Sentence: Hashable, Sendable, Codable {
  /// The template it was made from, `topic/template`: `station.departure/arrival`.
  public let template: String
  /// The sentence in English, with each slot's answer in place.
  public let gloss: String
  /// How fast the situation is spoken, as a multiple of the voice's rate (a register is fast,
  /// an announcement slow); the session's rate multiplies it.
  public let rate: Double
  /// The sentence cut into word runs and slots, in order.
  public let parts: [Part]
  /// The question of each slot, in order: what the learner types for it and what is recorded.
  public let slots: [Question]

  public init(template: String, gloss: String, rate: Double, parts: [Part], slots: [Question]) {
    self.template = template
    self.gloss = gloss
    self.rate = rate
    self.parts = parts
    self.slots = slots
  }

  /// A stretch of the sentence: its written Japanese, its reading in hiragana as said, and as
  /// spelt.
  public struct Part: Hashable, Sendable, Codable {
    public let written: String
    /// As said, what the speech engine is given: the particle は as わ, へ as え.
    public let reading: String
    /// In standard spelling, what a learner is shown: particles は, へ, を.
    public let spelling: String
    /// The index into `slots` when this part is a number, nil for the template's own words.
    public let slot: Int?

    public init(written: String, reading: String, spelling: String? = nil, slot: Int?) {
      self.written = written
      self.reading = reading
      self.spelling = spelling ?? reading
      self.slot = slot
    }

    private enum CodingKeys: String, CodingKey { case written, reading, spelling, slot }

    public init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: CodingKeys.self)
      written = try c.decode(String.self, forKey: .written)
      reading = try c.decode(String.self, forKey: .reading)
      // A sentence stored before spelling was kept is shown as it was said.
      spelling = try c.decodeIfPresent(String.self, forKey: .spelling) ?? reading
      slot = try c.decodeIfPresent(Int.self, forKey: .slot)
    }
  }

  /// The written sentence: `まもなく、3番線に14時5分発の快速が参ります。`
  public var written: String { parts.map(\.written).joined() }

  /// The whole reading, the slots' canonical readings joined with the template's kana as said.
  public var reading: String { parts.map(\.reading).joined() }

  /// The whole reading in standard spelling, as a learner is shown it: particles は, へ, を.
  public var spelling: String { parts.map(\.spelling).joined() }

  /// `text` with each part for which `mark` is true wrapped by `open` and `close`:
  /// `まもなく、[3番線]に…`. The screen and transcript mark the numbers this way.
  public func marked(
    _ text: KeyPath<Part, String>, open: String = "[", close: String = "]"
  ) -> String {
    parts.map { $0.slot == nil ? $0[keyPath: text] : open + $0[keyPath: text] + close }.joined()
  }
}

extension Question {
  /// A question whose numbers are said inside `sentence`: shown as the written sentence, read
  /// as the whole sentence, answered with each slot's answer in order, separated by a space.
  init(topic: String, sentence: Sentence) {
    let slots = sentence.slots
    self.init(
      topic: topic, values: slots.flatMap(\.values), format: slots[0].format,
      display: sentence.written, reading: Reading(accepted: [sentence.reading]),
      answer: slots.map(\.answer).joined(separator: " "), patterns: Self.union(slots.map(\.patterns)))
    self.sentence = sentence
    self.template = sentence.template
    // One part per word run and per number, so an engine that reads the written form is
    // overruled number by number where its reading is not ours.
    self.spokenParts = sentence.parts.map { part in
      SpokenPart(
        written: part.slot == nil ? part.written : SpokenPart.writtenForReadingAloud(part.written, reading: part.reading),
        reading: part.reading)
    }
  }

  /// This question as a slot of the template `template`.
  func inTemplate(_ template: String) -> Question {
    var copy = self
    copy.template = template
    return copy
  }

  private static func union(_ lists: [[String]]) -> [String] {
    var seen: Set<String> = []
    return lists.joined().filter { seen.insert($0).inserted }
  }
}

extension Question {
  /// The reading as a learner is shown it: a sentence in standard spelling (particles は, へ),
  /// a bare number as its canonical reading. What is heard stays `reading.canonical`.
  public var shownReading: String { sentence?.spelling ?? reading.canonical }
}
