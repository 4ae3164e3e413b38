import CountBikiKit
import Screen

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
        if !json { Output.line(ExplanationText.lines(explanation).joined(separator: "\n")) }
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
}
