// Counters met on signs, tickets and forms in daily life. Sources for the sound changes: NHK
// 放送文化研究所, 『NHK日本語発音アクセント新辞典』 (2016), appendix 「数詞+助数詞」.

extension Counter {
  /// 名 people, formal (a table for 3): no sound change; 7名 ななめい or しちめい.
  public static let mei = Counter("名", "めい", changes: [7: ["ななめい", "しちめい"]])
  /// 番線 platforms: no sound change; station announcements say なな and きゅう (7番線 ななばんせん).
  public static let bansen = Counter("番線", "ばんせん")
  /// 号車 train cars: no sound change (1号車 いちごうしゃ, 8号車 はちごうしゃ).
  public static let gousha = Counter("号車", "ごうしゃ")
  /// 号室 room numbers: no sound change (101号室 ひゃくいちごうしつ); a number with a 0 is also
  /// said digit by digit, 0 as まる, as hotels say it (101号室 いちまるいちごうしつ).
  public static let goushitsu = Counter("号室", "ごうしつ", digitwise: true)
  /// 両 the cars of a train: no sound change (10両 じゅうりょう).
  public static let ryou = Counter("両", "りょう")
  /// 丁目 blocks of an address: いっちょうめ, はっちょうめ (はちちょうめ also said), じゅっちょうめ.
  public static let choume = Counter(
    "丁目", "ちょうめ",
    changes: [
      1: ["いっちょうめ"], 8: ["はっちょうめ", "はちちょうめ"], 10: ["じゅっちょうめ", "じっちょうめ"],
    ])
  /// 番地 lot numbers of an address: no sound change.
  public static let banchi = Counter("番地", "ばんち")
  /// 錠 tablets: no sound change (1錠 いちじょう, 2錠 にじょう).
  public static let jou = Counter("錠", "じょう")
  /// 割 tenths (3割 さんわり): no sound change; 10割 じゅうわり.
  public static let wari = Counter("割", "わり")
  /// 割引 a discount in tenths: 3割引 さんわりびき.
  public static let waribiki = wari.followed(by: "びき", label: "割引")

  /// パーセント (%): いちぱーせんと (いっ- also), ろくぱーせんと (ろっ- also), はちぱーせんと
  /// (はっ- also), じゅっぱーせんと, ひゃくぱーせんと (ひゃっ- also): NHK gives the plain number
  /// first for 1, 6, 8 and 100 and allows the doubled one. Loanwords keep their long-vowel mark ー.
  public static let percent = Counter(
    "%", "ぱーせんと",
    changes: [
      1: ["いちぱーせんと", "いっぱーせんと"], 6: ["ろくぱーせんと", "ろっぱーせんと"], 8: ["はちぱーせんと", "はっぱーせんと"],
      10: ["じゅっぱーせんと", "じっぱーせんと"], 100: ["ひゃくぱーせんと", "ひゃっぱーせんと"],
    ])
  /// センチ (cm): the s-sound doubles after 1, 8 and 10 as in 歳 and 冊: いっせんち, はっせんち
  /// (はちせんち also), じゅっせんち.
  /// The full name センチメートル is accepted after every form (146cm
  /// ひゃくよんじゅうろくせんちめーとる).
  public static let senchi = Counter(
    "cm", "せんち",
    changes: [
      1: ["いっせんち"], 8: ["はっせんち", "はちせんち"], 10: ["じゅっせんち", "じっせんち"],
    ], fullName: "めーとる")
  /// キロ (kg, km): the k-sound doubles after 1, 6, 8, 10 and 100 as in 個: いっきろ, ろっきろ
  /// (ろくきろ also), はっきろ (はちきろ also), じゅっきろ, ひゃっきろ (ひゃくきろ also).
  /// The full name キログラム is accepted after every form (46kg よんじゅうろっきろぐらむ).
  public static let kiro = Counter(
    "kg", "きろ", changes: kiroChanges, fullName: "ぐらむ")
  /// km: said キロ in speech, キロメートル in full, with the sound changes of キロ.
  public static let kiroMeter = Counter("km", "きろ", changes: kiroChanges, fullName: "めーとる")
  static let kiroChanges: [UInt64: [String]] = [
    1: ["いっきろ"], 6: ["ろっきろ", "ろくきろ"], 8: ["はっきろ", "はちきろ"],
    10: ["じゅっきろ", "じっきろ"], 100: ["ひゃっきろ", "ひゃくきろ"],
  ]

  /// The decimal point after a whole part: NHK doubles only 10 (じゅってん, じってん) and keeps
  /// いち and はち (1.5 いちてんご, 8.5 はちてんご); the doubled いってん and はってん of everyday
  /// speech are also accepted; 100 ひゃくてん (ひゃってん also). Source: NHK 放送文化研究所,
  /// 『NHK日本語発音アクセント新辞典』 (2016), appendix on numerals: 小数.
  public static let point = Counter(
    ".", "てん",
    changes: [
      1: ["いちてん", "いってん"], 8: ["はちてん", "はってん"], 10: ["じゅってん", "じってん"],
      100: ["ひゃくてん", "ひゃってん"],
    ])

  /// The counters of this file with the labels a learner writes.
  static let everyday: [(String, Counter)] = [
    ("名", mei), ("番線", bansen), ("号車", gousha), ("号室", goushitsu), ("両", ryou),
    ("丁目", choume), ("番地", banchi), ("錠", jou), ("割引", waribiki), ("割", wari),
    ("%", percent), ("パーセント", percent), ("cm", senchi), ("センチ", senchi), ("kg", kiro), ("km", kiroMeter),
    ("キロ", kiro), ("℃", doCount),
  ]
}
