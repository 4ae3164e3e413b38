/// A reading as it sounds: katakana with each long vowel marked ー, so that spellings of the
/// same sound compare equal (とおか, トオカ and トーカ are one sound). The checker compares
/// typed kana this way, and a speech engine's reading is compared with ours this way.
///
/// It is also the text espeak-ng is given: espeak-ng reads hiragana う after an o- or u-sound as a separate vowel (ちょう → "o u") and
/// い after an e-sound as "e i", while a Japanese speaker says one long vowel (ちょう [tɕoː],
/// けい [keː]). Written in katakana with the long-vowel mark ー it pronounces them long
/// (チョー → "o:"). So the reading is turned into katakana and each long vowel into ー.
public enum SpokenText {
  /// `reading` (hiragana) as katakana with long vowels marked: じゅうよじ → ジューヨジ,
  /// とおか → トーカ, へいせい → ヘーセー. Other characters pass through unchanged.
  public static func forReading(_ reading: String) -> String {
    var out: [Unicode.Scalar] = []
    out.reserveCapacity(reading.unicodeScalars.count)
    for scalar in reading.unicodeScalars {
      if let previous = out.last, isLongVowel(scalar, after: previous) {
        out.append("ー")
      } else {
        out.append(scalar)
      }
    }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: out)
    return Kana.katakana(String(view))
  }

  private static func isLongVowel(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar) -> Bool {
    switch (scalar, Kana.vowel(of: previous)) {
    case ("う", "o"), ("う", "u"), ("い", "e"): return true
    case ("お", "o"): return previous == "と"  // とお (10 days, 10 things)
    default: return false
    }
  }
}
