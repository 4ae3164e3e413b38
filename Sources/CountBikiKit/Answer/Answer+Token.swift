extension Answer {
  /// Input split into numbers (digits or kanji numerals) and the words between them.
  enum Token: Equatable {
    case number(Int64)
    case word(String)

    /// Numbers as typed, where 7.5万 is the amount 75,000.
    private static let lexer = NumeralLexer(decimalsBeforeUnits: true)

    /// nil when a number is malformed (12345万, 1万12345) or too large to be any answer.
    static func split(_ text: String) -> [Token]? {
      let chars = Array(text)
      var tokens: [Token] = []
      var index = 0
      var word = ""
      while index < chars.count {
        let found: NumeralLexer.Lexeme?
        do {
          found = try lexer.scan(chars[index...])
        } catch {
          return nil
        }
        guard let found else {
          word.append(chars[index])
          index += 1
          continue
        }
        guard let value = Int64(exactly: found.value) else { return nil }
        if !word.isEmpty { tokens.append(.word(word)) }
        word = ""
        tokens.append(.number(value))
        index += found.length
      }
      if !word.isEmpty { tokens.append(.word(word)) }
      return tokens
    }
  }
}
