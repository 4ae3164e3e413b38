import CommandArguments
import CountBikiKit
import Foundation
import Options
import ProcessIO
import Screen

/// `countbiki read EXPR...`: the reading of each expression.
enum ReadCommand: Command {
  static let spec = CommandSpec(
    name: "read",
    summary: "print the reading of numbers as a learner sees them (1234円, 14:30, 令和元年)",
    positionals: .words(
      name: "EXPR", required: true, repeats: true,
      missing: "give at least one expression to read, as in `countbiki read 1234円`."),
    options: Arguments.options,
    about: """
      Prints the canonical hiragana reading of each expression, one line each. An
      expression that cannot be read is named on standard error with the reason; the
      others still print, and the exit status is 1. With --explain, each reading is
      cut into its parts, and each part that a sound change shaped is listed with
      the pattern behind it (600本: ろっ・ぴゃっ・ぽん).

      EXPR is a number as a learner sees it:
      \(CommandSpec.table(forms, widest: 30))
      """)

  typealias Arguments = ReadArguments

  /// The forms EXPR takes, with examples.
  private static let forms = [
    ("1234  1,234  千二百三十四", "a plain number, 0 to 10^20 − 1 (through 京)"),
    ("¥1,234  1234円", "money"),
    (
      "3本  4匹  20歳  3つ",
      "a number and a counter or unit, any of the \(CounterDictionary.builtIn.entries.count) in the counter dictionary (円 本 匹 杯 冊 枚 階 人 ページ 畳 m g L …)"
    ),
    ("4時  14:30  3時半  午後4時", "clock times (時 is 0–24; 午前/午後 take 0–12)"),
    ("1日  4月1日  2024年", "dates: 1日 alone is ついたち (いちにち, one day)"),
    ("1日間  2時間15分  6ヶ月", "durations: 1日間 is いちにちかん"),
    ("昭和64年  令和元年", "era years"),
    ("5位  2杯目  第10回  2人前", "ranks, ordinals and portions (ごい, にはいめ)"),
    ("2/3  3分の2  40代  5km", "fractions (さんぶんのに), decades, units"),
    ("3階建て  9時発  何階", "compounds and question words (なんがい)"),
  ]

  /// One text in `--json`: its reading and the readings accepted, or with `--explain` its parts
  /// and the sound patterns behind them.
  private struct Entry: Encodable {
    let text: String
    let reading: String
    var accepted: [String]? = nil
    var parts: [ReadingPart]? = nil
    var patterns: [SoundPattern]? = nil
  }

  static func run(_ arguments: Arguments) throws -> Int32 {
    let json = arguments.json
    var entries: [Entry] = []
    var failed = false
    for text in arguments.expressions {
      do {
        let (entry, shown) = try read(text, arguments)
        entries.append(entry)
        if !json { Output.line(shown) }
      } catch {
        failed = true
        Output.error("countbiki read: \(error.description)")
      }
    }
    if json { Output.line(try JSON.encode(entries)) }
    return failed ? ExitStatus.failure : ExitStatus.success
  }

  /// `text` read, or with `--explain` cut into its parts: its entry and what is printed for it
  /// without `--json`.
  private static func read(_ text: String, _ arguments: Arguments) throws(ExpressionError)
    -> (Entry, String)
  {
    if arguments.explain {
      let explanation = try Explanation(text)
      let entry = Entry(
        text: text, reading: explanation.reading, parts: explanation.parts,
        patterns: explanation.patterns)
      return (entry, ExplanationText.lines(explanation).joined(separator: "\n"))
    }
    let reading = try Expression(text).reading
    let entry = Entry(text: text, reading: reading.canonical, accepted: reading.accepted)
    return (entry, arguments.all ? reading.accepted.joined(separator: " ") : reading.canonical)
  }
}
