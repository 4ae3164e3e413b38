import CountBikiKit
import Foundation

/// `countbiki generate TOPIC... --count N [--seed S] [--json]`: questions without a drill.
enum GenerateCommand: Command {
  static let name = "generate"
  static let summary = "print generated questions of topics (for checking a topic or a seed)"
  static let help = """
    Usage: countbiki generate TOPIC_OR_CATEGORY... [--count N] [--seed S] [--json]

    Prints questions as a drill would ask them: one line each with the topic, what is shown, the
    reading that is spoken and the answer to type. Several topics, or a category, are mixed.

    Options:
      --count N   how many questions (1–100000, default 10)
      --seed S    the seed (0–18446744073709551615); the same seed gives the same questions on
                  every machine. Without it a random seed is used and printed on standard error.
      --json      a JSON array of {"topic", "display", "reading", "accepted", "spoken", "answer"}
    """

  private struct Entry: Encodable {
    let topic: String
    let display: String
    let reading: String
    let accepted: [String]
    let spoken: String
    let answer: String
  }

  static func run(_ arguments: [String]) throws -> Int32 {
    let args = try Arguments(arguments, flags: ["json"], options: ["count", "seed"])
    guard !args.positionals.isEmpty else {
      throw UsageError(
        "name at least one topic or category, as in `countbiki generate money --count 5`.")
    }
    let count = try args.integer("count", in: 1...100_000) ?? 10
    let seed = try Seed.parse(args.options["seed"])
    let topics = try Seed.topics(args.positionals)
    if args.options["seed"] == nil { Output.error("seed \(seed)") }
    var deck = Deck(topics: topics, seed: seed)
    var entries: [Entry] = []
    for _ in 0..<count {
      let q = deck.next()
      entries.append(
        Entry(
          topic: q.topic, display: q.display, reading: q.reading.canonical,
          accepted: q.reading.accepted,
          spoken: q.spoken, answer: q.answer))
    }
    if args.flags.contains("json") {
      Output.line(try JSON.encode(entries))
    } else {
      for entry in entries {
        Output.line("\(entry.topic)\t\(entry.display)\t\(entry.reading)\t\(entry.answer)")
      }
    }
    return ExitStatus.success
  }
}

/// Seeds and topic names as the drilling commands take them.
enum Seed {
  /// `text` as a seed, or a fresh random seed when nil.
  static func parse(_ text: String?) throws -> UInt64 {
    guard let text else { return UInt64.random(in: 0...UInt64.max) }
    guard let seed = UInt64(text) else {
      throw UsageError("--seed must be a whole number from 0 to \(UInt64.max), not “\(text)”.")
    }
    return seed
  }

  /// The topics named by ids or categories; an unknown name is a usage error with suggestions.
  static func topics(_ names: [String]) throws -> [Topic] {
    let catalog = try Resources.catalog()
    do {
      return try catalog.resolve(names)
    } catch {
      throw UsageError(error.description)
    }
  }
}
