import TerminalInput
import Testing

private func keys(_ bytes: [UInt8]) -> [Key] {
  var decoder = KeyDecoder()
  return decoder.feed(bytes)
}

private func keys(_ text: String) -> [Key] { keys(Array(text.utf8)) }

@Test func digitsLettersAndPunctuationAreCharacters() {
  #expect(keys("12:3") == [.character("1"), .character("2"), .character(":"), .character("3")])
  #expect(keys(" rs?qh") == [" ", "r", "s", "?", "q", "h"].map { Key.character($0) })
}

@Test func enterBackspaceAndControlKeysDecode() {
  #expect(keys([0x0D, 0x0A]) == [.enter, .enter])
  #expect(keys([0x7F, 0x08]) == [.backspace, .backspace])
  #expect(keys([0x03, 0x04, 0x0C, 0x00]) == [.interrupt, .endOfInput, .redraw, .unknown])
  #expect(keys("\u{1B}[3~") == [.backspace])
}

@Test func arrowsInBothModesAreNotEscape() {
  #expect(keys("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
  #expect(keys("\u{1B}OA\u{1B}OB") == [.up, .down])
  #expect(keys("\u{1B}[1;5A") == [.up])
  #expect(keys("\u{1B}[H\u{1B}[15~") == [.unknown, .unknown])
}

@Test func escAloneIsTheEscapeKey() {
  #expect(keys([0x1B]) == [.escape])
  #expect(keys([0x1B, 0x1B]) == [.escape, .escape])
}

@Test func altWithAKeyIsNeitherEscNorTheKey() {
  #expect(keys("\u{1B}q") == [.unknown])
  #expect(keys("\u{1B}q1") == [.unknown, .character("1")])
  #expect(keys("\u{1B}円") == [.unknown])
  #expect(keys("\u{1B}\u{1B}[A") == [.unknown])
  #expect(keys("\u{1B}\u{0D}") == [.unknown])
}

@Test func mouseReportsAreNoKeys() {
  // X10: Esc [ M and three bytes for the button and position, here " !!" and "#q?".
  #expect(keys("\u{1B}[M !!\u{1B}[M#q?5") == [.unknown, .unknown, .character("5")])
  #expect(keys("\u{1B}[<0;12;5M\u{1B}[<0;12;5m") == [.unknown, .unknown])
  var decoder = KeyDecoder()
  #expect(decoder.feed(Array("\u{1B}[M q".utf8)) == [])
  #expect(decoder.feed(Array("q".utf8)) == [.unknown])
}

@Test func ctrlLettersTabAndCtrlZDecode() {
  #expect(
    keys([0x12, 0x13, 0x15, 0x09, 0x1A]) == [
      .control("r"), .control("s"), .control("u"), .tab, .suspend,
    ])
}

@Test func anInputMethodsWordArrivesAsItsCharacters() {
  #expect(keys("せんえん") == ["せ", "ん", "え", "ん"].map { Key.character($0) })
  #expect(keys("5兆6700億") == Array("5兆6700億").map { Key.character($0) })
}

@Test func sequenceSplitAcrossReadsWaitsForItsEnd() {
  var decoder = KeyDecoder()
  #expect(decoder.feed(Array("1\u{1B}[".utf8)) == [.character("1")])
  #expect(decoder.feed(Array("B2".utf8)) == [.down, .character("2")])
}

@Test func utf8CharactersDecodeWholeEvenWhenSplit() {
  #expect(keys("１円") == [.character("１"), .character("円")])
  var decoder = KeyDecoder()
  let bytes = Array("円".utf8)
  #expect(decoder.feed(bytes[0..<2]) == [])
  #expect(decoder.feed(bytes[2...]) == [.character("円")])
  #expect(keys([0xFF, 0x31]) == [.unknown, .character("1")])
}

@Test func terminalStringsAfterTextAreSwallowedWhole() {
  let digits = [Key.character("1"), .character("2")]
  // OSC 11 (background colour) ended by BEL, then by ST.
  #expect(keys("12\u{1B}]11;rgb:0000/0000/0000\u{07}3") == digits + [.unknown, .character("3")])
  #expect(keys("12\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\3") == digits + [.unknown, .character("3")])
  // DCS (an XTVERSION reply) and APC (a kitty graphics reply).
  #expect(keys("12\u{1B}P>|xterm(388)\u{1B}\\") == digits + [.unknown])
  #expect(keys("12\u{1B}_Gi=1;OK\u{1B}\\4") == digits + [.unknown, .character("4")])
  // Cut between reads: nothing of it is typed.
  var decoder = KeyDecoder()
  #expect(decoder.feed(Array("5\u{1B}]52;c;MTIz".utf8)) == [.character("5")])
  #expect(decoder.feed(Array("NDU2\u{1B}".utf8)) == [])
  #expect(decoder.feed(Array("\\6".utf8)) == [.unknown, .character("6")])
  // Alt+] alone is still one unknown key.
  #expect(keys("\u{1B}]") == [.unknown])
}
