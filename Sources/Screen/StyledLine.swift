import TextWidth

/// The only text styles countbiki uses: bold for what matters, green for right, red for wrong.
public enum TextStyle: Sendable, Equatable {
  case plain, bold, green, red

  var escape: String {
    switch self {
    case .plain: ""
    case .bold: "\u{1B}[1m"
    case .green: "\u{1B}[32m"
    case .red: "\u{1B}[31m"
    }
  }
}

/// A run of text in one style.
struct Span: Equatable {
  var text: String
  var style: TextStyle = .plain
}

/// One screen line made of styled runs, measured in terminal columns.
struct StyledLine: Equatable {
  var spans: [Span] = []

  init(_ spans: [Span] = []) { self.spans = spans }
  init(_ text: String, _ style: TextStyle = .plain) { spans = [Span(text: text, style: style)] }

  var width: Int { spans.reduce(0) { $0 + $1.text.terminalWidth } }

  static func + (lhs: StyledLine, rhs: StyledLine) -> StyledLine {
    StyledLine(lhs.spans + rhs.spans)
  }

  /// The line cut to at most `columns`, never splitting a wide character.
  func truncated(to columns: Int) -> StyledLine {
    var left = columns
    var kept: [Span] = []
    for span in spans {
      var text = ""
      for character in span.text {
        let width = character.terminalColumns
        if width > left {
          left = 0
          break
        }
        text.append(character)
        left -= width
      }
      if !text.isEmpty { kept.append(Span(text: text, style: span.style)) }
      if left == 0 { break }
    }
    return StyledLine(kept)
  }

  /// The line padded with spaces on the right to `columns`, then `right` appended.
  func padded(to columns: Int, then right: StyledLine) -> StyledLine {
    self + StyledLine(String(repeating: " ", count: max(1, columns - width - right.width))) + right
  }

  /// Items laid out left to right, three spaces apart, starting a new line when one would not
  /// fit in `columns`.
  static func flow(_ items: [StyledLine], width columns: Int) -> [StyledLine] {
    var lines: [StyledLine] = []
    var current = StyledLine()
    for item in items {
      if current.spans.isEmpty {
        current = item
      } else if current.width + 3 + item.width <= columns {
        current = current + StyledLine("   ") + item
      } else {
        lines.append(current)
        current = item
      }
    }
    if !current.spans.isEmpty { lines.append(current) }
    return lines
  }

  /// Plain items laid out as in `flow(_:width:)`.
  static func flow(_ items: [String], width columns: Int) -> [StyledLine] {
    flow(items.map { StyledLine($0) }, width: columns)
  }

  /// The text with escape sequences when `color` is on; trailing spaces dropped.
  func rendered(color: Bool) -> String {
    var out = ""
    for span in spans where !span.text.isEmpty {
      if color && span.style != .plain {
        out += span.style.escape + span.text + "\u{1B}[0m"
      } else {
        out += span.text
      }
    }
    return out.withoutTrailingSpaces
  }
}

extension String {
  /// Splits the text into lines of at most `columns`, breaking at a space where it can (the
  /// space is dropped) and inside a long word (a kana reading has no spaces) where it must.
  /// Runs of spaces inside a line are kept, so columns stay aligned.
  func wrapped(to columns: Int) -> [String] {
    guard columns > 0 else { return [] }
    var lines: [String] = []
    var current: [Character] = []
    var width = 0
    for character in self {
      if character == " " && current.isEmpty && !lines.isEmpty { continue }
      let columnsTaken = character.terminalColumns
      if width + columnsTaken > columns {
        if character == " " {
          lines.append(String(current))
          current = []
          width = 0
          continue
        }
        var rest: [Character] = []
        if let space = current.lastIndex(of: " "), current[..<space].contains(where: { $0 != " " })
        {
          rest = Array(current[(space + 1)...].drop(while: { $0 == " " }))
          current = Array(current[..<space])
        }
        lines.append(String(current))
        current = rest
        width = String(rest).terminalWidth
      }
      current.append(character)
      width += columnsTaken
    }
    lines.append(String(current))
    return lines.map(\.withoutTrailingSpaces)
  }
}
