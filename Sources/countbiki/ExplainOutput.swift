import CountBikiKit

/// `countbiki read --explain`: each reading cut into its parts, with the sound pattern behind
/// each change.
enum ExplainOutput {
  private struct Entry: Encodable {
    let text: String
    let reading: String
    let parts: [ReadingPart]
    let patterns: [SoundPattern]
  }

  static func run(_ texts: [String], json: Bool) -> Int32 {
    var entries: [Entry] = []
    var failed = false
    for text in texts {
      do {
        let explanation = try Explanation(text)
        entries.append(
          Entry(
            text: text, reading: explanation.reading, parts: explanation.parts,
            patterns: explanation.patterns))
        if !json { Output.line(lines(explanation).joined(separator: "\n")) }
      } catch {
        failed = true
        Output.error("countbiki read: \(error.description)")
      }
    }
    if json {
      do { Output.line(try JSON.encode(entries)) } catch { return ExitStatus.failure }
    }
    return failed ? ExitStatus.failure : ExitStatus.success
  }

  /// `600本  ろっぴゃっぽん  (ろっ・ぴゃっ・ぽん)`, then one line for each part that changed:
  /// its kana, then each pattern's title and id.
  static func lines(_ explanation: Explanation) -> [String] {
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
