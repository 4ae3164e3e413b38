import CountBikiKit
import Foundation
import TestSupport
import Testing

/// Sentences that make sense: every template's relations hold for every draw, and every
/// sentence of every topic keeps the rules of the real world (`worldRules`). 10,000 questions
/// per template in a full sweep (`COUNTBIKI_FULL_SWEEP=1`), 30 in an ordinary run.
private let perTemplate = Sweep.count(30, full: 10_000)

/// Each template's violations of its own relations, and of the world's rules, in `count` draws.
private func violations(keepingRules: Bool, count: Int) -> (relations: [String], world: [String]) {
  var relations: [String] = []
  var world: [String] = []
  for topic in BuiltIn.catalog.topics where topic.isSituation {
    for template in topic.templates {
      var rng = SplitMix64(seed: 1)
      for _ in 0..<count {
        let sentence = template.sentence(topic: topic.id, using: &rng, keepingRules: keepingRules)
        for relation in template.brokenRelations(in: sentence) {
          relations.append("\(sentence.template): “\(relation)” fails in 「\(sentence.written)」")
        }
        for rule in worldRules {
          world += rule.check(sentence.written).map {
            "\(sentence.template): \($0) in 「\(sentence.written)」"
          }
        }
      }
    }
  }
  return (relations, world)
}

/// How many violations each template or topic has, with its first.
private func summary(_ lines: [String]) -> String {
  var first: [String: String] = [:]
  var counts: [String: Int] = [:]
  for line in lines {
    let key = String(line.prefix { $0 != ":" })
    counts[key, default: 0] += 1
    if first[key] == nil { first[key] = line }
  }
  return "\(lines.count) in \(counts.count):\n"
    + counts.keys.sorted().map { "\(counts[$0]!) \(first[$0]!)" }.joined(separator: "\n")
}

@Test func everyTemplateKeepsItsRelationsAndTheWorldsRules() {
  let found = violations(keepingRules: true, count: perTemplate)
  #expect(found.relations.isEmpty, "\(summary(found.relations))")
  #expect(found.world.isEmpty, "\(summary(found.world))")
}

@Test func everyPlainTopicKeepsTheWorldsRules() {
  var found: [String] = []
  for topic in BuiltIn.catalog.topics where !topic.isSituation {
    var rng = SplitMix64(seed: 1)
    for _ in 0..<Sweep.count(50, full: 10_000) {
      let question = topic.question(using: &rng)
      for rule in worldRules { found += rule.check(question.display).map { "\(topic.id): \($0)" } }
    }
  }
  #expect(found.isEmpty, "\(summary(found))")
}

/// What the relations prevent: the same draws with each slot on its own, as before relations
/// were stated, printed for the record with `COUNTBIKI_SENSE_BEFORE=1`.
@Test(.enabled(if: ProcessInfo.processInfo.environment["COUNTBIKI_SENSE_BEFORE"] == "1"))
func violationsWithoutRelations() {
  let count = Sweep.count(1_000, full: 10_000)
  let found = violations(keepingRules: false, count: count)
  let templates = BuiltIn.catalog.topics.flatMap(\.templates)
  print(
    "templates \(templates.count), relations \(templates.map(\.rules.count).reduce(0, +)), world rules \(worldRules.count), draws per template \(count)"
  )
  print("relation violations \(found.relations.count), world-rule violations \(found.world.count)")
  print(summary(found.relations + found.world))
}
