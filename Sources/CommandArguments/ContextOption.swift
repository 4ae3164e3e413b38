import CountBikiKit
import Options
import Setup

/// `--context bare|sentence|mix`: numbers alone, inside sentences, or both.
public enum ContextOption {
  public static let option = TypedOption<Context?>(
    "context", "CONTEXT",
    cases: Context.allCases.map { ($0, help: help($0)) },
    help: "numbers alone or inside sentences (default: mix for situation topics, bare for the rest)"
  )

  private static func help(_ context: Context) -> String {
    switch context {
    case .bare: "each number alone (3番線)"
    case .sentence:
      "each number inside a sentence of its situation (まもなく、3番線に…); a plain topic's number goes in a sentence of its unit where one has it (money → register lines)"
    case .mix: "half alone, half in sentences"
    }
  }

  /// The context given, or nil for each topic's default; a reading or kanji drill shows its
  /// numbers written, alone.
  public static func value(_ given: Context?, skill: Skill = .listening) -> Context? {
    skill == .listening ? given : .bare
  }

  /// The templates that can say another topic's number, from the whole catalog.
  public static func hosts(_ context: Context?) throws -> [Deck.Host] {
    guard let context, context != .bare else { return [] }
    return Deck.hosts(from: try Resources.catalog().topics.filter(\.isSituation))
  }
}
