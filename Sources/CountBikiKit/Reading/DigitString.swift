/// Numbers read digit by digit, as people say phone numbers and postal codes:
/// 090-1234-5678 ぜろきゅうぜろのいちにいさんよんのごおろくななはち.
///
/// 0 is ぜろ, まる or れい (the broadcast reading: 03 れいさん); a lone 2 and 5 are stretched to two morae (にい, ごお) so that every digit
/// takes the same time, and に, ご are also said; the hyphen between groups is said の or is a
/// pause (written 、). Source: NHK 放送文化研究所, 「放送で使う数字の読み方」 (電話番号は一字ずつ区切って読む),
/// and 『明鏡国語辞典』 第3版, 「まる【丸】」: 0 を読む語.
public enum DigitString {
  /// The most digits such a number has: 15, the longest international phone number (ITU-T E.164).
  public static let maximumDigits = 15

  /// The canonical word for each digit, 0–9.
  static let words = ["ぜろ", "いち", "にい", "さん", "よん", "ごお", "ろく", "なな", "はち", "きゅう"]

  /// The words of a room number said digit by digit (101 いちまるいち): 0 is まる, the rest are
  /// counting words. Source: 『明鏡国語辞典』 第3版, 「まる【丸】」: 0 を読む語.
  static let roomWords = ["まる", "いち", "に", "さん", "よん", "ご", "ろく", "なな", "はち", "きゅう"]

  /// Every word a speaker uses for each digit, canonical first (see the type).
  static let spokenWords: [[String]] = [
    ["ぜろ", "まる", "れい"], ["いち"], ["にい", "に"], ["さん"], ["よん", "し"], ["ごお", "ご"],
    ["ろく"], ["なな", "しち"], ["はち"], ["きゅう", "く"],
  ]

  /// The readings of groups of digits joined by hyphens: canonical (ぜろ, にい, ごお, の between
  /// groups) first, then the same with まる and with れい for 0, with short に and ご, and with a
  /// pause (、) for の, which keeps the groups apart as the hyphens do. Any other
  /// mix of the spoken words is right too; `Answer` reads such kana with `digits(inKana:)`.
  public static func reading(_ groups: [[Int]]) -> Reading {
    var forms: [String] = []
    for separator in ["の", "、"] {
      for zero in ["ぜろ", "まる", "れい"] {
        for long in [true, false] {
          let spelled = groups.map { group in
            group.map { digit in
              switch digit {
              case 0: zero
              case 2 where !long: "に"
              case 5 where !long: "ご"
              default: words[digit]
              }
            }.joined()
          }
          forms.append(spelled.joined(separator: separator))
        }
      }
    }
    return Reading(accepted: forms)
  }

  /// The canonical reading cut into parts: one a digit, の at each hyphen.
  static func parts(_ groups: [[Int]]) -> [ReadingPart] {
    var parts: [ReadingPart] = []
    for (index, group) in groups.enumerated() {
      if index > 0 { parts.append(ReadingPart(kana: "の", text: "-")) }
      for digit in group {
        var patterns: [SoundPattern] = parts.isEmpty ? [.digitByDigit] : []
        if digit == 2 || digit == 5 { patterns.append(.longTwoFive) }
        parts.append(ReadingPart(kana: words[digit], text: String(digit), patterns: patterns))
      }
    }
    return parts
  }

  /// Every digit sequence `kana` can be heard as, with the の between groups optional:
  /// ぜろきゅうぜろのいちにいさんよん → [[0, 9, 0, 1, 2, 3, 4]]. Long vowels may be typed with ー
  /// (ごー). Empty when the text is not digits said one by one.
  public static func digits(inKana kana: String) -> [[Int]] {
    let text = Array(Kana.hiragana(kana).unicodeScalars.map(Character.init))
    var results: [[Int]] = []
    var path: [Int] = []
    func walk(_ start: Int, afterDigit: Bool) {
      if start == text.count {
        if !path.isEmpty { results.append(path) }
        return
      }
      guard results.count < 16 else { return }
      if afterDigit, text[start] == "の" || text[start] == "、" {
        walk(start + 1, afterDigit: false)
      }
      for (digit, forms) in kanaForms.enumerated() {
        for form in forms where text[start...].starts(with: form) {
          path.append(digit)
          walk(start + form.count, afterDigit: true)
          path.removeLast()
        }
      }
    }
    walk(0, afterDigit: false)
    return results
  }

  /// `spokenWords` as characters, with ごう (ごー typed in katakana) for 5.
  private static let kanaForms: [[[Character]]] = spokenWords.enumerated().map { digit, forms in
    (digit == 5 ? forms + ["ごう"] : forms).map(Array.init)
  }
}
