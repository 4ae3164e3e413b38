/// What a question trains: hearing a number, or reading one that is written.
public enum Skill: String, CaseIterable, Hashable, Sendable, Codable {
  /// Hear the reading, type the number.
  case listening
  /// See the written number (`600本`), type its reading in kana or romaji.
  case reading
  /// See the number in kanji numerals (`千二百三十四円`), type it in digits.
  case kanji

  /// How a question of this skill is shown: nothing for listening (it is heard), the display
  /// for reading, the display in kanji numerals for kanji.
  public func shown(_ question: Question) -> String? {
    switch self {
    case .listening: nil
    case .reading: question.display
    case .kanji: KanjiNumeral.written(question.display)
    }
  }
}
