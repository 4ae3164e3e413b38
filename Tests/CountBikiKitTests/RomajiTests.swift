import CountBikiKit
import TestSupport
import Testing

@Test(arguments: [
  // Hepburn, Kunrei and keyboard spellings of the same syllables.
  ("shi", "し"), ("si", "し"), ("chi", "ち"), ("ti", "ち"), ("tsu", "つ"), ("tu", "つ"),
  ("fu", "ふ"), ("hu", "ふ"), ("ji", "じ"), ("zi", "じ"), ("sha", "しゃ"), ("sya", "しゃ"),
  ("cho", "ちょ"), ("tyo", "ちょ"), ("cyo", "ちょ"), ("ja", "じゃ"), ("zya", "じゃ"),
  ("jya", "じゃ"), ("kyuu", "きゅう"), ("ryo", "りょ"), ("wo", "を"),
  // Numbers as learners type their readings.
  ("roppyappon", "ろっぴゃっぽん"), ("sanbyaku", "さんびゃく"), ("sambyaku", "さんびゃく"),
  ("juuyokka", "じゅうよっか"), ("hatachi", "はたち"), ("hatati", "はたち"),
  ("hassen", "はっせん"), ("issenman", "いっせんまん"), ("itchou", "いっちょう"),
  ("icchou", "いっちょう"), ("ippun", "いっぷん"), ("jippun", "じっぷん"),
  ("tsuitachi", "ついたち"), ("tuitati", "ついたち"), ("futsuka", "ふつか"),
  ("hutuka", "ふつか"), ("yon'en", "よんえん"), ("yonnen", "よんえん"),
  ("rokujuu", "ろくじゅう"), ("shichiji", "しちじ"), ("sitizi", "しちじ"),
  ("kuji", "くじ"), ("reiwagannen", "れいわがんねん"), ("juu go", "じゅうご"),
  ("Roppyaku-hon", "ろっぴゃくほん"),
])
func romajiSpellsTheKana(romaji: String, kana: String) {
  #expect(Romaji.kana(romaji).contains(kana), "\(romaji) → \(Romaji.kana(romaji))")
}

@Test func aLoneNBeforeAVowelIsNotN() {
  // かねん, not かんえん: n'e would be んえ.
  #expect(Romaji.kana("kanen") == ["かねん"])
  #expect(Romaji.kana("kan'en") == ["かんえん"])
  #expect(Romaji.kana("kin'yoobi") == ["きんよおび"])
}

@Test func ambiguousSpellingsGiveEveryReading() {
  // Hepburn writes さんにん as sannin; on a keyboard nn is ん.
  #expect(Romaji.kana("sannin") == ["さんいん", "さんにん"])
  #expect(Romaji.kana("jū") == ["じゅう"])
  #expect(Romaji.kana("tōka") == ["とうか", "とおか"])
  #expect(Romaji.kana("itchô") == ["いっちょう", "いっちょお"])
  #expect(Romaji.kana("hyakuen") == ["ひゃくえん"])
}

@Test func textThatSpellsNoKanaIsNoRomaji() {
  #expect(Romaji.kana("") == [])
  #expect(Romaji.kana("xyz") == [])
  #expect(Romaji.kana("600") == [])
  #expect(Romaji.kana("ろっぴゃく") == [])
  #expect(Romaji.kana("sanq") == [])
  #expect(Romaji.looksLikeRomaji("Roppyappon"))
  #expect(!Romaji.looksLikeRomaji("ろっぴゃっぽん"))
  #expect(!Romaji.looksLikeRomaji("600"))
}

/// Hepburn (or, with `kunrei`, Kunrei) romaji of hiragana, written independently of `Romaji` as
/// a textbook would: っ doubles the next consonant (tch in Hepburn), ん before a vowel or y is n'.
private func romanized(_ kana: String, kunrei: Bool) -> String {
  let hepburn: [Character: String] = [
    "あ": "a", "い": "i", "う": "u", "え": "e", "お": "o", "か": "ka", "き": "ki", "く": "ku",
    "け": "ke", "こ": "ko", "が": "ga", "ぎ": "gi", "ぐ": "gu", "げ": "ge", "ご": "go",
    "さ": "sa", "し": "shi", "す": "su", "せ": "se", "そ": "so", "ざ": "za", "じ": "ji",
    "ず": "zu", "ぜ": "ze", "ぞ": "zo", "た": "ta", "ち": "chi", "つ": "tsu", "て": "te",
    "と": "to", "だ": "da", "で": "de", "ど": "do", "な": "na", "に": "ni", "ぬ": "nu",
    "ね": "ne", "の": "no", "は": "ha", "ひ": "hi", "ふ": "fu", "へ": "he", "ほ": "ho",
    "ば": "ba", "び": "bi", "ぶ": "bu", "べ": "be", "ぼ": "bo", "ぱ": "pa", "ぴ": "pi",
    "ぷ": "pu", "ぺ": "pe", "ぽ": "po", "ま": "ma", "み": "mi", "む": "mu", "め": "me",
    "も": "mo", "や": "ya", "ゆ": "yu", "よ": "yo", "ら": "ra", "り": "ri", "る": "ru",
    "れ": "re", "ろ": "ro", "わ": "wa", "を": "wo",
  ]
  let kunreiSpelling = ["shi": "si", "chi": "ti", "tsu": "tu", "fu": "hu", "ji": "zi"]
  var syllables: [String] = []
  for character in kana {
    if let small = ["ゃ": "a", "ゅ": "u", "ょ": "o"][character], var last = syllables.popLast() {
      // き + ゃ → kya; し + ゃ → sha (sya); ち + ゃ → cha (tya); じ + ゃ → ja (zya).
      last.removeLast()
      if !["sh", "ch", "j"].contains(last) || kunrei { last += "y" }
      syllables.append(last + small)
    } else if character == "っ" || character == "ん" {
      syllables.append(String(character))
    } else {
      let syllable = hepburn[character]!
      syllables.append(kunrei ? kunreiSpelling[syllable] ?? syllable : syllable)
    }
  }
  var text = ""
  for (index, syllable) in syllables.enumerated() {
    let next = index + 1 < syllables.count ? syllables[index + 1] : ""
    switch syllable {
    case "っ": text += next.hasPrefix("ch") ? "t" : String(next.prefix(1))
    case "ん": text += next.first.map { "aiueoy".contains($0) } == true ? "n'" : "n"
    default: text += syllable
    }
  }
  return text
}

@Test func everyReadingToTenThousandComesBackFromItsRomaji() throws {
  for value in Sweep.numbersToTenThousand {
    // Every plain number; counters, whose sound changes sit in the last digits, up to 120.
    let counters =
      (1...31).contains(value)
      ? ["", "本", "円", "分", "人", "日"] : value <= 120 ? ["", "本", "円", "分", "人"] : [""]
    for counter in counters {
      let reading = try Expression("\(value)\(counter)").reading
      for kana in reading.accepted {
        for kunrei in [false, true] {
          let romaji = romanized(kana, kunrei: kunrei)
          #expect(Romaji.kana(romaji).contains(kana), "\(value)\(counter): \(romaji) → \(kana)")
        }
      }
    }
  }
}
