import CountBikiKit
import Foundation
import TestSupport
import Testing

/// Every reading a topic's notes or description names beside a written number (`3泊4日
/// さんぱくよっか`, `38.5度 さんじゅうはちてんごど`) holds a reading the engine accepts for
/// it, as `countbiki read --all` lists them: a note never teaches a reading the drill marks
/// wrong. Where the written form goes on past what the engine reads (`3番線に`, `305便`), the
/// longest part from its first digit that the engine reads is compared.
@Test func everyReadingANoteNamesIsOneTheEngineAccepts() throws {
  let pair = try NSRegularExpression(
    pattern:
      "(?<![^\\s(（「:;])([^\\s;:()（）「」、。]*[0-9][^\\s;:()（）「」、。]*) ([ぁ-ゖー]{3,})(…)?(?![一-龯ァ-ヶ])")
  var checked = 0
  var wrong: [String] = []
  for topic in BuiltIn.catalog.topics {
    for text in [topic.description, topic.notes ?? ""] {
      let range = NSRange(text.startIndex..., in: text)
      for match in pair.matches(in: text, range: range) {
        var written = Substring(text[Range(match.range(at: 1), in: text)!])
        let kana = String(text[Range(match.range(at: 2), in: text)!])
        written = written.drop { !($0.isASCII && $0.isNumber) && $0 != "¥" && $0 != "-" }
        while let last = written.last, ".:,".contains(last) { written.removeLast() }
        guard let accepted = longestReading(written) else {
          wrong.append("\(topic.id): \(written) cannot be read")
          continue
        }
        checked += 1
        // A reading cut short with “…” need only begin the engine's.
        let cut = match.range(at: 3).location != NSNotFound
        if !accepted.readings.contains(where: { cut ? $0.hasPrefix(kana) : kana.contains($0) }) {
          wrong.append(
            "\(topic.id): \(written) \(kana), but the engine reads \(accepted.text) as \(accepted.readings.joined(separator: " "))"
          )
        }
      }
    }
  }
  #expect(checked >= 150, "only \(checked) readings found in the notes")
  #expect(wrong.isEmpty, "\(wrong.count) of \(checked):\n\(wrong.joined(separator: "\n"))")
}

/// The engine's readings of the longest start of `written` it can read.
private func longestReading(_ written: Substring) -> (text: String, readings: [String])? {
  var end = written.endIndex
  while end > written.startIndex {
    let text = String(written[..<end])
    if let reading = try? Expression(text).reading { return (text, reading.accepted) }
    end = written.index(before: end)
  }
  return nil
}
