/// Answers to a sentence: the numbers in order, separated by spaces or commas, each judged alone.
extension Answer {
  /// The verdict on each number typed for `sentence`, in order; nil when the count of numbers
  /// typed is not the count asked.
  public static func verdicts(_ typed: String, for sentence: Sentence) -> [Verdict]? {
    guard sentence.slots.count > 1 else { return [check(typed, against: sentence.slots[0])] }
    let fields = fields(typed)
    guard fields.count == sentence.slots.count else { return nil }
    return zip(fields, sentence.slots).map { check($0, against: $1) }
  }

  /// The numbers of a sentence answer: split at spaces and at commas, except a comma that
  /// groups digits (`1,280 3` is two numbers; `1280,3` too).
  public static func fields(_ typed: String) -> [String] {
    let characters = Array(typed)
    var fields: [String] = []
    var current = ""
    for (index, character) in characters.enumerated() {
      let isComma = character == "," || character == "，" || character == "、"
      if character.isWhitespace || (isComma && !groupsDigits(characters, at: index)) {
        if !current.isEmpty { fields.append(current) }
        current = ""
      } else {
        current.append(character)
      }
    }
    if !current.isEmpty { fields.append(current) }
    return fields
  }

  /// A comma between a digit and exactly three digits that end the number: `1,280`.
  private static func groupsDigits(_ characters: [Character], at index: Int) -> Bool {
    guard characters[index] == ",", index > 0, characters[index - 1].isASCIIDigit,
      index + 3 < characters.count
    else { return false }
    let group = characters[(index + 1)...(index + 3)]
    let next = index + 4 < characters.count ? characters[index + 4] : nil
    return group.allSatisfy(\.isASCIIDigit) && !(next?.isASCIIDigit ?? false)
  }

  /// The verdict on a whole sentence answer: right when every number is, wrong when one is
  /// wrong, and no answer (with a hint) when a number is no answer or the count is not right.
  static func checkSentence(_ typed: String, _ sentence: Sentence) -> Verdict {
    guard let verdicts = verdicts(typed, for: sentence) else {
      return .invalid(hint: sentenceHint(sentence))
    }
    for (index, verdict) in verdicts.enumerated() {
      if case .invalid(let hint) = verdict {
        return .invalid(
          hint: sentence.slots.count == 1 ? hint : "number \(index + 1): \(hint)")
      }
    }
    return verdicts.allSatisfy { $0 == .correct } ? .correct : .incorrect
  }

  /// What to type for a sentence of several numbers.
  static func sentenceHint(_ sentence: Sentence) -> String {
    let count = ["no", "one", "two", "three"][min(sentence.slots.count, 3)]
    return "type the \(count) numbers you heard in order, separated by a space or a comma"
  }
}
