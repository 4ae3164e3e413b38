extension String {
  func trimmingWhitespace() -> String {
    var chars = Substring(self)
    while let first = chars.first, first.isWhitespace { chars.removeFirst() }
    while let last = chars.last, last.isWhitespace { chars.removeLast() }
    return String(chars)
  }
}
