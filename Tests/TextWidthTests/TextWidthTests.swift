import Testing
import TextWidth

/// The columns text takes in a terminal, which lines the screens and the help up.
@Suite struct TextWidthTests {
  @Test func asciiTakesOneColumnPerCharacter() {
    #expect("countbiki drill money".terminalWidth == 21)
    #expect("¥1,234".terminalWidth == 6)
    #expect(" ".terminalWidth == 1)
  }

  @Test func anEmptyStringTakesNoColumns() {
    #expect("".terminalWidth == 0)
    #expect("せんえん".dropFirst(4).terminalWidth == 0)
  }

  @Test func kanaTakeTwoColumnsEach() {
    #expect("せんえん".terminalWidth == 8)
    #expect("さんびゃく".terminalWidth == 10)
    #expect("パーセント".terminalWidth == 10)
    #expect("ゔ".terminalWidth == 2)
    // ゛ and ゜ written on their own are spacing marks, as wide as kana.
    #expect("゛゜".terminalWidth == 4)
  }

  @Test func kanjiTakeTwoColumnsEach() {
    #expect("令和元年".terminalWidth == 8)
    #expect("3本".terminalWidth == 3)
    #expect("6ヶ月".terminalWidth == 5)
    #expect("人々".terminalWidth == 4)
    // Outside the Basic Multilingual Plane (CJK Extension B).
    #expect("𠮷野家".terminalWidth == 6)
  }

  @Test func fullWidthFormsAndJapanesePunctuationTakeTwoColumns() {
    #expect("＄１２３".terminalWidth == 8)
    #expect("１２３".terminalWidth == 6)
    #expect("￥".terminalWidth == 2)
    #expect("「はい」、。".terminalWidth == 12)
    // The ideographic space.
    #expect("\u{3000}".terminalWidth == 2)
  }

  @Test func halfWidthKatakanaTakeOneColumnEach() {
    #expect("ｶﾅ".terminalWidth == 2)
    // ﾟ is a letter of its own in a half-width column, though Swift joins it to ﾊ as one character.
    #expect("ﾊﾟｰｾﾝﾄ".terminalWidth == 6)
    #expect("ﾊﾟ".count == 1)
    #expect(Character("ﾊﾟ").terminalColumns == 2)
    #expect("｡｢｣".terminalWidth == 3)
  }

  @Test func combiningMarksTakeNoColumns() {
    #expect("e\u{301}".terminalWidth == 1)
    #expect(Character("e\u{301}").terminalColumns == 1)
    #expect("caf\u{E9}".terminalWidth == 4)
    #expect("cafe\u{301}".terminalWidth == 4)
    // The combining dakuten joins か as が does.
    #expect("か\u{3099}".terminalWidth == 2)
    #expect("1\u{20E3}".terminalWidth == 1)
    #expect("a\u{200D}b".terminalWidth == 2)
  }

  @Test func emojiInTheWideBlocksTakeTwoColumns() {
    #expect("🍣".terminalWidth == 2)
    #expect("😀".terminalWidth == 2)
    #expect("🤔".terminalWidth == 2)
    #expect("🍣 ¥1,234".terminalWidth == 9)
  }

  @Test func ambiguousWidthSymbolsTakeOneColumn() {
    #expect("♪ さんぼん".terminalWidth == 10)
    #expect("→".terminalWidth == 1)
  }

  @Test func hangulSyllablesTakeTwoColumns() {
    #expect("한국".terminalWidth == 4)
  }
}
