extension Answer {
  /// The verdict on `typed` as the reading of `question` (the reading skill): right when it is
  /// one of the accepted readings, typed in hiragana, katakana or romaji (`roppyappon`,
  /// `ろっぴゃっぽん` and `ロッピャッポン` for 600本). A near miss (`roppyakuhon`) is wrong; digits,
  /// kanji and letters that spell no kana are no reading at all.
  public static func checkReading(_ typed: String, against question: Question) -> Verdict {
    guard typed.utf8.count <= maximumLength else { return .invalid(hint: readingHint) }
    let text = Kana.halfWidth(typed).trimmingWhitespace()
    let candidates: [String]
    if Romaji.looksLikeRomaji(text) {
      candidates = Romaji.kana(text)
    } else {
      let kana = Kana.hiragana(text.filter { $0 != " " && $0 != "\u{3000}" })
      candidates = Kana.isHiragana(kana) ? [kana] : []
    }
    guard !candidates.isEmpty else { return .invalid(hint: readingHint) }
    return candidates.contains(where: question.reading.accepts) ? .correct : .incorrect
  }

  /// What to type for the kanji skill when kanji were typed.
  public static let kanjiHint = "type the number in digits, as in 1234"

  /// What to type for the reading skill, shown when the input was not a reading.
  public static let readingHint =
    "type how it is read, in kana (ろっぴゃっぽん) or romaji (roppyappon)"
}
