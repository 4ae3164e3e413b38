// Counters met on signs, tickets and forms in daily life. Sources for the sound changes: NHK
// 放送文化研究所, 『NHK日本語発音アクセント新辞典』 (2016), appendix 「数詞+助数詞」.

extension Counter {
  /// 名 people, formal (a table for 3).
  public static let mei = CounterDictionary.counter("mei")
  public static let bansen = CounterDictionary.counter("bansen")
  public static let gousha = CounterDictionary.counter("gousha")
  /// 号室 room numbers, also said digit by digit (101号室 いちまるいちごうしつ).
  public static let goushitsu = CounterDictionary.counter("goushitsu")
  public static let ryou = CounterDictionary.counter("ryou")
  public static let choume = CounterDictionary.counter("choume")
  public static let banchi = CounterDictionary.counter("banchi")
  public static let jouTablet = CounterDictionary.counter("jou-tablet")
  public static let wari = CounterDictionary.counter("wari")
  public static let waribiki = CounterDictionary.counter("waribiki")
  /// パーセント (%): the loanword class in p (いちぱーせんと or いっぱーせんと, じゅっぱーせんと).
  public static let percent = CounterDictionary.counter("percent")
  /// センチ (cm), with センチメートル accepted after every form.
  public static let senchi = CounterDictionary.counter("senchi")
  /// キロ (kg), with キログラム accepted after every form.
  public static let kiro = CounterDictionary.counter("kiro")
  /// km: said キロ in speech, キロメートル in full.
  public static let kiroMeter = CounterDictionary.counter("kiro-meter")

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

  /// The units spelled in Latin letters (cm, kg, mL), longest first, which a voice that reads
  /// written text is given as they are said (センチ, キロ, ミリリットル).
  static let letterUnits: [(String, Counter)] = CounterDictionary.builtIn.entries.flatMap { entry in
    entry.written.filter { $0.allSatisfy(\.isASCII) && $0.first!.isLetter }.map { ($0, entry.counter) }
  }.sorted { $0.0.count > $1.0.count }
}
