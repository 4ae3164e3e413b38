extension StringProtocol {
  /// The text without the spaces at its end: rows and columns are padded with spaces, and a
  /// terminal or a file is never sent the ones that end a line.
  public var withoutTrailingSpaces: String {
    var end = endIndex
    while end > startIndex, self[index(before: end)] == " " { end = index(before: end) }
    return String(self[startIndex..<end])
  }
}
