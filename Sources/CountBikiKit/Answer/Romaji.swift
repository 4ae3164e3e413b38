import Foundation

/// Romaji as learners type it, turned into hiragana: Hepburn (`shi`, `chi`, `tsu`, `fu`, `ja`,
/// `sha`, `ō`), Kunrei (`si`, `ti`, `tu`, `hu`, `zya`, `sya`, `ô`) and keyboard romaji (`ou`,
/// `uu`, `nn`, `n'`, `xtu`), with っ as a doubled consonant (`roppyaku`, `hassen`, `itchō`) and
/// ん as `n`, `nn`, `n'` or, before b, m and p, `m` (`sambyaku`).
public enum Romaji {
  /// Every hiragana text `text` can stand for, or none when it is not romaji. More than one when
  /// the spelling is ambiguous: `sannin` is さんにん (Hepburn) or さんいん (`nn` typed as ん), and
  /// `ō` is おう or おお. Case, spaces, hyphens and apostrophes between syllables are ignored.
  public static func kana(_ text: String) -> [String] {
    // ō is o and a second vowel: the vowel joins the syllable before it (jū is ju + う).
    let letters = text.precomposedStringWithCanonicalMapping.lowercased().unicodeScalars
      .filter { $0 != " " && $0 != "-" && $0 != "\u{3000}" }
      .flatMap { scalar in longVowels[scalar].map { [$0.vowel, $0.mark] } ?? [scalar] }
    guard !letters.isEmpty, letters.allSatisfy(isRomaji) else { return [] }
    var results: Set<String> = []
    var budget = 4096
    expand(letters[...], "", into: &results, budget: &budget)
    return results.sorted()
  }

  /// Whether `text` has a Latin letter, so that it is read as romaji rather than as a number.
  public static func looksLikeRomaji(_ text: String) -> Bool {
    text.unicodeScalars.contains { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
  }

  private static func isRomaji(_ scalar: Unicode.Scalar) -> Bool {
    ("a"..."z").contains(scalar) || scalar == "'" || lengthenings[scalar] != nil
  }

  /// Reads from the start of `rest`, trying every way a syllable can be read there; each full
  /// reading is added to `results`. `budget` bounds the work on long, ambiguous input.
  private static func expand(
    _ rest: ArraySlice<Unicode.Scalar>, _ kana: String, into results: inout Set<String>,
    budget: inout Int
  ) {
    budget -= 1
    guard budget > 0 else { return }
    guard !rest.isEmpty else {
      results.insert(kana)
      return
    }
    for (length, syllable) in readings(at: rest) {
      expand(rest.dropFirst(length), kana + syllable, into: &results, budget: &budget)
    }
  }

  /// The syllables `rest` can start with: how many letters each takes and its kana.
  private static func readings(at rest: ArraySlice<Unicode.Scalar>) -> [(Int, String)] {
    let letters = Array(rest.prefix(4))
    var found: [(Int, String)] = []
    if let second = lengthenings[letters[0]] {
      // The second half of ō is う or お, of ē い or え: the reading decides which was meant.
      return second.map { (1, $0) }
    }
    if letters[0] == "'" { return [(1, "")] }
    for length in stride(from: min(4, letters.count), through: 1, by: -1) {
      if let syllable = syllables[String(String.UnicodeScalarView(letters[0..<length]))] {
        found.append((length, syllable))
      }
    }
    let next = letters.count > 1 ? letters[1] : nil
    switch letters[0] {
    case "n":
      // ん: `n'` and `nn` always; a lone `n` at the end or before a consonant other than y.
      if next == "'" { found.append((2, "ん")) }
      if next == "n" { found.append((2, "ん")) }
      if next == nil || (!vowels.contains(next!) && next != "y" && next != "'") {
        found.append((1, "ん"))
      }
    case "m" where next == "b" || next == "m" || next == "p":
      found.append((1, "ん"))
    case "t" where next == "c":
      // Hepburn's っ before ch: itchō, matcha.
      found.append((1, "っ"))
    case let consonant where next == consonant && !vowels.contains(consonant):
      found.append((1, "っ"))
    default:
      break
    }
    return found
  }

  private static let vowels: Set<Unicode.Scalar> = ["a", "i", "u", "e", "o"]

  /// Vowels with a macron or circumflex: the plain vowel and a mark for its second half.
  private static let longVowels: [Unicode.Scalar: (vowel: Unicode.Scalar, mark: Unicode.Scalar)] = [
    "ā": ("a", "\u{E001}"), "â": ("a", "\u{E001}"), "ī": ("i", "\u{E002}"), "î": ("i", "\u{E002}"),
    "ū": ("u", "\u{E003}"), "û": ("u", "\u{E003}"), "ē": ("e", "\u{E004}"), "ê": ("e", "\u{E004}"),
    "ō": ("o", "\u{E005}"), "ô": ("o", "\u{E005}"),
  ]

  /// The kana the second half of each long vowel can be written with.
  private static let lengthenings: [Unicode.Scalar: [String]] = [
    "\u{E001}": ["あ"], "\u{E002}": ["い"], "\u{E003}": ["う"], "\u{E004}": ["い", "え"],
    "\u{E005}": ["う", "お"],
  ]

  /// Each spelling of a syllable and its kana.
  private static let syllables: [String: String] = {
    var table: [String: String] = [
      "a": "あ", "i": "い", "u": "う", "e": "え", "o": "お",
      "shi": "し", "si": "し", "chi": "ち", "ti": "ち", "tsu": "つ", "tu": "つ", "fu": "ふ",
      "hu": "ふ", "ji": "じ", "zi": "じ", "di": "ぢ", "du": "づ", "dzu": "づ",
      "wa": "わ", "wo": "を", "ya": "や", "yu": "ゆ", "yo": "よ",
      "fa": "ふぁ", "fi": "ふぃ", "fe": "ふぇ", "fo": "ふぉ",
      "xtu": "っ", "ltu": "っ", "xtsu": "っ", "ltsu": "っ",
    ]
    let rows: [(String, [String])] = [
      ("k", ["か", "き", "く", "け", "こ"]), ("g", ["が", "ぎ", "ぐ", "げ", "ご"]),
      ("s", ["さ", "", "す", "せ", "そ"]), ("z", ["ざ", "", "ず", "ぜ", "ぞ"]),
      ("t", ["た", "", "", "て", "と"]), ("d", ["だ", "", "", "で", "ど"]),
      ("n", ["な", "に", "ぬ", "ね", "の"]), ("h", ["は", "ひ", "", "へ", "ほ"]),
      ("b", ["ば", "び", "ぶ", "べ", "ぼ"]), ("p", ["ぱ", "ぴ", "ぷ", "ぺ", "ぽ"]),
      ("m", ["ま", "み", "む", "め", "も"]), ("r", ["ら", "り", "る", "れ", "ろ"]),
    ]
    for (consonant, kana) in rows {
      for (vowel, syllable) in zip(["a", "i", "u", "e", "o"], kana) where !syllable.isEmpty {
        table[consonant + vowel] = syllable
      }
    }
    // Contracted syllables: きゃ, しゃ, ちゃ, じゃ … in every spelling.
    let contracted: [([String], String)] = [
      (["ky"], "き"), (["gy"], "ぎ"), (["sh", "sy"], "し"), (["j", "zy", "jy"], "じ"),
      (["ch", "ty", "cy"], "ち"), (["dy"], "ぢ"), (["ny"], "に"), (["hy"], "ひ"), (["by"], "び"),
      (["py"], "ぴ"), (["my"], "み"), (["ry"], "り"),
    ]
    for (spellings, base) in contracted {
      for spelling in spellings {
        table[spelling + "a"] = base + "ゃ"
        table[spelling + "u"] = base + "ゅ"
        table[spelling + "o"] = base + "ょ"
        table[spelling + "e"] = base + "ぇ"
      }
    }
    return table
  }()
}
