// Ranks, ordinals and words built on a counter: 5位, 2杯目, 40代, 2人前, 3階建て, 15分遅れ,
// 9時発, 24時間営業, 100円玉. A word added after a counter leaves the counter's sound change as it
// is (1杯目 いっぱいめ, 3階建て さんがいだて, 10分遅れ じゅっぷんおくれ). Source: NHK 放送文化研究所,
// 『NHK日本語発音アクセント新辞典』 (2016), appendix 「数詞+助数詞」.

extension Counter {
  /// Ranks, ordinals and portions count from 1 and stop below 10^16 (1京); the expression
  /// reader refuses others (0位, 1京位).
  static let ordinalRange: ClosedRange<UInt64> = 1...9_999_999_999_999_999

  /// The labels of ranks, ordinals and portions.
  static let ordinalLabels: Set<String> = Set(["位", "等", "人前"] + ordinals.map(\.0))

  /// 位 a rank: no sound change (1位 いちい, 8位 はちい, 10位 じゅうい).
  public static let i = CounterDictionary.counter("i")
  /// 等 a prize class: doubles after 1, 8 and 10 as 頭 does (1等 いっとう, 8等 はっとう or
  /// はちとう, 10等 じゅっとう).
  public static let touPrize = CounterDictionary.counter("tou-prize")
  /// 代 a decade of age or a generation: no sound change (40代 よんじゅうだい, 10代 じゅうだい).
  public static let daiDecade = CounterDictionary.counter("dai-decade")
  /// 年代 a decade of years: 1990年代 せんきゅうひゃくきゅうじゅうねんだい, 80年代 はちじゅうねんだい.
  public static let nendai = CounterDictionary.counter("nendai")
  /// 人前 portions: にん throughout, 1人前 いちにんまえ (not ひとり), 4人前 よにんまえ.
  public static let ninmae = CounterDictionary.counter("ninmae")
  /// か所 places: doubles like ヶ月 (1か所 いっかしょ, 6か所 ろっかしょ, 10か所 じゅっかしょ).
  public static let kasho = CounterDictionary.counter("kasho")
  /// ユーロ and ドル: loanwords with no sound change (20ユーロ にじゅうゆーろ, 5ドル ごどる).
  public static let yuuro = CounterDictionary.counter("yuuro")
  public static let doru = CounterDictionary.counter("doru")

  /// A number said as in counting, with no second form for a final 4, 7 or 9: the parts of a
  /// fraction (3/4 よんぶんのさん) and a number after 第 (第4 だいよん).
  static let bare = Counter("", "")

  /// N + 目: the Nth (2杯目 にはいめ, 1回目 いっかいめ, 2人目 ふたりめ, 1日目 いちにちめ).
  static func ordinal(_ counter: Counter) -> Counter {
    let me = counter.followed(by: "め", label: counter.label + "目")
    guard counter.label == "つ" else { return me }
    // Ten things are とお, but the tenth is 10番目 or 10個目, never とおめ.
    return Counter(me.label, me.kana, exact: me.exact.filter { $0.key < 10 }, range: 1...9)
  }

  /// The counters that take 目, by label.
  static let ordinals: [(String, Counter)] = [
    hai, kaiTimes, mai, hon, ban, ko, doCount, satsu, dai, ken, kenCases, nin, haku, hiki, tsu,
    jikan, nen, shuukan, kagetsu,
  ].map { counter in (counter.label + "目", ordinal(counter)) } + [
    ("日目", ordinal(days)), ("か月目", ordinal(kagetsu)),
  ]

  /// Words after a time, a floor or money: 分遅れ, 時発, 時着, 時間営業, 分待ち, 階建て, 円玉, 円札,
  /// 年生 (school year).
  static let compounds: [(String, Counter)] = [
    ("分遅れ", fun.followed(by: "おくれ", label: "分遅れ")),
    ("時間遅れ", jikan.followed(by: "おくれ", label: "時間遅れ")),
    ("分待ち", fun.followed(by: "まち", label: "分待ち")),
    ("時間待ち", jikan.followed(by: "まち", label: "時間待ち")),
    ("時発", ji.followed(by: "はつ", label: "時発")), ("分発", fun.followed(by: "はつ", label: "分発")),
    ("時着", ji.followed(by: "ちゃく", label: "時着")),
    ("分着", fun.followed(by: "ちゃく", label: "分着")),
    ("時間営業", jikan.followed(by: "えいぎょう", label: "時間営業")),
    ("階建て", kai.followed(by: "だて", label: "階建て")), ("階建", kai.followed(by: "だて", label: "階建")),
    ("円玉", yen.followed(by: "だま", label: "円玉")), ("円札", yen.followed(by: "さつ", label: "円札")),
    ("年生", nen.followed(by: "せい", label: "年生")),
  ]

  /// Floor plans of a flat (2DK にでぃーけー, 3LDK さんえるでぃーけー): the letters said as in
  /// English; 1 is いち or, as estate agents say, わん (1K わんけー), 2 also the stretched にい
  /// (にいでぃーけー), and 1R is わんるーむ.
  static let layouts: [(String, Counter)] = [
    ("SLDK", "えすえるでぃーけー"), ("LDK", "えるでぃーけー"), ("DK", "でぃーけー"), ("LK", "えるけー"),
    ("K", "けー"),
  ].map { label, kana in
    (
      label,
      Counter(
        label, kana, exact: [1: ["いち" + kana, "わん" + kana], 2: ["に" + kana, "にい" + kana]],
        range: 1...9)
    )
  } + [("R", Counter("R", "るーむ", exact: [1: ["わんるーむ"]], range: 1...1))]

  /// The words of this file with the labels a learner writes.
  static let compound: [(String, Counter)] = ordinals + compounds + layouts
}
