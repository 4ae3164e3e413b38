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
  /// とおか → トーカ, へいせい → ヘーセー, いちい → イチー. Other characters pass through unchanged.
  public static func forReading(_ reading: String) -> String {
    var out: [Unicode.Scalar] = []
    out.reserveCapacity(reading.unicodeScalars.count)
    let scalars = Array(reading.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      // い after an i-sound ends a rank as one long vowel (1位 いちい [itɕiː], 2位 にい); inside a
      // reading it starts the next word (23日1時 …にち|いちじ), so it stays a vowel of its own.
      let finalI = index == scalars.count - 1 && scalar == "い"
      if let previous = out.last,
        isLongVowel(scalar, after: previous) || (finalI && Kana.vowel(of: previous) == "i")
      {
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
