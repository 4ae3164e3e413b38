import CommandArguments
import CountBikiKit
import Foundation
import Options
import ProcessIO
import Setup

/// `countbiki generate TOPIC... --count N [--seed S] [--json]`: questions without a drill.
enum GenerateCommand: Command {
  static let spec = CommandSpec(
    name: "generate",
    summary: "print generated questions of topics (for checking a topic or a seed)",
    positionals: .words(
      name: "TOPIC_OR_CATEGORY", required: true, repeats: true,
      missing: "name at least one topic or category, as in `countbiki generate money --count 5`."),
    options: Arguments.options,
    about: """
      Prints questions as a drill would ask them: one line each with the topic, what is
      shown, the reading that is spoken and the answer to type. Several topics, or a
      category, are mixed.
      """)

  typealias Arguments = GenerateArguments

  private struct Entry: Encodable {
    let topic: String
    let display: String
    let reading: String
    /// A sentence's kana in standard spelling (particles は, へ); its reading is as said (わ, え).
    let spelling: String?
    let accepted: [String]
    /// The question written as it is read aloud, as a speech engine that reads Japanese gets it.
    let written: String
    let answer: String
    /// For a sentence: its template, gloss and each number's own question.
    let template: String?
    let gloss: String?
    let numbers: [Number]?
  }

  private struct Number: Encodable {
    let display: String
    let reading: String
    let answer: String
    let patterns: [String]
  }

  static func run(_ args: Arguments) throws -> Int32 {
    let count = args.count
    let seed = Seed.value(args.seed)
    let topics = try Resources.topics(named: args.names)
    if args.seed == nil { Output.error("seed \(seed)") }
    let context = args.context
    var deck = Deck(
      topics: topics, seed: seed, context: context, hosts: try ContextOption.hosts(context))
    // Lines are written as they are made, so a reader that stops early (`| head`) stops the
    // command at once rather than after the whole count: once standard output has failed,
    // nothing more is made (the failure is reported on the way out).
    guard args.json else {
      for _ in 0..<count where Output.failure == nil {
        let q = deck.next()
        // A sentence's kana as a learner reads it: particles spelt は and へ.
        let kana = q.sentence?.spelling ?? q.reading.canonical
        Output.line("\(q.topic)\t\(q.display)\t\(kana)\t\(q.answer)")
      }
      return ExitStatus.success
    }
    var entries: [Entry] = []
    for _ in 0..<count {
      let q = deck.next()
      entries.append(
        Entry(
          topic: q.topic, display: q.display, reading: q.reading.canonical,
          spelling: q.sentence?.spelling, accepted: q.reading.accepted, written: SpokenPart.written(of: q.spokenParts),
          answer: q.answer, template: q.sentence?.template, gloss: q.sentence?.gloss,
          numbers: q.sentence?.slots.map {
            Number(
              display: $0.display, reading: $0.reading.canonical, answer: $0.answer,
              patterns: $0.patterns)
          }))
    }
    Output.line(try JSON.encode(entries))
    return ExitStatus.success
  }
}
