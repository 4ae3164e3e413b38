/// English glosses that agree in number: a template's gloss writes `[singular|plural]` (or
/// `[s]`, short for `[|s]`) where a word depends on a number, and the number nearest before it
/// decides — or, when none comes before, the nearest after: `{n} minute[s]` gives "1 minute",
/// `There [is|are] {n} of us` gives "There is 1 of us".
public enum Gloss {
  /// `gloss`, its slots already filled, with every `[…]` choice made.
  public static func agreeing(_ gloss: String) -> String {
    guard gloss.contains("[") else { return gloss }
    let characters = Array(gloss)
    var result = ""
    var index = 0
    while index < characters.count {
      guard characters[index] == "[", let close = characters[index...].firstIndex(of: "]") else {
        result.append(characters[index])
        index += 1
        continue
      }
      let inside = String(characters[(index + 1)..<close])
      let forms = inside.split(separator: "|", omittingEmptySubsequences: false).map(String.init)
      let (singular, plural) = forms.count == 2 ? (forms[0], forms[1]) : ("", inside)
      let number = number(before: index, in: characters) ?? number(after: close, in: characters)
      result += number == "1" ? singular : plural
      index = close + 1
    }
    return result
  }

  private static func isNumeral(_ c: Character) -> Bool {
    (c.isASCII && c.isNumber) || c == "," || c == "." || c == ":" || c == "/"
  }

  private static func number(before end: Int, in text: [Character]) -> String? {
    var index = end - 1
    while index >= 0, !(text[index].isASCII && text[index].isNumber) { index -= 1 }
    guard index >= 0 else { return nil }
    var start = index
    while start > 0, isNumeral(text[start - 1]) { start -= 1 }
    return String(text[start...index]).trimmingTrailingPunctuation
  }

  private static func number(after start: Int, in text: [Character]) -> String? {
    guard let first = text[(start + 1)...].firstIndex(where: { $0.isASCII && $0.isNumber }) else {
      return nil
    }
    var end = first
    while end + 1 < text.count, isNumeral(text[end + 1]) { end += 1 }
    return String(text[first...end]).trimmingTrailingPunctuation
  }
}

extension String {
  fileprivate var trimmingTrailingPunctuation: String {
    var copy = self
    while let last = copy.last, !(last.isASCII && last.isNumber) { copy.removeLast() }
    return copy
  }
}
