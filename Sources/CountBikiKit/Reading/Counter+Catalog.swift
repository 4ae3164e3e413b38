// The sound changes of every counter the engine knows. Each entry is checked by the hand-written
// table in the tests; adding a counter is adding an entry here.

extension Counter {
  // MARK: Units of big numbers. 万 and 億 never change; 兆 and 京 double the consonant after
  // 1, 8, 10 (and 京 also after 6 and 100): いっちょう, はっちょう, じゅっちょう, ろっけい, ひゃっけい.

  public static let man = Counter("万", "まん")
  public static let oku = Counter("億", "おく")
  public static let chou = Counter(
    "兆", "ちょう",
    changes: [1: ["いっちょう"], 8: ["はっちょう"], 10: ["じゅっちょう", "じっちょう"]])
  public static let kei = Counter(
    "京", "けい",
    changes: [
      1: ["いっけい"], 6: ["ろっけい"], 8: ["はっけい"], 10: ["じゅっけい", "じっけい"],
      100: ["ひゃっけい"],
    ])

  /// 万, 億, 兆 or 京 as the counter after a number, so that the last digit before it takes its
  /// sound change (1.1兆 いってんいっちょう).
  static func unit(_ unit: Numeral.LargeUnit) -> Counter {
    switch unit {
    case .man: .man
    case .oku: .oku
    case .chou: .chou
    case .kei: .kei
    }
  }

  /// No counter: a plain number, whose final 4, 7 or 9 may also be said as in counting aloud
  /// (し, しち, く: 14 じゅうし, 99 きゅうじゅうく). Source: 『大辞林』 第4版, 「し【四】」「く【九】」.
  static let plain = Counter(
    "", "", changes: [4: ["よん", "し"], 7: ["なな", "しち"], 9: ["きゅう", "く"]])

  // MARK: Counters.

  public static let yen = Counter("円", "えん", changes: [4: ["よえん"]])

  public static let hon = Counter(
    "本", "ほん",
    changes: [
      1: ["いっぽん"], 3: ["さんぼん"], 6: ["ろっぽん"], 8: ["はっぽん", "はちほん"],
      10: ["じゅっぽん", "じっぽん"], 100: ["ひゃっぽん"], 1000: ["せんぼん"], 10_000: ["まんぼん"],
    ])
  public static let hiki = Counter(
    "匹", "ひき",
    changes: [
      1: ["いっぴき"], 3: ["さんびき"], 6: ["ろっぴき"], 8: ["はっぴき", "はちひき"],
      10: ["じゅっぴき", "じっぴき"], 100: ["ひゃっぴき"], 1000: ["せんびき"], 10_000: ["まんびき"],
    ])
  public static let hai = Counter(
    "杯", "はい",
    changes: [
      1: ["いっぱい"], 3: ["さんばい"], 6: ["ろっぱい"], 8: ["はっぱい", "はちはい"],
      10: ["じゅっぱい", "じっぱい"], 100: ["ひゃっぱい"], 1000: ["せんばい"], 10_000: ["まんばい"],
    ])
  /// 分 as a clock minute or a number of minutes: いっぷん, さんぷん, よんぷん (よんふん also heard),
  /// はっぷん/はちふん; 0分 れいふん, like 0時 れいじ (ぜろふん also heard).
  public static let fun = Counter(
    "分", "ふん",
    changes: [
      1: ["いっぷん"], 3: ["さんぷん"], 4: ["よんぷん", "よんふん"], 6: ["ろっぷん"], 7: ["ななふん", "しちふん"],
      8: ["はっぷん", "はちふん"], 10: ["じゅっぷん", "じっぷん"], 100: ["ひゃっぷん"],
      1000: ["せんぷん"], 10_000: ["まんぷん"],
    ],
    exact: [0: ["れいふん", "ぜろふん"]])
  public static let byou = Counter("秒", "びょう")
  public static let ko = Counter(
    "個", "こ",
    changes: [
      1: ["いっこ"], 6: ["ろっこ"], 8: ["はっこ", "はちこ"], 10: ["じゅっこ", "じっこ"],
      100: ["ひゃっこ"],
    ])
  /// 階 floors: 3階 さんがい is standard, さんかい also heard.
  public static let kai = Counter(
    "階", "かい",
    changes: [
      1: ["いっかい"], 3: ["さんがい", "さんかい"], 6: ["ろっかい"], 8: ["はっかい", "はちかい"],
      10: ["じゅっかい", "じっかい"], 100: ["ひゃっかい"],
    ])
  /// 回 times: 3回 is always さんかい.
  public static let kaiTimes = Counter(
    "回", "かい",
    changes: [
      1: ["いっかい"], 6: ["ろっかい"], 8: ["はっかい", "はちかい"], 10: ["じゅっかい", "じっかい"],
      100: ["ひゃっかい"],
    ])
  public static let satsu = Counter(
    "冊", "さつ",
    changes: [
      1: ["いっさつ"], 8: ["はっさつ", "はちさつ"], 10: ["じゅっさつ", "じっさつ"],
      100: ["ひゃくさつ", "ひゃっさつ"],
    ])
  public static let mai = Counter("枚", "まい")
  /// 台 machines: no sound change; 7台 ななだい, しちだい also standard (NHK 放送文化研究所,
  /// 『NHK日本語発音アクセント新辞典』 (2016), appendix 「数詞+助数詞」: 台).
  public static let dai = Counter("台", "だい", changes: [7: ["ななだい", "しちだい"]])
  /// 人: ひとり, ふたり, then にん; 4 is よにん everywhere (14人 じゅうよにん).
  public static let nin = Counter(
    "人", "にん",
    changes: [4: ["よにん"], 7: ["ななにん", "しちにん"], 9: ["きゅうにん", "くにん"]],
    exact: [1: ["ひとり"], 2: ["ふたり"]])
  /// 歳 ages: 20 is はたち; 7歳 ななさい or しちさい, 8歳 はっさい or はちさい (NHK, appendix: 歳).
  public static let sai = Counter(
    "歳", "さい",
    changes: [
      1: ["いっさい"], 7: ["ななさい", "しちさい"], 8: ["はっさい", "はちさい"],
      10: ["じゅっさい", "じっさい"],
    ],
    exact: [20: ["はたち", "にじゅっさい", "にじっさい"]])
  /// The native counter つ exists only for 1–10; past 10 Japanese counts with 個 or bare numbers.
  /// とお (10) takes no つ in writing: it is shown as 十 (see `written(_:digits:)`).
  public static let tsu = Counter(
    "つ", "つ",
    exact: [
      1: ["ひとつ"], 2: ["ふたつ"], 3: ["みっつ"], 4: ["よっつ"], 5: ["いつつ"], 6: ["むっつ"],
      7: ["ななつ"], 8: ["やっつ"], 9: ["ここのつ"], 10: ["とお"],
    ],
    range: 1...10)
  /// 足 pairs: 3足 さんぞく is standard, さんそく is also widely said; 8足 はっそく or はちそく.
  public static let soku = Counter(
    "足", "そく",
    changes: [
      1: ["いっそく"], 3: ["さんぞく", "さんそく"], 8: ["はっそく", "はちそく"],
      10: ["じゅっそく", "じっそく"],
      1000: ["せんぞく", "せんそく"], 10_000: ["まんぞく", "まんそく"],
    ])
  public static let ken = Counter(
    "軒", "けん",
    changes: [
      1: ["いっけん"], 3: ["さんげん", "さんけん"], 6: ["ろっけん"], 8: ["はっけん", "はちけん"],
      10: ["じゅっけん", "じっけん"], 100: ["ひゃっけん"], 1000: ["せんげん", "せんけん"],
      10_000: ["まんげん", "まんけん"],
    ])
  /// 頭 large animals: 8頭 はっとう, はちとう also standard (NHK, appendix: 頭).
  public static let tou = Counter(
    "頭", "とう",
    changes: [
      1: ["いっとう"], 8: ["はっとう", "はちとう"], 10: ["じゅっとう", "じっとう"], 100: ["ひゃくとう", "ひゃっとう"],
    ])
  /// 羽 birds and rabbits: NHK's first choices さんば, ろっぱ, じゅっぱ/じっぱ, ひゃっぱ, せんば,
  /// いちまんば, with the わ forms accepted; 8羽 はちわ first, はっぱ accepted; 4羽 よんわ first,
  /// よんば accepted. Source: NHK
  /// 放送文化研究所, 『NHK日本語発音アクセント新辞典』 (2016), appendix 「数詞+助数詞」: 羽.
  public static let wa = Counter(
    "羽", "わ",
    changes: [
      3: ["さんば", "さんわ"], 4: ["よんわ", "よんば"], 6: ["ろっぱ", "ろくわ"], 8: ["はちわ", "はっぱ"],
      10: ["じゅっぱ", "じっぱ", "じゅうわ"], 100: ["ひゃっぱ", "ひゃくわ"], 1000: ["せんば", "せんわ"],
      10_000: ["まんば", "まんわ"],
    ])
  /// 着 clothes: 8着 はっちゃく, はちちゃく also standard (NHK, appendix: 着).
  public static let chaku = Counter(
    "着", "ちゃく",
    changes: [
      1: ["いっちゃく"], 8: ["はっちゃく", "はちちゃく"], 10: ["じゅっちゃく", "じっちゃく"],
      100: ["ひゃくちゃく", "ひゃっちゃく"],
    ])
  public static let kenCases = Counter(
    "件", "けん",
    changes: [
      1: ["いっけん"], 6: ["ろっけん"], 8: ["はっけん", "はちけん"], 10: ["じゅっけん", "じっけん"],
      100: ["ひゃっけん"],
    ])
  public static let ten = Counter(
    "点", "てん",
    changes: [
      1: ["いってん"], 8: ["はってん", "はちてん"], 10: ["じゅってん", "じってん"],
      100: ["ひゃくてん", "ひゃってん"],
    ])
  public static let ban = Counter("番", "ばん")
  /// 度 degrees and times: 0度 れいど, as NHK reads it (ぜろど also said), like 0時 れいじ.
  public static let doCount = Counter("度", "ど", exact: [0: ["れいど", "ぜろど"]])
  public static let bai = Counter("倍", "ばい")
  /// 泊 nights: 3泊 さんぱく; 4泊 よんはく as in broadcast speech, よんぱく also heard.
  public static let haku = Counter(
    "泊", "はく",
    changes: [
      1: ["いっぱく"], 3: ["さんぱく"], 4: ["よんはく", "よんぱく"], 6: ["ろっぱく"],
      8: ["はっぱく", "はちはく"], 10: ["じゅっぱく", "じっぱく"], 100: ["ひゃっぱく"],
      1000: ["せんぱく"], 10_000: ["まんぱく"],
    ])

  // MARK: Time.

  /// 時 o'clock, 0–24: よじ, しちじ, くじ; 0時 れいじ.
  public static let ji = Counter(
    "時", "じ",
    changes: [4: ["よじ"], 7: ["しちじ", "ななじ"], 9: ["くじ"]],
    exact: [0: ["れいじ", "ぜろじ"]],
    range: 0...24)
  public static let jikan = Counter(
    "時間", "じかん",
    changes: [4: ["よじかん"], 7: ["しちじかん", "ななじかん"], 9: ["くじかん"]])
  public static let funkan = fun.followed(by: "かん", label: "分間")
  public static let byoukan = byou.followed(by: "かん", label: "秒間")
  /// 日 as a day of the month, 1–31.
  public static let dayOfMonth = Counter(
    "日", "にち",
    changes: [4: ["よっか"], 7: ["しちにち", "ななにち"], 9: ["くにち", "きゅうにち"]],
    exact: [
      1: ["ついたち"], 2: ["ふつか"], 3: ["みっか"], 4: ["よっか"], 5: ["いつか"], 6: ["むいか"],
      7: ["なのか", "なぬか"], 8: ["ようか"], 9: ["ここのか"], 10: ["とおか"], 20: ["はつか"],
    ],
    range: 1...31)
  /// 日 as a number of days: 1日 いちにち, 2日 ふつか …, 14日 じゅうよっか, 20日 はつか. Past a
  /// month the plain number comes first (34日 さんじゅうよんにち, 37日 さんじゅうななにち, 39日
  /// さんじゅうきゅうにち), with よっか, しち and く still accepted; よっか is first only for 4, 14
  /// and 24, しち and く only up to 29. Source: NHK 放送文化研究所, 『NHK日本語発音アクセント新辞典』
  /// (2016), appendix 「数詞+助数詞」: 日（日数）.
  public static let days = Counter(
    "日", "にち",
    changes: [4: ["よんにち", "よっか"], 7: ["ななにち", "しちにち"], 9: ["きゅうにち", "くにち"]],
    exact: [
      1: ["いちにち"], 2: ["ふつか"], 3: ["みっか"], 4: ["よっか"], 5: ["いつか"], 6: ["むいか"],
      7: ["なのか", "なぬか"], 8: ["ようか"], 9: ["ここのか"], 10: ["とおか"], 14: ["じゅうよっか"],
      17: ["じゅうしちにち", "じゅうななにち"], 19: ["じゅうくにち", "じゅうきゅうにち"], 20: ["はつか"],
      24: ["にじゅうよっか"], 27: ["にじゅうしちにち", "にじゅうななにち"],
      29: ["にじゅうくにち", "にじゅうきゅうにち"],
    ])
  /// 日間: 間 may follow every duration in days, including 1日間 いちにちかん.
  public static let daysKan = days.followed(by: "かん", label: "日間")
  /// 週間: 8週間 はっしゅうかん, はちしゅうかん also standard (NHK 放送文化研究所,
  /// 『NHK日本語発音アクセント新辞典』 (2016), appendix 「数詞+助数詞」: 週間).
  public static let shuukan = Counter(
    "週間", "しゅうかん",
    changes: [
      1: ["いっしゅうかん"], 8: ["はっしゅうかん", "はちしゅうかん"],
      10: ["じゅっしゅうかん", "じっしゅうかん"],
    ])
  public static let kagetsu = Counter(
    "ヶ月", "かげつ",
    changes: [
      1: ["いっかげつ"], 6: ["ろっかげつ"], 8: ["はっかげつ", "はちかげつ"],
      10: ["じゅっかげつ", "じっかげつ"], 100: ["ひゃっかげつ"],
    ])
  /// 月 as the name of a month, 1–12: しがつ, しちがつ, くがつ.
  public static let month = Counter(
    "月", "がつ", changes: [4: ["しがつ"], 7: ["しちがつ"], 9: ["くがつ"]], range: 1...12)
  public static let nen = Counter(
    "年", "ねん", changes: [4: ["よねん"], 7: ["ななねん", "しちねん"], 9: ["きゅうねん", "くねん"]])
  public static let nenkan = nen.followed(by: "かん", label: "年間")

  /// The counters a learner can write after a number, by label, longest labels first so that
  /// 時間 is matched before 時. Variant spellings (か月, 才) map to the same counter.
  public static let byLabel: [(label: String, counter: Counter)] = {
    let all: [(String, Counter)] = [
      ("円", yen), ("本", hon), ("匹", hiki), ("杯", hai), ("分間", funkan), ("分", fun),
      ("秒間", byoukan), ("秒", byou), ("個", ko), ("階", kai), ("回", kaiTimes), ("冊", satsu),
      ("枚", mai), ("台", dai), ("人", nin), ("歳", sai), ("才", sai), ("つ", tsu), ("足", soku),
      ("軒", ken), ("頭", tou), ("羽", wa), ("着", chaku), ("件", kenCases), ("点", ten),
      ("番", ban), ("度", doCount), ("倍", bai), ("泊", haku), ("時間", jikan), ("時", ji),
      ("日間", daysKan), ("日", dayOfMonth), ("週間", shuukan), ("ヶ月", kagetsu), ("ケ月", kagetsu),
      ("か月", kagetsu), ("カ月", kagetsu), ("ヵ月", kagetsu), ("箇月", kagetsu), ("月", month),
      ("年間", nenkan), ("年", nen),
    ]
    // Each label's length counted once: counting characters in every comparison was most of
    // the cost of the first counter looked up.
    return (all + everyday + compound).map { (entry: $0, length: $0.0.count) }
      .sorted { $0.length > $1.length }.map { (label: $0.entry.0, counter: $0.entry.1) }
  }()

  /// The counter a learner writes as `label` after a number (本, 才, か月), or nil.
  public static func labeled(_ label: String) -> Counter? {
    byLabelTable[label]
  }

  private static let byLabelTable = Dictionary(
    uniqueKeysWithValues: byLabel.map { ($0.label, $0.counter) })
}
