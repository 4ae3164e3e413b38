/// A word that can end the reading of a number, which decides the sound change of what follows.
enum Word: Int, CaseIterable {
  case zero, ichi, ni, san, yon, go, roku, nana, hachi, kyuu
  case juu, hyaku, byaku, pyaku, sen, zen, man, oku, chou, kei

  /// The spelling of the word.
  var kana: String {
    switch self {
    case .zero: "ぜろ"
    case .ichi: "いち"
    case .ni: "に"
    case .san: "さん"
    case .yon: "よん"
    case .go: "ご"
    case .roku: "ろく"
    case .nana: "なな"
    case .hachi: "はち"
    case .kyuu: "きゅう"
    case .juu: "じゅう"
    case .hyaku: "ひゃく"
    case .byaku: "びゃく"
    case .pyaku: "ぴゃく"
    case .sen: "せん"
    case .zen: "ぜん"
    case .man: "まん"
    case .oku: "おく"
    case .chou: "ちょう"
    case .kei: "けい"
    }
  }

  /// The number the word stands for at the end of a reading, the key of `Counter.changes`.
  var ending: UInt64 {
    switch self {
    case .zero, .ichi, .ni, .san, .yon, .go, .roku, .nana, .hachi, .kyuu: UInt64(rawValue)
    case .juu: 10
    case .hyaku, .byaku, .pyaku: 100
    case .sen, .zen: 1000
    case .man: UInt64(Numeral.LargeUnit.man.value)
    case .oku: UInt64(Numeral.LargeUnit.oku.value)
    case .chou: UInt64(Numeral.LargeUnit.chou.value)
    case .kei: UInt64(Numeral.LargeUnit.kei.value)
    }
  }

  static func digit(_ n: Int) -> Word { Word(rawValue: n)! }

  /// A change is written for the plain word (`ひゃっぽん` for ひゃく); for a voiced word (さん|びゃく,
  /// さん|ぜん) the word's own first kana replaces the plain one: びゃっぽん, ぜんぼん.
  static func apply(_ change: String, to word: Word) -> String {
    switch word {
    case .byaku, .pyaku, .zen: String(word.kana.prefix(1)) + String(change.dropFirst())
    default: change
    }
  }
}
