import Testing

@testable import CountBikiKit

/// Readings cut into parts and the patterns behind them, written from the rules (NHK's
/// numeral appendix and the engine's README), not from the engine's output: the text, the
/// canonical reading cut at `・`, and the pattern ids in the order they are heard.
private let table: [(String, String, [String])] = [
  ("300", "さん・びゃく", ["sanbyaku"]),
  ("600", "ろっ・ぴゃく", ["roppyaku"]),
  ("800", "はっ・ぴゃく", ["happyaku"]),
  ("3000", "さん・ぜん", ["sanzen"]),
  ("8000", "はっ・せん", ["hassen"]),
  ("1000万", "いっ・せん・まん", ["issen", "group-man"]),
  ("1100万", "せん・ひゃく・まん", ["group-man"]),
  ("1234", "せん・に・ひゃく・さん・じゅう・よん", []),
  ("12,345", "いち・まん・に・せん・さん・びゃく・よん・じゅう・ご", ["group-man", "sanbyaku"]),
  ("600本", "ろっ・ぴゃっ・ぽん", ["roppyaku", "hyaku-tt", "counter-p"]),
  ("1本", "いっ・ぽん", ["ichi-tt", "counter-p"]),
  ("3本", "さん・ぼん", ["counter-voiced"]),
  ("8本", "はっ・ぽん", ["hachi-tt", "counter-p"]),
  ("100本", "ひゃっ・ぽん", ["hyaku-tt", "counter-p"]),
  ("1000本", "せん・ぼん", ["counter-voiced"]),
  ("1万本", "いち・まん・ぼん", ["group-man", "counter-voiced"]),
  ("10分", "じゅっ・ぷん", ["juu-tt", "counter-p"]),
  ("3分", "さん・ぷん", ["counter-p"]),
  ("4分", "よん・ぷん", ["counter-p"]),
  ("3階", "さん・がい", ["counter-voiced"]),
  ("6回", "ろっ・かい", ["roku-tt"]),
  ("3足", "さん・ぞく", ["counter-voiced"]),
  ("6羽", "ろっ・ぱ", ["roku-tt", "counter-p"]),
  ("3羽", "さん・ば", ["counter-voiced"]),
  ("8羽", "はち・わ", []),
  ("4時", "よ・じ", ["yo-4"]),
  ("4円", "よ・えん", ["yo-4"]),
  ("4人", "よ・にん", ["yo-4"]),
  ("4年", "よ・ねん", ["yo-4"]),
  ("4畳", "よ・じょう", ["yo-4"]),
  ("37度5分", "さん・じゅう・なな・ど・ご・ぶ", ["bu-tenth"]),
  ("3割5分", "さん・わり・ご・ぶ", ["bu-tenth"]),
  ("7分袖", "しち・ぶそで", ["shichi-7", "bu-tenth"]),
  ("1箱", "ひとはこ", ["native-hito-futa"]),
  ("3箱", "さん・はこ", []),
  ("6箱", "ろっ・ぱこ", ["roku-tt", "counter-p"]),
  ("4月", "し・がつ", ["shi-4"]),
  ("7時", "しち・じ", ["shichi-7"]),
  ("7月", "しち・がつ", ["shichi-7"]),
  ("17日", "じゅう・しち・にち", ["shichi-7"]),
  ("9時", "く・じ", ["ku-9"]),
  ("9月", "く・がつ", ["ku-9"]),
  ("午後9時", "ごご・く・じ", ["ku-9"]),
  ("0時", "れいじ", ["rei-0"]),
  ("14:30", "じゅう・よ・じ・さん・じゅっ・ぷん", ["yo-4", "juu-tt", "counter-p"]),
  ("3時半", "さん・じ・はん", []),
  ("1人", "ひとり", ["hitori-futari"]),
  ("2人", "ふたり", ["hitori-futari"]),
  ("3人", "さん・にん", []),
  ("20歳", "はたち", ["hatachi"]),
  ("3つ", "みっつ", ["native-tsu"]),
  ("1日", "ついたち", ["tsuitachi"]),
  ("20日", "はつか", ["hatsuka"]),
  ("14日", "じゅう・よっか", ["native-days"]),
  ("1日間", "いちにちかん", ["ichinichi"]),
  ("令和元年", "れいわ・がんねん", ["gannen"]),
  ("令和2年", "れいわ・に・ねん", []),
  ("1兆", "いっ・ちょう", ["ichi-tt", "group-chou"]),
  ("10兆", "じゅっ・ちょう", ["juu-tt", "group-chou"]),
  ("100京", "ひゃっ・けい", ["hyaku-tt", "group-kei"]),
  ("3億", "さん・おく", ["group-oku"]),
  ("105", "ひゃく・ご", ["zero-place"]),
  ("1,005,000", "ひゃく・まん・ご・せん", ["group-man", "zero-place"]),
  ("100,005,000", "いち・おく・ご・せん", ["group-oku", "zero-group"]),
  ("100,000,005", "いち・おく・ご", ["group-oku", "zero-group", "zero-place"]),
]

@Test(arguments: table.map { $0.0 })
func explanationCutsTheReadingAsTheRulesSay(_ text: String) throws {
  let row = try #require(table.first { $0.0 == text })
  let explanation = try Explanation(text)
  #expect(explanation.cut == row.1)
  #expect(explanation.patterns.map(\.id) == row.2)
}

@Test func sixHundredBottlesNamesTheRuleOfEachPart() throws {
  let parts = try Explanation("600本").parts
  #expect(
    parts == [
      ReadingPart(kana: "ろっ", text: "6", patterns: [.roppyaku]),
      ReadingPart(kana: "ぴゃっ", text: "百", patterns: [.roppyaku, .hyakuGeminate]),
      ReadingPart(kana: "ぽん", text: "本", patterns: [.counterP]),
    ])
}

/// The parts always add up to the reading the engine speaks, for every row of the reading table.
@Test(arguments: ReadingRow.all)
func explanationJoinsToTheCanonicalReading(_ row: ReadingRow) throws {
  #expect(try Explanation(row.text).reading == row.canonical)
}

/// Every sound change a counter lists is named by a pattern, and the counter stays a part of its
/// own unless the number and counter make one word: a new counter whose change no pattern
/// describes fails here.
@Test func everyCounterChangeHasAPattern() throws {
  for (label, counter) in Counter.byLabel {
    let endings = Set(counter.changes.keys).union(counter.exact.keys)
    for value in endings.sorted() where counter.range?.contains(value) ?? true {
      let explanation = try Explanation(UInt128(value), counter)
      let canonical = try Cardinal.canonical(of: UInt128(value), counter)
      #expect(explanation.reading == canonical, "\(value)\(label)")
      let last = try #require(explanation.parts.last)
      let plain = try Cardinal.canonical(of: UInt128(value)) + counter.kana
      if canonical != plain && value != 0 {
        #expect(!explanation.patterns.isEmpty, "\(value)\(label) \(canonical) has no pattern")
      }
      #expect(last.text.hasSuffix(counter.label), "\(value)\(label): \(last.text)")
    }
  }
}

/// A sweep over every number up to 10,000 with and without counters: the parts join to the
/// canonical reading.
@Test func explanationAgreesWithTheEngineUpToTenThousand() throws {
  let counters: [Counter?] = [nil, .hon, .fun, .chou]
  for counter in counters {
    for value in UInt128(1)...10_000 {
      let canonical = try Cardinal.canonical(of: value, counter)
      #expect(try Explanation(value, counter).reading == canonical, "\(value)")
    }
  }
}

@Test func everyPatternHasAUniqueIDATitleAndAnExplanation() {
  let ids = SoundPattern.all.map(\.id)
  #expect(Set(ids).count == ids.count)
  for pattern in SoundPattern.all {
    #expect(SoundPattern.named(pattern.id) == pattern)
    #expect(!pattern.title.isEmpty && pattern.explanation.hasSuffix("."))
  }
  #expect(SoundPattern.named("no-such-pattern") == nil)
}

@Test func generatedQuestionCarriesItsPatterns() throws {
  let question = Generator.counted(
    600, topic: "counters.hon", counter: .hon, money: false, grouped: true)
  #expect(question.patterns == ["roppyaku", "hyaku-tt", "counter-p"])
  #expect(question.explanation?.cut == "ろっ・ぴゃっ・ぽん")
}

/// The counters' new sound changes are patterns like the old ones: a focus takes them and a
/// question carries them, so stats and review count them.
@Test func newCounterPatternsAreFocusedAndCarriedLikeTheOldOnes() throws {
  #expect(Focus("bu-tenth") == .pattern("bu-tenth"))
  #expect(Focus("native-hito-futa") == .pattern("native-hito-futa"))
  let tenth = Generator.counted(5, topic: "x", counter: .bu, money: false, grouped: true)
  #expect(tenth.patterns == ["bu-tenth"])
  let box = Generator.counted(
    1, topic: "x", counter: try #require(Counter.labeled("箱")), money: false, grouped: true)
  #expect(box.patterns == ["native-hito-futa"])
  #expect(box.reading.canonical == "ひとはこ")
}
