import Foundation

/// A sentence of a situation topic with typed slots: 「お会計、{total}になります」. The slots are
/// filled by the ordinary generators; the template gives the kana of the words around them, since
/// espeak-ng cannot read kanji.
public struct Template: Hashable, Sendable {
  /// Unique within its topic: `arrival`.
  public let id: String
  /// The sentence in order: the template's words and its slots.
  public let pieces: [Piece]
  /// English, with `{slot}` where a slot's answer goes.
  public let gloss: String
  /// How fast the situation is spoken, as a multiple of the voice's rate.
  public let rate: Double
  /// How the slots relate: variables, slots drawn from others, checks.
  public internal(set) var rules = Rules()

  public enum Piece: Hashable, Sendable {
    /// Words as written, their kana as said (the particle は as わ, へ as え) and as spelt:
    /// 「チェックインは」, 「ちぇっくいんわ」, 「ちぇっくいんは」.
    case words(written: String, kana: String, spelling: String)
    /// A number drawn by `generator`, named as in the template (`platform`). A `stay` slot
    /// (counter 泊) is written with its days, 2泊3日 にはくみっか, and answered with the nights.
    case slot(name: String, generator: Generator, stay: Bool = false)
  }

  public init(id: String, pieces: [Piece], gloss: String, rate: Double) {
    self.id = id
    self.pieces = pieces
    self.gloss = gloss
    self.rate = rate
  }

  /// The generators of the slots, in order.
  public var slotGenerators: [Generator] {
    pieces.compactMap { if case .slot(_, let generator, _) = $0 { generator } else { nil } }
  }

  /// A sentence with each slot drawn from its generator so that every relation holds;
  /// `replacing` puts a question already drawn (a plain topic's) in the slot with that index.
  func sentence(
    topic: String, using rng: inout some RandomNumberGenerator,
    replacing: (slot: Int, question: Question)? = nil, key: String? = nil
  ) -> Sentence {
    var failures: [Int] = []
    let drawn =
      drawSlots(topic: topic, using: &rng, replacing: replacing, failures: &failures)
      ?? rules.fallback
    return assemble(drawn, key: key ?? "\(topic)/\(id)")
  }

  /// The sentence with `drawn` in its slots, in order.
  func assemble(_ drawn: [Question], key: String) -> Sentence {
    var parts: [Sentence.Part] = []
    var slots: [Question] = []
    var gloss = gloss
    for piece in pieces {
      switch piece {
      case .words(let written, let kana, let spelling):
        parts.append(Sentence.Part(written: written, reading: kana, spelling: spelling, slot: nil))
      case .slot(let name, _, let stay):
        let question = (stay ? Self.stay(drawn[slots.count]) : drawn[slots.count]).inTemplate(key)
        parts.append(
          Sentence.Part(
            written: Self.written(question), reading: question.reading.canonical,
            slot: slots.count))
        slots.append(question)
        gloss = Self.replacingFirst("{\(name)}", in: gloss, with: Self.english(question))
      }
    }
    return Sentence(
      template: key, gloss: Gloss.agreeing(gloss), rate: rate, parts: parts, slots: slots)
  }

  /// How a slot's number is written inside a sentence: amounts as 1,280円, not ¥1,280.
  static func written(_ question: Question) -> String {
    question.isMoney ? Money.written(question.display) : question.display
  }

  /// A slot's answer as the English gloss gives it: `¥1,280`, `14:05`, `3`; an amount in 万
  /// as money too (`17万円` is `¥170,000`).
  static func english(_ question: Question) -> String {
    if question.isMoney { return question.display }
    if question.suffix.hasSuffix("円") || question.display.hasSuffix("円"), question.values.count == 1 {
      return Money.sign + Digits.grouped(String(question.values[0]))
    }
    return question.answer
  }

  /// 2泊 as the stay 2泊3日 (にはくみっか), still answered 2.
  static func stay(_ nights: Question) -> Question {
    guard let count = nights.values.first else { return nights }
    let display = "\(count)泊\(count + 1)日"
    return Question(
      topic: nights.topic, values: nights.values, format: nights.format, display: display,
      reading: Generator.read(display), answer: nights.answer, suffix: nights.suffix,
      explanation: Generator.explain(display))
  }

  static func replacingFirst(_ target: String, in text: String, with value: String) -> String {
    guard let range = text.range(of: target) else { return text }
    return text.replacingCharacters(in: range, with: value)
  }
}
