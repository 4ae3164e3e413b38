extension Answer {
  /// The verdict on `typed` as the reading of `question` (the reading skill): right when it is
  /// one of the accepted readings, typed in hiragana, katakana or romaji (`roppyappon`,
  /// `ろっぴゃっぽん` and `ロッピャッポン` for 600本). A near miss (`roppyakuhon`) is wrong; digits,
  /// kanji and letters that spell no kana are no reading at all.
  public static func checkReading(_ typed: String, against question: Question) -> Verdict {
    guard typed.utf8.count <= maximumLength else { return .invalid(hint: readingHint) }
    let text = Kana.halfWidth(typed).trimmingWhitespace()
    // A space or 、 between words is a pause: a phone number's groups may be said with one
    // (ぜろきゅうぜろ、いちにいさんよん); elsewhere it is ignored.
    let chunks = text.split(whereSeparator: { pauses.contains($0) }).map(String.init)
    var candidates: [String]
    if Romaji.looksLikeRomaji(text) {
      candidates = Romaji.kana(text)
      if chunks.count > 1 {
        let spelled = chunks.map(Romaji.kana)
        if spelled.allSatisfy({ !$0.isEmpty }) {
          let joined = spelled.dropFirst().reduce(spelled[0]) { joined, next in
            Array(joined.flatMap { head in next.map { head + "、" + $0 } }.prefix(1024))
          }
          candidates += joined
        }
      }
    } else {
      let words = chunks.map(Kana.hiragana)
      let kana = words.joined()
      candidates = Kana.isHiragana(kana) ? [kana, words.joined(separator: "、")] : []
    }
    guard !candidates.isEmpty else { return .invalid(hint: readingHint) }
    return candidates.contains(where: question.reading.accepts) ? .correct : .incorrect
  }

  /// What may stand between words typed as a reading: spaces, 、 and commas.
  static let pauses: Set<Character> = [" ", "\u{3000}", "、", ",", "，"]

  /// What to type for the kanji skill when kanji were typed.
  public static let kanjiHint = "type the number in digits, as in 1234"

  /// What to type for the reading skill, shown when the input was not a reading.
  public static let readingHint =
    "type how it is read, in kana (ろっぴゃっぽん) or romaji (roppyappon)"
}
