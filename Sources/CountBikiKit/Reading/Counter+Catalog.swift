// The counters the engine names in its own rules, read from the counter dictionary
// (Topics/dictionary/counters.json), and the big units of a number. Adding a counter is adding an
// entry to the dictionary; each entry is checked by the hand-written table in the tests.

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

  // MARK: Counters, from the counter dictionary (Topics/dictionary/counters.json).

  public static let yen = CounterDictionary.counter("yen")
  public static let hon = CounterDictionary.counter("hon")
  public static let hiki = CounterDictionary.counter("hiki")
  public static let hai = CounterDictionary.counter("hai")
  /// 分 as a clock minute or a number of minutes.
  public static let fun = CounterDictionary.counter("fun")
  public static let byou = CounterDictionary.counter("byou")
  public static let ko = CounterDictionary.counter("ko")
  /// 階 floors (3階 さんがい, さんかい also heard).
  public static let kai = CounterDictionary.counter("kai")
  /// 回 times (3回 is always さんかい).
  public static let kaiTimes = CounterDictionary.counter("kai-times")
  public static let satsu = CounterDictionary.counter("satsu")
  public static let mai = CounterDictionary.counter("mai")
  public static let dai = CounterDictionary.counter("dai")
  public static let nin = CounterDictionary.counter("nin")
  public static let sai = CounterDictionary.counter("sai")
  /// The native counter つ, 1–10; とお (10) is written 十 (see `written(_:digits:)`).
  public static let tsu = CounterDictionary.counter("tsu")
  public static let soku = CounterDictionary.counter("soku")
  public static let ken = CounterDictionary.counter("ken")
  public static let tou = CounterDictionary.counter("tou")
  public static let wa = CounterDictionary.counter("wa")
  public static let chaku = CounterDictionary.counter("chaku")
  public static let kenCases = CounterDictionary.counter("ken-cases")
  public static let ten = CounterDictionary.counter("ten")
  public static let ban = CounterDictionary.counter("ban")
  public static let doCount = CounterDictionary.counter("do")
  public static let bai = CounterDictionary.counter("bai")
  public static let haku = CounterDictionary.counter("haku")

  // MARK: Time.

  /// 時 o'clock, 0–24.
  public static let ji = CounterDictionary.counter("ji")
  public static let jikan = CounterDictionary.counter("jikan")
  public static let funkan = CounterDictionary.counter("funkan")
  public static let byoukan = CounterDictionary.counter("byoukan")
  /// 日 as a day of the month, 1–31.
  public static let dayOfMonth = CounterDictionary.counter("day-of-month")
  /// 日 as a number of days: 1日 いちにち, 2日 ふつか …, 14日 じゅうよっか, 20日 はつか; past a month
  /// the plain number comes first (34日 さんじゅうよんにち).
  public static let days = CounterDictionary.counter("days")
  /// 日間: 間 may follow every duration in days, including 1日間 いちにちかん.
  public static let daysKan = CounterDictionary.counter("days-kan")
  public static let shuukan = CounterDictionary.counter("shuukan")
  public static let kagetsu = CounterDictionary.counter("kagetsu")
  /// 月 as the name of a month, 1–12: しがつ, しちがつ, くがつ.
  public static let month = CounterDictionary.counter("month")
  public static let nen = CounterDictionary.counter("nen")
  public static let nenkan = CounterDictionary.counter("nenkan")
  /// 分 as a tenth (of a degree, of a 割): 37度5分 さんじゅうななどごぶ, 3割5分 さんわりごぶ.
  public static let bu = CounterDictionary.counter("bu-tenth")
  /// 畳 tatami mats: 4畳 よじょう, 4畳半 よじょうはん.
  public static let jou = CounterDictionary.counter("jou-mat")
  /// 組 a pair or a group (1組 ひとくみ); as a school class after 年 it is said as a number
  /// (1年1組 いちねんいちくみ), see `classNumber`.
  public static let kumi = CounterDictionary.counter("kumi")

  /// The counters a learner can write after a number, by label, longest labels first so that
  /// 時間 is matched before 時. Variant spellings (か月, 才) map to the same counter.
  public static let byLabel: [(label: String, counter: Counter)] = {
    let all = CounterDictionary.builtIn.entries.flatMap { entry in
      entry.written.map { ($0, entry.counter) }
    }
    // Each label's length counted once: counting characters in every comparison was most of
    // the cost of the first counter looked up.
    return (all + compound).map { (entry: $0, length: $0.0.count) }
      .sorted { $0.length > $1.length }.map { (label: $0.entry.0, counter: $0.entry.1) }
  }()

  /// The counter a learner writes as `label` after a number (本, 才, か月), or nil.
  public static func labeled(_ label: String) -> Counter? {
    byLabelTable[label]
  }

  private static let byLabelTable = Dictionary(
    uniqueKeysWithValues: byLabel.map { ($0.label, $0.counter) })
}
