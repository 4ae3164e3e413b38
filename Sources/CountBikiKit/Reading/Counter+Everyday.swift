// Counters met on signs, tickets and forms in daily life. Sources for the sound changes: NHK
// 放送文化研究所, 『NHK日本語発音アクセント新辞典』 (2016), appendix 「数詞+助数詞」.

extension Counter {
  /// 名 people, formal (a table for 3): no sound change; 7名 ななめい or しちめい.
  public static let mei = Counter("名", "めい", changes: [7: ["ななめい", "しちめい"]])
  /// 番線 platforms: no sound change; station announcements say なな and きゅう (7番線 ななばんせん).
  public static let bansen = Counter("番線", "ばんせん")
  /// 号車 train cars: no sound change (1号車 いちごうしゃ, 8号車 はちごうしゃ).
  public static let gousha = Counter("号車", "ごうしゃ")
  /// 号室 room numbers: no sound change (101号室 ひゃくいちごうしつ).
  public static let goushitsu = Counter("号室", "ごうしつ")
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

  /// The counters of this file with the labels a learner writes.
  static let everyday: [(String, Counter)] = [
    ("名", mei), ("番線", bansen), ("号車", gousha), ("号室", goushitsu), ("両", ryou),
    ("丁目", choume), ("番地", banchi), ("錠", jou), ("割引", waribiki), ("割", wari),
  ]
}
