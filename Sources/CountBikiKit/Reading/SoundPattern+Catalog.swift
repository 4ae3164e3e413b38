// Every sound pattern the engine tags readings with. An id, once published, never changes: the
// history store keeps it. Adding a reading form that changes a sound means adding its pattern here.

extension SoundPattern {
  // MARK: Inside a group of four digits (the place table).

  public static let sanbyaku = SoundPattern(
    "sanbyaku", "hyaku → byaku after 3",
    "百 after 3 is びゃく: 300 さんびゃく, 2,300 にせんさんびゃく.")
  public static let roppyaku = SoundPattern(
    "roppyaku", "6 → ろっ before 百",
    "6 before 百 shortens to ろっ and 百 turns to ぴゃく: 600 ろっぴゃく.")
  public static let happyaku = SoundPattern(
    "happyaku", "8 → はっ before 百",
    "8 before 百 shortens to はっ and 百 turns to ぴゃく: 800 はっぴゃく.")
  public static let sanzen = SoundPattern(
    "sanzen", "sen → zen after 3", "千 after 3 is ぜん: 3000 さんぜん, 3万3000 さんまんさんぜん.")
  public static let hassen = SoundPattern(
    "hassen", "8 → はっ before 千", "8 before 千 shortens to はっ: 8000 はっせん.")
  public static let issen = SoundPattern(
    "issen", "いっせん before 万",
    "A round 千 before 万, 億, 兆 or 京 is いっせん: 1000万 いっせんまん (せんまん is also heard).")

  // MARK: The last word before a counter or a big unit.

  public static let ichiGeminate = SoundPattern(
    "ichi-tt", "1 → いっ",
    "1 shortens to いっ before many counters and before 兆 and 京: 1本 いっぽん, 1回 いっかい, 1兆 いっちょう.")
  public static let rokuGeminate = SoundPattern(
    "roku-tt", "6 → ろっ",
    "6 shortens to ろっ before many counters: 6本 ろっぽん, 6回 ろっかい, 6個 ろっこ.")
  public static let hachiGeminate = SoundPattern(
    "hachi-tt", "8 → はっ",
    "8 shortens to はっ before many counters and before 兆 and 京: 8本 はっぽん, 8冊 はっさつ, 8兆 はっちょう.")
  public static let juuGeminate = SoundPattern(
    "juu-tt", "10 → じゅっ",
    "10 shortens to じゅっ (also じっ) before many counters: 10本 じゅっぽん, 10分 じゅっぷん, 10兆 じゅっちょう.")
  public static let hyakuGeminate = SoundPattern(
    "hyaku-tt", "100 → ひゃっ",
    "百 shortens to ひゃっ before some counters: 100本 ひゃっぽん, 100個 ひゃっこ, 100京 ひゃっけい.")
  public static let counterVoiced = SoundPattern(
    "counter-voiced", "counter voiced after ん",
    "A counter's first sound is voiced after ん (rendaku): 3本 さんぼん, 3階 さんがい, 1000本 せんぼん, 1万本 いちまんぼん."
  )
  public static let counterP = SoundPattern(
    "counter-p", "counter h → p",
    "A counter that starts with h (or 羽 わ) turns to p after っ, and 分 after ん: 1本 いっぽん, 6匹 ろっぴき, 3分 さんぷん."
  )
  public static let yo4 = SoundPattern(
    "yo-4", "4 → よ before 時/円/人/年/畳",
    "4 is よ before 時, 円, 人, 年 and 畳: 4時 よじ, 4円 よえん, 4人 よにん, 4年 よねん, 4畳 よじょう.")
  public static let shi4 = SoundPattern(
    "shi-4", "4 → し in 4月", "April, the fourth month, is しがつ.")
  public static let shichi7 = SoundPattern(
    "shichi-7", "7 → しち in 時/月",
    "7 is しち in 時, 月 and days of the month: 7時 しちじ, 7月 しちがつ, 17日 じゅうしちにち.")
  public static let ku9 = SoundPattern(
    "ku-9", "9 → く in 時/月",
    "9 is く in 時, 月 and days of the month: 9時 くじ, 9月 くがつ, 19日 じゅうくにち.")
  public static let rei0 = SoundPattern(
    "rei-0", "0 → れい on the clock", "0 on the clock is れい: 0時 れいじ, 0分 れいふん.")

  // MARK: Whole words.

  public static let hitoriFutari = SoundPattern(
    "hitori-futari", "1 and 2 people ひとり, ふたり",
    "1人 is ひとり and 2人 ふたり; from 3 on, the number and にん: 3人 さんにん, 4人 よにん.")
  public static let hatachi = SoundPattern(
    "hatachi", "20 years old はたち", "20歳 is はたち (にじゅっさい is also said).")
  public static let nativeTsu = SoundPattern(
    "native-tsu", "native numbers with つ",
    "つ counts 1–10 with native numbers: ひとつ, ふたつ, みっつ, よっつ, いつつ, むっつ, ななつ, やっつ, ここのつ, とお.")
  public static let tsuitachi = SoundPattern(
    "tsuitachi", "the 1st ついたち",
    "The first day of a month is ついたち; one day as a length of time is いちにち.")
  public static let nativeDays = SoundPattern(
    "native-days", "days with native numbers",
    "Days 2–10, 14 and 24 use native numbers: ふつか, みっか, よっか, いつか, むいか, なのか, ようか, ここのか, とおか, じゅうよっか, にじゅうよっか."
  )
  public static let hatsuka = SoundPattern(
    "hatsuka", "day 20 はつか", "The 20th of a month, and 20 days, is はつか.")
  public static let ichinichi = SoundPattern(
    "ichinichi", "one day いちにち",
    "One day as a length of time is いちにち; the first of a month is ついたち.")
  public static let gannen = SoundPattern(
    "gannen", "year 1 of an era 元年", "The first year of an era is 元年 がんねん: 令和元年 れいわがんねん.")

  // MARK: The shape of the number.

  public static let groupMan = SoundPattern(
    "group-man", "万 groups four digits",
    "Japanese groups digits by four: 12,345 is 1万2345 いちまんにせんさんびゃくよんじゅうご.")
  public static let groupOku = SoundPattern(
    "group-oku", "億 is 100,000,000", "億 is ten thousand 万: 123,456,789 is 1億2345万6789.")
  public static let groupChou = SoundPattern(
    "group-chou", "兆 is 10^12", "兆 is ten thousand 億: 1兆 いっちょう is 1,000,000,000,000.")
  public static let groupKei = SoundPattern(
    "group-kei", "京 is 10^16", "京 is ten thousand 兆: 1京 いっけい is 10,000,000,000,000,000.")
  public static let zeroPlace = SoundPattern(
    "zero-place", "a zero is not said",
    "A zero inside a number is not said, so the next digit follows at once: 105 ひゃくご, 2,005 にせんご, 1,005,000 ひゃくまんごせん."
  )
  public static let zeroGroup = SoundPattern(
    "zero-group", "a group of four zeros is not said",
    "A whole group of four zeros is not said, nor its 万: 100,005,000 is 1億5000 いちおくごせん.")

  // MARK: Everyday forms.

  public static let decimalPoint = SoundPattern(
    "decimal-point", "decimal point てん",
    "The decimal point is てん, 0 before it is れい and the digits after it are said one by one: 36.5 さんじゅうろくてんご, 0.5 れいてんご, 3.14 さんてんいちよん."
  )
  public static let minus = SoundPattern(
    "minus", "below zero マイナス", "A number below zero takes マイナス before it: -5度 まいなすごど.")
  public static let digitByDigit = SoundPattern(
    "digit-by-digit", "phone numbers digit by digit",
    "Phone numbers and postal codes are said one digit at a time, 0 as ぜろ or まる, with の at each hyphen: 090-1234 ぜろきゅうぜろのいちにいさんよん."
  )
  public static let longTwoFive = SoundPattern(
    "nii-goo", "2 → にい, 5 → ごお in digit strings",
    "Said digit by digit, 2 and 5 are stretched to にい and ごお so that every digit takes the same time: 25 にいごお."
  )

  public static let fraction = SoundPattern(
    "fraction", "fractions: denominator first",
    "A fraction says its denominator first, then ぶんの, then the numerator: 2/3 さんぶんのに, 1/4 よんぶんのいち."
  )
  public static let nanCounter = SoundPattern(
    "nan-counter", "何 + counter as after 3",
    "何 is なん, and the counter after it changes as it does after 3: 何本 なんぼん, 何階 なんがい, 何分 なんぷん; 何日 is なんにち."
  )

  public static let nativeHitoFuta = SoundPattern(
    "native-hito-futa", "1 and 2 as ひと, ふた",
    "Native counters take ひと and ふた for 1 and 2, then the counted numbers: 1箱 ひとはこ, 2袋 ふたふくろ, 3箱 さんはこ, 1坪 ひとつぼ."
  )

  public static let buTenth = SoundPattern(
    "bu-tenth", "分 → ぶ, a tenth",
    "分 after 度 or 割, and in 分袖, is a tenth said ぶ, not the minute ふん: 37度5分 さんじゅうななどごぶ, 3割5分 さんわりごぶ, 7分袖 しちぶそで."
  )

  /// The patterns a counter of the dictionary brings whatever the number, by entry id: 分 read
  /// as a tenth (ぶ) is heard only from the words around it.
  static let ofCounter: [String: SoundPattern] = ["bu-tenth": buTenth, "busode": buTenth]

  public static let oneRoom = SoundPattern(
    "one-room", "1R わんるーむ",
    "A one-room flat, 1R, is わんるーむ, with English わん for 1; estate agents also say 1K わんけー.")

  /// Every pattern, in the order a learner meets them.
  public static let all: [SoundPattern] = [
    sanbyaku, roppyaku, happyaku, sanzen, hassen, issen,
    ichiGeminate, rokuGeminate, hachiGeminate, juuGeminate, hyakuGeminate,
    counterVoiced, counterP, yo4, shi4, shichi7, ku9, rei0,
    hitoriFutari, hatachi, nativeTsu, tsuitachi, nativeDays, hatsuka, ichinichi, gannen,
    groupMan, groupOku, groupChou, groupKei, zeroPlace, zeroGroup,
    decimalPoint, minus, digitByDigit, longTwoFive, fraction, nanCounter, oneRoom, nativeHitoFuta,
    buTenth,
  ]
}
