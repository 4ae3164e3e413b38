import Testing

@testable import CountBikiKit

private func lexed(_ text: String, decimals: Bool = false) throws(NumeralLexer.Failure)
  -> NumeralLexer.Lexeme?
{
  try NumeralLexer(decimalsBeforeUnits: decimals).scan(Array(text)[...])
}

@Test(
  arguments: [
    ("5兆6700億", 5_670_000_000_000, 7, .digitsWithUnits),
    ("174万2000", 1_742_000, 8, .digitsWithUnits),
    ("1,234万", 12_340_000, 6, .digitsWithUnits),
    ("3億5000万円", 350_000_000, 7, .digitsWithUnits),
    ("1億2万3", 100_020_003, 5, .digitsWithUnits),
    ("1万5千円", 15_000, 4, .digitsWithUnits),
    ("5千万", 50_000_000, 3, .digitsWithUnits),
    ("3百万円", 3_000_000, 3, .digitsWithUnits),
    ("1千2百3十4", 1234, 7, .digitsWithUnits),
    ("1千234", 1234, 5, .digitsWithUnits),
    ("1億23456789", 123_456_789, 10, .digitsWithUnits),
    ("1万0500", 10_500, 6, .digitsWithUnits),
    ("1234", 1234, 4, .digits),
    ("1,234,567円", 1_234_567, 9, .digits),
    ("１２３４", 1234, 4, .digits),
    ("１，２３４", 1234, 5, .digits),
    ("0005", 5, 4, .digits),
    ("0", 0, 1, .digits),
    ("千二百三十四円", 1234, 6, .kanji),
    ("二〇二四年", 2024, 4, .kanji),
    ("三億五千万", 350_000_000, 5, .kanji),
  ] as [(String, UInt128, Int, NumeralLexer.Form)])
func numbersAsPeopleWriteThemHaveTheirValue(
  text: String, value: UInt128, length: Int, form: NumeralLexer.Form
) throws {
  #expect(try lexed(text) == NumeralLexer.Lexeme(value: value, length: length, form: form))
}

@Test func theLargestReadableNumberIsReadAndOneMoreIsTooLarge() throws {
  let largest = "9999京9999兆9999億9999万9999"
  #expect(try lexed(largest)?.value == 99_999_999_999_999_999_999)
  #expect(try lexed("99999999999999999999")?.value == Cardinal.maximum)
  #expect(throws: NumeralLexer.Failure.tooLarge) { try lexed("100000000000000000000") }
  #expect(throws: NumeralLexer.Failure.tooLarge) { try lexed("10000京") }
  // Past what UInt128 holds (2^128), and a kanji numeral of 21 digits.
  #expect(throws: NumeralLexer.Failure.tooLarge) {
    try lexed("340282366920938463463374607431768211456")
  }
  #expect(throws: NumeralLexer.Failure.tooLarge) { try lexed(String(repeating: "9", count: 60)) }
  #expect(throws: NumeralLexer.Failure.tooLarge) { try lexed(String(repeating: "二", count: 21)) }
}

@Test(
  arguments: [
    // A unit out of order, or with nothing before it, is where the number ends.
    ("1万万", 10_000, 2), ("1万5億", 10_005, 3), ("0万", 0, 1), ("1億0万5", 100_000_000, 3),
    ("1千1千", 1001, 3), ("10千", 10, 2), ("2万五千", 20_000, 2),
    // A comma that does not join groups of three digits ends the number before it.
    ("1,23", 1, 1), ("1234,567", 1234, 4), ("1,234,56", 1234, 5), ("1,2345", 1, 1),
    ("1,234,", 1234, 5), ("30,17", 30, 2), ("1万,234", 10_000, 2),
    // A decimal point is not part of a whole number.
    ("7.5万", 7, 1),
  ] as [(String, UInt128, Int)])
func aNumberEndsWhereItsRulesStop(text: String, value: UInt128, length: Int) throws {
  #expect(try lexed(text)?.value == value)
  #expect(try lexed(text)?.length == length)
}

@Test(arguments: ["万", "億", "", "円", "京都", ",1", "-5", ".5", "円1"])
func textThatDoesNotStartWithANumberHasNone(text: String) throws {
  #expect(try lexed(text) == nil)
}

@Test(
  arguments: [
    ("12345万", .tooManyDigits(before: .man)),
    ("12,345万", .tooManyDigits(before: .man)),
    ("1億10000万", .tooManyDigits(before: .man)),
    ("99999兆", .tooManyDigits(before: .chou)),
    ("1万12345", .tooLargeAfter(unit: "万", limit: 10_000)),
    ("1億2345万67890", .tooLargeAfter(unit: "万", limit: 10_000)),
    ("1兆1000000000000", .tooLargeAfter(unit: "兆", limit: 1_000_000_000_000)),
    ("1千2345", .tooLargeAfter(unit: "千", limit: 1000)),
    ("1千2百100", .tooLargeAfter(unit: "百", limit: 100)),
    ("1十11", .tooLargeAfter(unit: "十", limit: 10)),
    ("1千2345万", .tooLargeAfter(unit: "千", limit: 1000)),
  ] as [(String, NumeralLexer.Failure)])
func malformedDigitsWithUnitsSayWhatIsWrong(text: String, failure: NumeralLexer.Failure) {
  #expect(throws: failure) { try lexed(text) }
}

@Test(
  arguments: [
    ("7.5万円", 75_000, 4), ("1.2億人", 120_000_000, 4), ("0.5万", 5000, 4),
    ("1億7.5万", 100_075_000, 6), ("7.5万3000", 78_000, 8), ("2.25兆", 2_250_000_000_000, 5),
    ("1.5京", 15_000_000_000_000_000, 4), ("1.23456789億", 123_456_789, 11),
    // Not a whole amount, more than eight places, or no unit: the number ends at the point.
    ("7.55555万", 7, 1), ("1.234567891億", 1, 1), ("7.5", 7, 1), ("7.5円", 7, 1),
    // A decimal goes before a smaller unit than the last, and only after plain digits.
    ("1万7.5万", 10_007, 3), ("12345.5万", 12_345, 5), ("1千5.5万", 1005, 3),
  ] as [(String, UInt128, Int)])
func aDecimalBeforeAUnitIsItsWholeAmountWhenAsked(text: String, value: UInt128, length: Int)
  throws
{
  #expect(try lexed(text, decimals: true)?.value == value)
  #expect(try lexed(text, decimals: true)?.length == length)
}

@Test func readingsAndAnswersAgreeOnDigitsWithUnits() throws {
  #expect(try Expression("3百万円").reading.canonical == "さんびゃくまんえん")
  #expect(Answer.Token.split("3百万円") == [.number(3_000_000), .word("円")])
  #expect(try Expression("1京").reading.canonical == "いっけい")
  #expect(Answer.Token.split("1京") == [.number(10_000_000_000_000_000)])
  #expect(
    throws: ExpressionError(text: "1万12345", reason: "the number after 万 must be under 10,000")
  ) {
    try Expression("1万12345")
  }
  #expect(Answer.Token.split("1万12345") == nil)
  #expect(
    throws: ExpressionError(
      text: "12345万", reason: "at most four digits go before 万, as in 3億5000万")
  ) {
    try Expression("12345万")
  }
  #expect(Answer.Token.split("12345万") == nil)
}

@Test func answersHoldNumbersUpToInt64() {
  #expect(Answer.Token.split("9223372036854775807") == [.number(.max)])
  #expect(Answer.Token.split("922京3372兆368億5477万5807") == [.number(.max)])
  #expect(Answer.Token.split("9223372036854775808") == nil)
  #expect(Answer.Token.split("千京") == nil)
}
