import Foundation
import History
import Screen

/// Formatting shared by `countbiki stats` and `countbiki history`.
enum HistoryText {
  /// `2026-12-01 09:00` in the learner's time zone.
  static func timeFormat(_ calendar: Calendar = .current) -> DateFormatter {
    format("yyyy-MM-dd HH:mm", calendar)
  }

  /// `09:04`.
  static func clockFormat(_ calendar: Calendar = .current) -> DateFormatter {
    format("HH:mm", calendar)
  }

  /// `Tue 1 Dec`, from the calendar's fields and English names: no date formatter, whose
  /// creation costs more than all of `stats`'s queries over a small store.
  static func day(_ date: Date, _ calendar: Calendar = .current) -> String {
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
  static func mode(_ mode: SessionMode) -> String {
    switch mode {
    case .questions(let limit): limit == 1 ? "1 question" : "\(limit) questions"
    case .time(let seconds): "\(seconds) s"
    case .review(let questions): "review of \(questions)"
    case .untilQuit: "until quit"
    }
  }

  /// Rows of columns, each column as wide as its widest cell, two spaces apart; the columns in
  /// `right` are aligned right. Trailing spaces are dropped.
  static func table(_ rows: [[String]], right: Set<Int> = []) -> [String] {
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
  static func percent(_ fraction: Double?) -> String {
    fraction.map { "\(Int(($0 * 100).rounded()))%" } ?? "-"
  }

  /// `text` padded with spaces to `width` characters, on the left when `right`.
  static func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    let space = String(repeating: " ", count: max(0, width - text.count))
    return right ? space + text : text + space
  }
}
