/// How the last word of a number joins the word after it (a counter, or a big unit such as 兆),
/// read off the form the engine's tables give for the two together: いっ + ぽん for 1本.
struct Ending {
  /// The number's last word as it is said: いっ, よ, ひゃっ; the whole form when `whole`.
  let number: String
  /// The following word as it is said: ぽん, じ; empty when `whole`.
  let following: String
  let numberPatterns: [SoundPattern]
  let followingPatterns: [SoundPattern]
  /// The form is one word that cannot be cut (はつか, ひとり, ついたち).
  let whole: Bool
}

extension SoundPattern {
  /// Cuts `form`, the engine's canonical reading of `last` followed by a word whose plain reading
  /// is `kana`, into the number's part and the word's part and names the change in each; nil
  /// when the form follows none of the known patterns.
  static func ending(of last: Word, before kana: String, form: String) -> Ending? {
    if let entry = wholeWords.first(where: { form.hasPrefix($0.kana) }) {
      return Ending(
        number: form, following: "", numberPatterns: [entry.pattern], followingPatterns: [],
        whole: true)
    }
    for (number, patterns) in spokenForms(of: last) where form.hasPrefix(number) {
      let following = String(form.dropFirst(number.count))
      guard let change = onsetChange(from: kana, to: following) else { continue }
      return Ending(
        number: number, following: following, numberPatterns: patterns,
        followingPatterns: change, whole: false)
    }
    return nil
  }

  /// The ways a last word is said before a counter, the plain one first: 1 いち or いっ, 4 よん,
  /// よ or し, 7 なな or しち, 9 きゅう or く.
  private static func spokenForms(of word: Word) -> [(String, [SoundPattern])] {
    var forms: [(String, [SoundPattern])] = [(word.kana, [])]
    if let pattern = geminates[word.ending], ["く", "ち", "う"].contains(word.kana.last) {
      forms.append((word.kana.dropLast() + "っ", [pattern]))
    }
    switch word {
    case .yon: forms += [("よ", [.yo4]), ("し", [.shi4])]
    case .nana: forms.append(("しち", [.shichi7]))
    case .kyuu: forms.append(("く", [.ku9]))
    default: break
    }
    return forms
  }

  /// The endings that shorten to a small っ before a counter, by the number they stand for.
  private static let geminates: [UInt64: SoundPattern] = [
    1: .ichiGeminate, 6: .rokuGeminate, 8: .hachiGeminate, 10: .juuGeminate,
    100: .hyakuGeminate,
  ]

  /// How the first kana of `plain` changed in `said`: [] when it did not, nil when the two
  /// differ in more than a voiced or p onset.
  private static func onsetChange(from plain: String, to said: String) -> [SoundPattern]? {
    if plain == said { return [] }
    guard let first = plain.first, let changed = said.first, plain.dropFirst() == said.dropFirst(),
      let row = onsets[first]
    else { return nil }
    if changed == row.voiced { return [.counterVoiced] }
    if changed == row.p { return [.counterP] }
    return nil
  }

  /// Each plain onset with its voiced form and, for the h row and わ, its p form.
  static let onsets: [Character: (voiced: Character, p: Character?)] = {
    let rows = "かが きぎ くぐ けげ こご さざ しじ すず せぜ そぞ ただ ちぢ つづ てで とど はばぱ ひびぴ ふぶぷ へべぺ ほぼぽ わばぱ"
    var table: [Character: (voiced: Character, p: Character?)] = [:]
    for row in rows.split(separator: " ") {
      let kana = Array(row)
      table[kana[0]] = (kana[1], kana.count > 2 ? kana[2] : nil)
    }
    return table
  }()

  /// Irregular words that replace a number and its counter together, longest first so that
  /// とおか is found before とお.
  private static let wholeWords: [(kana: String, pattern: SoundPattern)] = {
    let groups: [(SoundPattern, [String])] = [
      (.hitoriFutari, ["ひとり", "ふたり"]),
      (.hatachi, ["はたち"]),
      (
        .nativeTsu,
        ["ひとつ", "ふたつ", "みっつ", "よっつ", "いつつ", "むっつ", "ななつ", "やっつ", "ここのつ", "とお"]
      ),
      (.tsuitachi, ["ついたち"]),
      (
        .nativeDays,
        ["ふつか", "みっか", "よっか", "いつか", "むいか", "なのか", "なぬか", "ようか", "ここのか", "とおか"]
      ),
      (.hatsuka, ["はつか"]),
      (.ichinichi, ["いちにち"]),
      (.rei0, ["れいじ", "れいふん"]),
      (.oneRoom, ["わんるーむ"]),
      (.nativeHitoFuta, ["ひと", "ふた"]),
    ]
    return groups.flatMap { pattern, words in words.map { (kana: $0, pattern: pattern) } }
      .sorted { $0.kana.count > $1.kana.count }
  }()
}
