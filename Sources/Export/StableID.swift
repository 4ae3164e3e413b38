import CountBikiKit

/// Ids derived from text, the same on every machine and run, so an exported note keeps its id and
/// guid from one export to the next and a flashcard program updates it instead of adding a copy.
enum StableID {
  /// The text's `StableHash`.
  static func hash(_ text: String) -> UInt64 { StableHash.fnv1a(text) }

  /// A positive id in the range Anki gives its own ids (milliseconds since 1970, from 2001 to
  /// 2033), so it never meets the small ids Anki keeps for built-in decks.
  static func id(_ text: String) -> Int64 {
    1_000_000_000_000 + Int64(hash(text) % 1_000_000_000_000)
  }

  /// Sixteen hexadecimal digits.
  static func hex(_ text: String) -> String {
    let digits = String(hash(text), radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
