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

  public enum Piece: Hashable, Sendable {
    /// Words as written and their kana: 「発の快速が参ります」, 「はつのかいそくがまいります」.
    case words(written: String, kana: String)
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

  /// A sentence with each slot drawn from its generator; `replacing` puts a question already
  /// drawn (a plain topic's) in the slot with that index instead.
  func sentence(
    topic: String, using rng: inout some RandomNumberGenerator,
    replacing: (slot: Int, question: Question)? = nil, key: String? = nil
  ) -> Sentence {
    let key = key ?? "\(topic)/\(id)"
    var parts: [Sentence.Part] = []
    var slots: [Question] = []
    var gloss = gloss
    for piece in pieces {
      switch piece {
      case .words(let written, let kana):
        parts.append(Sentence.Part(written: written, reading: kana, slot: nil))
      case .slot(let name, let generator, let stay):
        var drawn =
          replacing.flatMap { $0.slot == slots.count ? $0.question : nil }
          ?? generator.question(topic: topic, using: &rng)
        if stay { drawn = Self.stay(drawn) }
        let question = drawn.inTemplate(key)
        parts.append(
          Sentence.Part(
            written: Self.written(question), reading: question.reading.canonical,
            slot: slots.count))
        slots.append(question)
        gloss = Self.replacingFirst("{\(name)}", in: gloss, with: Self.english(question))
      }
    }
    return Sentence(template: key, gloss: gloss, rate: rate, parts: parts, slots: slots)
  }

  /// How a slot's number is written inside a sentence: amounts as 1,280円, not ¥1,280.
  static func written(_ question: Question) -> String {
    question.isMoney ? Money.written(question.display) : question.display
  }

  /// A slot's answer as the English gloss gives it: `¥1,280`, `14:05`, `3`.
  static func english(_ question: Question) -> String {
    question.isMoney ? question.display : question.answer
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
