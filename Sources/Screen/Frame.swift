/// A terminal size in character cells.
public struct TerminalSize: Equatable, Sendable {
  public var columns: Int
  public var rows: Int
  public init(columns: Int, rows: Int) {
    self.columns = columns
    self.rows = rows
  }
  /// The classic terminal every screen must fit.
  public static let standard = TerminalSize(columns: 80, rows: 24)
}

/// One full screen: the text of each row (with colour escapes when colour is on) and where the
/// cursor sits, if it is shown.
public struct Frame: Equatable, Sendable {
  public var lines: [String]
  /// Zero-based row and column of the cursor; nil hides it.
  public var cursor: Cursor?

  public struct Cursor: Equatable, Sendable {
    public var row: Int
    public var column: Int
    public init(row: Int, column: Int) {
      self.row = row
      self.column = column
    }
  }

  public init(lines: [String], cursor: Cursor? = nil) {
    self.lines = lines
    self.cursor = cursor
  }

  /// The frame as plain text, one row per line, for tests and logs.
  public var text: String { lines.joined(separator: "\n") }

  /// Smallest window any screen is drawn in; below this the screen says so instead of garbling.
  public static let minimumColumns = 30

  /// Builds a frame from styled lines, or the "too small" frame when they do not fit.
  init(_ styled: [StyledLine], cursor: Cursor?, size: TerminalSize, color: Bool) {
    guard size.columns >= Self.minimumColumns, styled.count <= size.rows,
      styled.allSatisfy({ $0.width <= size.columns })
    else {
      self = Self.tooSmall(size)
      return
    }
    self.init(lines: styled.map { $0.rendered(color: color) }, cursor: cursor)
  }

  static func tooSmall(_ size: TerminalSize) -> Frame {
    let message = [
      "Window too small (\(size.columns)x\(size.rows)).", "Make it bigger, or press q.",
    ]
    let lines = message.flatMap { $0.wrapped(to: max(size.columns, 1)) }.prefix(max(size.rows, 1))
    return Frame(lines: Array(lines), cursor: nil)
  }

  /// The bytes that turn `old` (what the terminal shows) into `self`: only changed rows are
  /// rewritten, each cleared and drawn in place, so nothing flickers. With no `old`, the whole
  /// screen is cleared and drawn.
  public func update(from old: Frame?) -> String {
    var out = "\u{1B}[?25l"
    if old == nil { out += "\u{1B}[H\u{1B}[2J" }
    let previous = old?.lines ?? []
    for row in 0..<max(lines.count, previous.count) {
      let line = row < lines.count ? lines[row] : ""
      let before = row < previous.count ? previous[row] : ""
      if old != nil && line == before { continue }
      if old == nil && line.isEmpty { continue }
      out += "\u{1B}[\(row + 1);1H\u{1B}[2K" + line
    }
    if let cursor {
      out += "\u{1B}[\(cursor.row + 1);\(cursor.column + 1)H\u{1B}[?25h"
    }
    return out
  }
}
