/// Comma-separated values as RFC 4180 writes them: the one place a CSV field is quoted.
public enum CSV {
  /// A field quoted when it holds a comma, a quote or a line break (`¥1,234` → `"¥1,234"`).
  /// Looks at scalars, not characters: Swift reads "\r\n" as one character, which is neither
  /// "\r" nor "\n".
  public static func field(_ text: String) -> String {
    guard
      text.unicodeScalars.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
    else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }

  /// One record: the fields quoted where they need it, joined by commas (no line end).
  public static func record(_ fields: [String]) -> String {
    fields.map(field).joined(separator: ",")
  }
}
