import Foundation

/// Conversions between the two kana scripts and from full-width to ASCII text.
public enum Kana {
  /// Katakana → hiragana; the long-vowel mark ー is spelled out with the vowel Japanese
  /// writes for it in hiragana (ゅー → ゅう, ょー → ょう, えー → えい), everything else is kept.
  public static func hiragana(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let v = scalar.value
      if (0x30A1...0x30F6).contains(v), let h = Unicode.Scalar(v - 0x60) {
        out.append(h)
      } else if v == 0x30FC, let previous = out.last {
        out.append(longVowel(after: previous))
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }

  /// Hiragana → katakana, one to one.
  public static func katakana(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let v = scalar.value
      if (0x3041...0x3096).contains(v), let k = Unicode.Scalar(v + 0x60) {
        out.append(k)
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }

  /// True when every character is hiragana (no digits, kanji, katakana, spaces or marks).
  public static func isHiragana(_ text: String) -> Bool {
    !text.isEmpty && text.unicodeScalars.allSatisfy { (0x3041...0x3096).contains($0.value) }
  }

  /// Full-width ASCII (０-９, Ａ-Ｚ, ，, ：, ￥ …) → half-width; the ideographic space → space.
  public static func halfWidth(_ text: String) -> String {
    var out = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      let v = scalar.value
      if (0xFF01...0xFF5E).contains(v), let a = Unicode.Scalar(v - 0xFEE0) {
        out.append(a)
      } else if v == 0x3000 {
        out.append(" ")
      } else if v == 0xFFE5 {
        out.append("¥")
      } else {
        out.append(scalar)
      }
    }
    return String(out)
  }

  /// The vowel (as hiragana) that a long-vowel mark after `scalar` stands for in a number word.
  private static func longVowel(after scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch vowel(of: scalar) {
    case "a": return "あ"
    case "i": return "い"
    case "u": return "う"
    case "e": return "い"  // けー → けい, れー → れい
    default: return "う"  // ちょー → ちょう, とー is written とお only in とお (10) itself
    }
  }

  /// The vowel of a hiragana syllable, as a Latin letter, or nil for ん, っ and non-kana.
  public static func vowel(of scalar: Unicode.Scalar) -> Character? {
    vowels[scalar]
  }

  private static let vowels: [Unicode.Scalar: Character] = {
    let rows: [(Character, String)] = [
      ("a", "あかさたなはまやらわがざだばぱぁゃ"), ("i", "いきしちにひみりぎじぢびぴぃ"),
      ("u", "うくすつぬふむゆるぐずづぶぷぅゅ"), ("e", "えけせてねへめれげぜでべぺぇ"),
      ("o", "おこそとのほもよろをごぞどぼぽぉょ"),
    ]
    var table: [Unicode.Scalar: Character] = [:]
    for (vowel, kana) in rows {
      for scalar in kana.unicodeScalars { table[scalar] = vowel }
    }
    return table
  }()
}
