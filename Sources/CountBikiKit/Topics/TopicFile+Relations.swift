/// A template's `draw` (variables such as `"n": [1, 20]`) and `relations`
/// (`"room = floor * 100 + n"`), checked as the file is read: every name is a slot said once or a
/// variable, a derived slot is a number, an amount or a time and is derived once, no derivation
/// needs itself, and a draw that satisfies them all is found within `Template.attempts` tries.
extension TopicFile {
  static func rules(
    _ t: Fields, template: Template, topic: String
  ) throws(TopicFileError) -> Template.Rules {
    var rules = Template.Rules()
    if let value = t.values["draw"] {
      guard case .object(let object) = value else {
        throw t.error("draw", "must be an object of variable names and their [lowest, highest]")
      }
      for name in object.keys.sorted() {
        guard case .array(let bounds) = object[name]!, bounds.count == 2,
          case .number(let low) = bounds[0], case .number(let high) = bounds[1],
          low == low.rounded(), high == high.rounded(), abs(low) < 1e15, abs(high) < 1e15
        else {
          throw t.error("draw.\(name)", "must be two whole numbers, [lowest, highest]")
        }
        guard low <= high else {
          throw t.error(
            "draw.\(name)",
            "[\(t.shown(low)), \(t.shown(high))] cannot be drawn: the lowest is above the highest")
        }
        guard !template.slotNames.contains(name) else {
          throw t.error(
            "draw.\(name)", "is also a slot of the text; give the variable another name")
        }
        rules.variables.append(.init(name: name, range: Int64(low)...Int64(high)))
      }
    }
    let texts = try t.optionalStrings("relations") ?? []
    guard !texts.isEmpty || !rules.variables.isEmpty else { return rules }
    let names = template.slotNames
    let generators = template.slotGenerators
    var derived: [String: Relation] = [:]
    var derivedOrder: [String] = []
    for (index, text) in texts.enumerated() {
      let key = "relations[\(index)]"
      let relation: Relation
      do { relation = try Relation(parsing: text) } catch {
        throw t.error(key, "“\(text)” \(error.phrase)")
      }
      for name in (relation.left.names.union(relation.right.names)).sorted() {
        if rules.variables.contains(where: { $0.name == name }) { continue }
        let count = names.filter { $0 == name }.count
        guard count > 0 else {
          let known = (names.map { "{\($0)}" } + rules.variables.map(\.name)).joined(
            separator: ", ")
          throw t.error(
            key,
            "“\(text)” names \(name), which is neither a slot of the template nor a variable under draw; the template has \(known)"
          )
        }
        guard count == 1 else {
          throw t.error(
            key,
            "“\(text)” names {\(name)}, which the text says \(count) times; give each its own name under the template's slots"
          )
        }
        guard generators[names.firstIndex(of: name)!].hasRelationValue else {
          throw t.error(
            key, "“\(text)” names {\(name)}, whose kind is not one number a relation can compare")
        }
      }
      if let name = relation.derived, !rules.variables.contains(where: { $0.name == name }) {
        guard derived[name] == nil else {
          throw t.error(
            key,
            "“\(text)” draws {\(name)} again, already drawn by “\(derived[name]!)”; write the second as a check with <= or >="
          )
        }
        guard generators[names.firstIndex(of: name)!].canBeDerived else {
          throw t.error(
            key,
            "“\(text)” draws {\(name)}, but only a number, an amount or a time can be drawn from other slots"
          )
        }
        derived[name] = relation
        derivedOrder.append(name)
      } else {
        rules.checks.append(relation)
      }
    }
    rules.derivations = try ordered(derivedOrder, derived, t)
    return rules
  }

  /// The derivations in an order where each one's names come first; a cycle is an error.
  private static func ordered(
    _ order: [String], _ derived: [String: Relation], _ t: Fields
  ) throws(TopicFileError) -> [Relation] {
    var done: Set<String> = []
    var result: [Relation] = []
    var pending = order
    while !pending.isEmpty {
      guard
        let next = pending.firstIndex(where: { name in
          derived[name]!.right.names.allSatisfy { derived[$0] == nil || done.contains($0) }
        })
      else {
        let cycle = pending.map { "“\(derived[$0]!)”" }.joined(separator: " and ")
        throw t.error(
          "relations",
          "\(cycle) draw their slots from each other in a cycle; draw one of them from the others only"
        )
      }
      let name = pending.remove(at: next)
      done.insert(name)
      result.append(derived[name]!)
    }
    return result
  }

  /// The template with its rules and a fallback draw, or an error naming the relation that
  /// turned down most draws when none passes within `Template.attempts` tries.
  static func withRules(
    _ template: Template, _ t: Fields, topic: String
  ) throws(TopicFileError) -> Template {
    var template = template
    template.rules = try rules(t, template: template, topic: topic)
    guard !template.rules.isEmpty else { return template }
    var rng = SplitMix64(seed: 0)
    var failures: [Int] = []
    guard let drawn = template.drawSlots(topic: topic, using: &rng, failures: &failures) else {
      let relation = template.hardest(failures).map { "“\($0)”" } ?? "its relations"
      throw t.error(
        "relations",
        "no draw satisfies \(relation) in \(Template.attempts) tries; widen the slots' ranges or loosen the relation"
      )
    }
    template.rules.fallback = drawn
    return template
  }
}
