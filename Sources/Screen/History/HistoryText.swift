import Foundation
import HistoryClient

/// The wording of `countbiki history` and what `stats` and `review` share with it: times, modes,
/// tables and the sentences about the store.
public enum HistoryText {
  /// `2026-12-01 09:00` in the learner's time zone.
  public static func timeFormat(_ calendar: Calendar = .current) -> DateFormatter {
    format("yyyy-MM-dd HH:mm", calendar)
  }

  /// `09:04`.
  public static func clockFormat(_ calendar: Calendar = .current) -> DateFormatter {
    format("HH:mm", calendar)
  }

  /// `Tue 1 Dec`, from the calendar's fields and English names: no date formatter, whose
  /// creation costs more than all of `stats`'s queries over a small store.
  public static func day(_ date: Date, _ calendar: Calendar = .current) -> String {
    let fields = calendar.dateComponents([.weekday, .day, .month], from: date)
    let weekday = weekdays[((fields.weekday ?? 1) - 1) % 7]
    return "\(weekday) \(fields.day ?? 1) \(months[((fields.month ?? 1) - 1) % 12])"
  }

  private static let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
  private static let months = [
    "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
  ]

  private static func format(_ pattern: String, _ calendar: Calendar) -> DateFormatter {
    let format = DateFormatter()
    format.calendar = calendar
    format.timeZone = calendar.timeZone
    format.locale = Locale(identifier: "en_US_POSIX")
    format.dateFormat = pattern
    return format
  }

  /// A stored mode as the learner chose it: `10 questions`, `60 s`, `until quit`, `review of 2`.
  public static func mode(_ mode: SessionMode) -> String {
    switch mode {
    case .questions(let limit): Plural.count(limit, "question")
    case .time(let seconds): "\(seconds) s"
    case .review(let questions): "review of \(questions)"
    case .untilQuit: "until quit"
    }
  }

  /// The sessions kept, oldest first, as a table ending with how to replay one.
  public static func sessions(_ sessions: [StoredSession], calendar: Calendar = .current)
    -> [String]
  {
    let time = timeFormat(calendar)
    let clock = clockFormat(calendar)
    let rows = sessions.map { stored in
      [
        String(stored.id), time.string(from: stored.session.startedAt),
        mode(SessionMode(stored: stored.session.mode)),
        String(stored.session.seed), String(stored.questions),
        percent(stored.questions == 0 ? nil : Double(stored.correct) / Double(stored.questions)),
        stored.endedAt.map { clock.string(from: $0) } ?? "not ended",
        stored.session.topics.joined(separator: " "),
      ]
    }
    let header = ["#", "Started", "Mode", "Seed", "Questions", "First try", "Ended", "Topics"]
    return table([header] + rows, right: [0, 4, 5])
      + ["Replay a session with `countbiki drill TOPIC... --seed SEED`."]
  }

  /// What `history`, `stats` and `review` say before anything is recorded (for `names`, when
  /// the learner named topics).
  public static func nothingYet(_ path: String, for names: [String] = []) -> String {
    let what = names.isEmpty ? "" : " for \(names.joined(separator: " "))"
    return
      "No practice recorded yet\(what) in \(path); start with `countbiki drill money.conbini` (or any topic from `countbiki topics`) and come back."
  }

  /// What `history check` says of a sound store, on standard output (a store with problems
  /// gets one error per problem instead, each naming the store).
  public static func sound(_ report: StoreCheck) -> String {
    "\(report.path): sound (schema \(report.version ?? 0), \(Plural.count(report.sessions, "session")), \(Plural.count(report.challenges, "challenge")), \(report.unendedSessions) not ended)."
  }

  /// What `history check` says when there is no store to check.
  public static func nothingToCheck(_ path: String) -> String {
    "There is no history store at \(path) yet; a drill creates it."
  }

  /// Rows of columns, each column as wide as its widest cell, two spaces apart; the columns in
  /// `right` are aligned right. Trailing spaces are dropped.
  public static func table(_ rows: [[String]], right: Set<Int> = []) -> [String] {
    let widths = rows.reduce(into: [Int]()) { widths, row in
      for (column, cell) in row.enumerated() {
        if column < widths.count {
          widths[column] = max(widths[column], cell.count)
        } else {
          widths.append(cell.count)
        }
      }
    }
    return rows.map { row in
      row.enumerated().map { column, cell in pad(cell, widths[column], right: right.contains(column)) }
        .joined(separator: "  ").withoutTrailingSpaces
    }
  }

  /// `67%`, or `-` for no value.
  public static func percent(_ fraction: Double?) -> String {
    fraction.map { "\(Int(($0 * 100).rounded()))%" } ?? "-"
  }

  /// `text` padded with spaces to `width` characters, on the left when `right`.
  public static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let space = String(repeating: " ", count: max(0, width - text.count))
    return right ? space + text : text + space
  }
}
