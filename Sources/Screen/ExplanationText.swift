import CountBikiKit

/// A reading explained: what `countbiki read --explain` prints and what a reading drill shows
/// after a wrong reading.
public enum ExplanationText {
  /// `600本  ろっぴゃっぽん  (ろっ・ぴゃっ・ぽん)`, then one line for each part that changed:
  /// its kana, then each pattern's title and id.
  public static func lines(_ explanation: Explanation) -> [String] {
    var lines = ["\(explanation.text)  \(explanation.reading)  (\(explanation.cut))"]
    let changed = explanation.parts.filter { !$0.patterns.isEmpty }
    let width = changed.map { columns($0.kana) }.max() ?? 0
    for part in changed {
      let rules = part.patterns.map { "\($0.title) (\($0.id))" }.joined(separator: "; ")
      let space = String(repeating: " ", count: width - columns(part.kana) + 2)
      lines.append("  \(part.kana)\(space)\(part.text): \(rules)")
    }
    if changed.isEmpty { lines.append("  said as written: no sound change") }
    return lines
  }

  /// Terminal columns: kana and kanji take two.
  private static func columns(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + ($1.isASCII ? 1 : 2) }
  }
}
