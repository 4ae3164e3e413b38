/// Numbers alone or inside sentences (`--context`).
extension Deck {
  /// A one-slot template that can say another topic's number: 「お会計、{total}になります」 says
  /// any amount in its range.
  public struct Host: Hashable, Sendable {
    let topic: String
    let template: Template
    /// The numbers its slot holds, and how they are answered (`number|¥|`), so a price is put
    /// only where a price is said.
    let range: ClosedRange<Int64>
    /// The step its slot draws in (¥10,000s at an ATM), so a number it never says is not put in.
    let step: Int64
    let unit: String

    /// Whether the slot could have drawn `value` itself.
    /// Whether the slot could have drawn `value` itself and the template's relations hold for it.
    func holds(_ value: Int64) -> Bool {
      guard range.contains(value), (value - range.lowerBound) % step == 0 else { return false }
      let values = [template.slotNames[0]: value]
      return template.rules.checks.allSatisfy { $0.holds(values) }
    }
  }

  /// The one-slot templates of `topics` whose slot draws whole numbers from a known range.
  public static func hosts(from topics: [Topic]) -> [Host] {
    topics.flatMap { topic in
      topic.templates.compactMap { template -> Host? in
        let generators = template.slotGenerators
        // A template with variables relates its slot to numbers not said; it says only its own.
        guard generators.count == 1, let range = generators[0].valueRange,
          template.rules.variables.isEmpty, template.rules.derivations.isEmpty
        else { return nil }
        var probe = SplitMix64(seed: 0)
        let sample = generators[0].question(topic: topic.id, using: &probe)
        return Host(
          topic: topic.id, template: template, range: range, step: generators[0].valueStep,
          unit: unit(of: sample))
      }
    }
  }

  static func unit(of question: Question) -> String {
    "\(question.format.rawValue)|\(question.prefix)|\(question.suffix)"
  }

  /// The next question of `topic` in the deck's context.
  mutating func question(of topic: Topic) -> Question {
    Self.question(of: topic, context: context, hosts: hosts, using: &generator)
  }

  /// A question of `topic` in `context`: a situation topic mixes sentences and bare numbers
  /// unless told otherwise; a plain topic is bare unless told otherwise, and then its number is
  /// said in a host template of the same unit whose range holds it.
  public static func question(
    of topic: Topic, context: Context?, hosts: [Host], using generator: inout some RandomNumberGenerator
  ) -> Question {
    if topic.isSituation { return topic.question(context: context ?? .mix, using: &generator) }
    let plain = topic.question(using: &generator)
    guard let context, context != .bare, !hosts.isEmpty else { return plain }
    if context == .mix, generator.uniform(below: 2) == 0 { return plain }
    let unit = unit(of: plain)
    let fitting = hosts.filter { host in
      host.unit == unit && plain.values.count == 1 && host.holds(plain.values[0])
    }
    guard !fitting.isEmpty else { return plain }
    let host = fitting[generator.uniform(in: 0...(fitting.count - 1))]
    let sentence = host.template.sentence(
      topic: topic.id, using: &generator, replacing: (0, plain),
      key: "\(host.topic)/\(host.template.id)")
    return Question(topic: topic.id, sentence: sentence)
  }
}

extension Generator {
  /// The step between the numbers a range draws; 1 for the other kinds.
  var valueStep: Int64 {
    if case .range(let p) = self { p.step } else { 1 }
  }

  /// The whole numbers a generator draws, when it draws from a plain range: ranges, prices and
  /// round amounts; nil for times, dates, decimals and digits.
  var valueRange: ClosedRange<Int64>? {
    switch self {
    case .range(let p):
      guard let first = p.bands.first, let last = p.bands.last else { return nil }
      return first.range.lowerBound...last.range.upperBound
    case .price(let p): return p.range
    case .significant(let p): return p.range
    case .halfDay, .clockTime, .hoursMinutes, .eraYear, .monthDay, .mixed, .decimal, .digitPattern,
      .eraDate, .dateTime, .clockPhrase, .hoursMinutesSeconds, .sentences, .fraction:
      return nil
    }
  }
}
