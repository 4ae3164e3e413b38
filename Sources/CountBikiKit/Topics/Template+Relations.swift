/// Drawing a template's slots so that every relation holds: variables and free slots are drawn,
/// derived slots computed from them in order, then every check is tried; a draw that fails one is
/// drawn again, at most `attempts` times.
extension Template {
  /// How many draws a template may take for one sentence before it gives up.
  public static let attempts = 1000

  /// What a template states about its slots beyond their generators.
  public struct Rules: Hashable, Sendable {
    /// Numbers drawn for the relations only, never said: `n` in `room = floor * 100 + n`.
    public var variables: [Variable] = []
    /// The relations that draw a slot from others, in an order where each one's names are
    /// drawn or derived before it.
    public var derivations: [Relation] = []
    /// The relations that must hold.
    public var checks: [Relation] = []
    /// A draw that passed every relation, made when the file was read, used if a draw runs
    /// out of attempts (which a template the loader accepted practically never does).
    public var fallback: [Question] = []

    public init() {}

    public var isEmpty: Bool { variables.isEmpty && derivations.isEmpty && checks.isEmpty }
    public var count: Int { derivations.count + checks.count }
  }

  public struct Variable: Hashable, Sendable {
    public let name: String
    public let range: ClosedRange<Int64>
  }

  /// The slot names in order, one per slot.
  public var slotNames: [String] {
    pieces.compactMap { if case .slot(let name, _, _) = $0 { name } else { nil } }
  }

  /// The slots drawn by `rng` with every relation holding, or nil after `attempts` failed draws;
  /// `replacing` puts a question already drawn in the slot with that index. `failures` counts, per
  /// check, the draws it turned down.
  func drawSlots(
    topic: String, using rng: inout some RandomNumberGenerator,
    replacing: (slot: Int, question: Question)? = nil, failures: inout [Int]
  ) -> [Question]? {
    let names = slotNames
    let generators = slotGenerators
    let derived = Set(rules.derivations.compactMap(\.derived))
    failures = Array(repeating: 0, count: rules.checks.count + rules.derivations.count)
    for _ in 0..<(rules.isEmpty ? 1 : Self.attempts) {
      var values: [String: Int64] = [:]
      for variable in rules.variables { values[variable.name] = rng.uniform(in: variable.range) }
      var questions: [Question?] = []
      for (index, name) in names.enumerated() {
        if derived.contains(name) {
          questions.append(nil)
          continue
        }
        let question =
          replacing.flatMap { $0.slot == index ? $0.question : nil }
          ?? generators[index].question(topic: topic, using: &rng)
        values[name] = generators[index].relationValue(of: question)
        questions.append(question)
      }
      var failed = false
      for (d, relation) in rules.derivations.enumerated() {
        let name = relation.derived!
        let index = names.firstIndex(of: name)!
        guard let value = relation.right.value(values),
          let question = generators[index].question(value: value, topic: topic)
        else {
          failures[rules.checks.count + d] += 1
          failed = true
          break
        }
        values[name] = value
        questions[index] = question
      }
      if failed { continue }
      if let broken = rules.checks.firstIndex(where: { !$0.holds(values) }) {
        failures[broken] += 1
        continue
      }
      return questions.map { $0! }
    }
    return nil
  }

  /// A sentence of this template for `topic`; with `keepingRules` false each slot is drawn on
  /// its own, as templates drew before relations, so the sense check can measure what the
  /// relations prevent.
  public func sentence(
    topic: String, using rng: inout some RandomNumberGenerator, keepingRules: Bool
  ) -> Sentence {
    guard !keepingRules else { return sentence(topic: topic, using: &rng) }
    let drawn = slotGenerators.map { $0.question(topic: topic, using: &rng) }
    return assemble(drawn, key: "\(topic)/\(id)")
  }

  /// The relations a finished sentence breaks: each relation without variables is checked on
  /// the slots' values; those that name variables hold when some values of the variables, in
  /// their ranges, make all of them hold at once. What the sense check tests ask.
  public func brokenRelations(in sentence: Sentence) -> [Relation] {
    let values = values(of: sentence)
    let variables = Set(rules.variables.map(\.name))
    let all = rules.derivations + rules.checks
    var broken = all.filter { $0.names.isDisjoint(with: variables) && !$0.holds(values) }
    let bound = all.filter { !$0.names.isDisjoint(with: variables) }
    if !bound.isEmpty, !someAssignment(of: rules.variables[...], values, satisfies: bound) {
      broken += bound
    }
    return broken
  }

  private func someAssignment(
    of variables: ArraySlice<Variable>, _ values: [String: Int64], satisfies relations: [Relation]
  ) -> Bool {
    guard let first = variables.first else { return relations.allSatisfy { $0.holds(values) } }
    var values = values
    for value in first.range {
      values[first.name] = value
      if someAssignment(of: variables.dropFirst(), values, satisfies: relations) { return true }
    }
    return false
  }

  /// The relation that turned down most draws, to name in an error.
  func hardest(_ failures: [Int]) -> Relation? {
    let all = rules.checks + rules.derivations
    guard let most = failures.indices.max(by: { failures[$0] < failures[$1] }), failures[most] > 0
    else { return all.first }
    return all[most]
  }

  /// The values a finished sentence's slots have for its relations, by name: what the sense
  /// check tests hold against every relation again.
  public func values(of sentence: Sentence) -> [String: Int64] {
    var values: [String: Int64] = [:]
    for (index, generator) in slotGenerators.enumerated() where index < sentence.slots.count {
      values[slotNames[index]] = generator.relationValue(of: sentence.slots[index])
    }
    return values
  }
}

extension Generator {
  /// The single number a relation sees for a slot's question: the number itself, a time as
  /// minutes from midnight (0時15分 after 23時 as 24:15), a date as month × 100 + day, a decimal
  /// in its smallest step; nil for shapes a relation cannot use.
  func relationValue(of question: Question) -> Int64? {
    let v = question.values
    switch (self, question.format) {
    case (.clockTime(let p), _):
      guard v.count == 2 else { return nil }
      let hour = p.pastMidnight && v[0] < p.hours.lowerBound ? v[0] + 24 : v[0]
      return hour * 60 + v[1]
    case (_, .clockTime), (_, .hoursMinutes):
      return v.count == 2 ? v[0] * 60 + v[1] : nil
    case (_, .monthDay): return v.count == 2 ? v[0] * 100 + v[1] : nil
    case (.decimal(let p), .decimal):
      guard v.count == 2, v[1] <= Int64(p.places) else { return nil }
      return v[0] * PowerOfTen.int64(p.places - Int(v[1]))
    default: return v.count == 1 ? v[0] : nil
    }
  }

  /// Whether a relation can see this generator's questions as one number.
  var hasRelationValue: Bool {
    switch self {
    case .range, .significant, .price, .clockTime, .hoursMinutes, .monthDay, .decimal, .eraYear:
      true
    case .halfDay, .mixed, .digitPattern, .eraDate, .dateTime, .clockPhrase, .hoursMinutesSeconds,
      .sentences, .fraction:
      false
    }
  }

  /// Whether a relation may draw this generator's slot from other slots.
  var canBeDerived: Bool {
    switch self {
    case .range, .price, .clockTime, .hoursMinutes: true
    default: false
    }
  }

  /// The question for a value a relation computed, or nil when the generator's range does not
  /// hold it.
  func question(value: Int64, topic: String) -> Question? {
    switch self {
    case .range(let p):
      guard let first = p.bands.first, let last = p.bands.last,
        (first.range.lowerBound...last.range.upperBound).contains(value)
      else { return nil }
      return Self.counted(
        value, topic: topic, counter: p.counter, money: p.money, grouped: p.grouped)
    case .price(let p):
      guard p.range.contains(value) else { return nil }
      return Self.counted(value, topic: topic, counter: nil, money: true, grouped: true)
    case .clockTime(let p):
      guard value >= 0, p.hours.contains(value / 60) else { return nil }
      return Self.clockQuestion(p, hour: value / 60, minute: value % 60, topic: topic)
    case .hoursMinutes(let p):
      guard value >= 0, p.hours.contains(value / 60) else { return nil }
      return Self.durationQuestion(hours: value / 60, minutes: value % 60, topic: topic)
    default: return nil
    }
  }
}
