import CountBikiKit
import Options
import Setup

/// `--context bare|sentence|mix`: numbers alone, inside sentences, or both.
enum ContextOption {
  static let option = Option.value(
    "context", "CONTEXT",
    .choices([
      Option.Choice(value: "bare", help: "each number alone (3番線)"),
      Option.Choice(
        value: "sentence",
        help: "each number inside a sentence of its situation (まもなく、3番線に…); a plain topic's number goes in a sentence of its unit where one has it (money → register lines)"),
      Option.Choice(value: "mix", help: "half alone, half in sentences"),
    ]),
    help: "numbers alone or inside sentences (default: mix for situation topics, bare for the rest)")

  /// The context given, or nil for each topic's default; a reading or kanji drill shows its
  /// numbers written, alone.
  static func value(_ arguments: ParsedArguments, skill: Skill = .listening) -> Context? {
    guard skill == .listening else { return .bare }
    return arguments.value("context").flatMap(Context.init(rawValue:))
  }

  /// The templates that can say another topic's number, from the whole catalog.
  static func hosts(_ context: Context?) throws -> [Deck.Host] {
    guard let context, context != .bare else { return [] }
    return Deck.hosts(from: try Resources.catalog().topics.filter(\.isSituation))
  }
}
