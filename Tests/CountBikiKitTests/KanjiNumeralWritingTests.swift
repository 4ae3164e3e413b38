import CountBikiKit
import Testing

@Test(
  arguments: [
    (0, "〇"), (1, "一"), (10, "十"), (11, "十一"), (20, "二十"), (100, "百"), (101, "百一"),
    (110, "百十"), (1000, "千"), (1234, "千二百三十四"), (2024, "二千二十四"), (10_000, "一万"),
    (15_000, "一万五千"), (10_000_000, "千万"), (100_000_000, "一億"), (100_000_001, "一億一"),
    (1_000_000_000_000, "一兆"),
  ] as [(UInt128, String)])
func numbersAreWrittenAsPricesAndSignsWriteThem(value: UInt128, kanji: String) {
  #expect(KanjiNumeral.text(of: value) == kanji)
}

@Test func everyNumberToOneHundredThousandReadsBackFromItsKanji() {
  for value in UInt128(0)...100_000 {
    #expect(KanjiNumeral.value(of: KanjiNumeral.text(of: value)) == value, "\(value)")
  }
}

@Test func displaysAreWrittenWithKanjiNumerals() {
  #expect(KanjiNumeral.written("¥1,234") == "千二百三十四円")
  #expect(KanjiNumeral.written("600本") == "六百本")
  #expect(KanjiNumeral.written("4月1日") == "四月一日")
  #expect(KanjiNumeral.written("14時30分") == "十四時三十分")
  #expect(KanjiNumeral.written("令和元年") == "令和元年")
}
