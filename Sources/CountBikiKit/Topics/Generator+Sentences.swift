/// Situation topics: numbers said inside sentences.
extension Generator {
  public struct SentenceParameters: Hashable, Sendable {
    /// At least one; each with at least one slot.
    public let templates: [Template]
  }

  func sentenceQuestion(
    _ p: SentenceParameters, topic: String, using rng: inout some RandomNumberGenerator
  ) -> Question {
    let template = p.templates[rng.uniform(in: 0...(p.templates.count - 1))]
    return Question(topic: topic, sentence: template.sentence(topic: topic, using: &rng))
  }

  /// A bare number of a situation topic: one slot of one of its templates, alone (`3番線`).
  func bareSlotQuestion(
    _ p: SentenceParameters, topic: String, using rng: inout some RandomNumberGenerator
  ) -> Question {
    let template = p.templates[rng.uniform(in: 0...(p.templates.count - 1))]
    let generators = template.slotGenerators
    let generator = generators[rng.uniform(in: 0...(generators.count - 1))]
    return generator.question(topic: topic, using: &rng)
  }
}

/// Whether numbers are asked alone, inside sentences, or both.
public enum Context: String, Hashable, Sendable, CaseIterable {
  /// A number alone: `3番線`.
  case bare
  /// A number inside a sentence: 「まもなく、3番線に…」.
  case sentence
  /// Either, half and half.
  case mix
}

extension Topic {
  /// Whether the topic holds sentence templates (a situation topic).
  public var isSituation: Bool {
    if case .sentences = generator { true } else { false }
  }

  /// The templates of a situation topic; empty for a plain one.
  public var templates: [Template] {
    if case .sentences(let p) = generator { p.templates } else { [] }
  }

  /// One question in `context`: a situation topic's numbers alone, in a sentence or either; a
  /// plain topic's number alone (`Deck` puts it in another topic's sentence when asked to).
  public func question(context: Context, using rng: inout some RandomNumberGenerator) -> Question {
    guard case .sentences(let p) = generator else { return question(using: &rng) }
    switch context {
    case .sentence: return generator.sentenceQuestion(p, topic: id, using: &rng)
    case .bare: return generator.bareSlotQuestion(p, topic: id, using: &rng)
    case .mix:
      return rng.uniform(below: 2) == 0
        ? generator.sentenceQuestion(p, topic: id, using: &rng)
        : generator.bareSlotQuestion(p, topic: id, using: &rng)
    }
  }
}
