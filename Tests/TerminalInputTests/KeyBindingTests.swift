import TerminalInput
import Testing

private func drill(
  _ key: Key, lineIsEmpty: Bool = true, reading: Bool = false, showingKeys: Bool = false
) -> DrillKey? {
  DrillKey(key, lineIsEmpty: lineIsEmpty, lettersAreAnswer: reading, showingKeys: showingKeys)
}

@Test func onAnEmptyLineSingleKeysAreCommands() {
  #expect(drill(.character(" ")) == .replay)
  #expect(drill(.character("r")) == .replay)
  #expect(drill(.character("s")) == .slowerReplay)
  #expect(drill(.character("h")) == .toggleKeys)
  #expect(drill(.character("q")) == .quit)
  #expect(drill(.character("1")) == .type("1"))
  #expect(drill(.character("k")) == .type("k"))
}

@Test func onceSomethingIsTypedLettersAndSpacesAreAnswerText() {
  for character: Character in [" ", "r", "s", "h", "q"] {
    #expect(drill(.character(character), lineIsEmpty: false) == .type(character))
  }
  #expect(drill(.escape, lineIsEmpty: false) == .clear)
  #expect(drill(.control("u"), lineIsEmpty: false) == .clear)
}

@Test func inAReadingDrillLettersAreAlwaysAnswerText() {
  #expect(drill(.character("r"), reading: true) == .type("r"))
  #expect(drill(.character("q"), reading: true) == .type("q"))
  #expect(drill(.character(" "), reading: true) == .type(" "))
  #expect(drill(.control("r"), reading: true) == .replay)
}

@Test func controlKeysActWhateverIsTyped() {
  for lineIsEmpty in [true, false] {
    #expect(drill(.control("r"), lineIsEmpty: lineIsEmpty) == .replay)
    #expect(drill(.control("s"), lineIsEmpty: lineIsEmpty) == .slowerReplay)
    #expect(drill(.tab, lineIsEmpty: lineIsEmpty) == .toggleKeys)
    #expect(drill(.character("?"), lineIsEmpty: lineIsEmpty) == .reveal)
    #expect(drill(.character("？"), lineIsEmpty: lineIsEmpty) == .reveal)
    #expect(drill(.interrupt, lineIsEmpty: lineIsEmpty) == .quit)
    #expect(drill(.endOfInput, lineIsEmpty: lineIsEmpty) == .quit)
    #expect(drill(.suspend, lineIsEmpty: lineIsEmpty) == .suspend)
    #expect(drill(.redraw, lineIsEmpty: lineIsEmpty) == .redraw)
    #expect(drill(.enter, lineIsEmpty: lineIsEmpty) == .submit)
    #expect(drill(.backspace, lineIsEmpty: lineIsEmpty) == .deleteBackward)
    #expect(drill(.up, lineIsEmpty: lineIsEmpty) == nil)
    #expect(drill(.control("x"), lineIsEmpty: lineIsEmpty) == nil)
    #expect(drill(.unknown, lineIsEmpty: lineIsEmpty) == nil)
  }
  #expect(drill(.escape) == .quit)
}

@Test func whileTheKeysAreShownOnlyHidingClearingAndLeavingAct() {
  #expect(drill(.character("h"), showingKeys: true) == .toggleKeys)
  #expect(drill(.tab, lineIsEmpty: false, showingKeys: true) == .toggleKeys)
  #expect(drill(.character("q"), showingKeys: true) == .quit)
  #expect(drill(.control("u"), lineIsEmpty: false, showingKeys: true) == .clear)
  #expect(drill(.character("1"), showingKeys: true) == nil)
  #expect(drill(.character("r"), showingKeys: true) == nil)
  #expect(drill(.enter, showingKeys: true) == nil)
  #expect(drill(.character("?"), showingKeys: true) == nil)
}

@Test func listsMoveWithArrowsOrVimKeysAndChooseByNumber() {
  #expect(ListKey(.up) == .move(-1))
  #expect(ListKey(.character("k")) == .move(-1))
  #expect(ListKey(.down) == .move(1))
  #expect(ListKey(.character("j")) == .move(1))
  #expect(ListKey(.enter) == .choose)
  #expect(ListKey(.right) == .choose)
  for key in [Key.escape, .left, .backspace] { #expect(ListKey(key) == .back) }
  for key in [Key.character("q"), .interrupt, .endOfInput] { #expect(ListKey(key) == .quit) }
  #expect(ListKey(.character("7")) == .digit(7))
  #expect(ListKey(.character("０")) == nil)
  #expect(ListKey(.redraw) == .redraw)
  #expect(ListKey(.character("x")) == nil)
  #expect(ListKey(.tab) == nil)
}

@Test func theLatestValueIsTheLastOneSet() {
  let latest = Latest(1)
  latest.set(2)
  latest.set(3)
  #expect(latest.get() == 3)
}

@Test func eventsComeOutInTheOrderTheyWentIn() {
  let queue = EventQueue<Int>()
  #expect(queue.isEmpty)
  for number in 1...3 { queue.send(number) }
  #expect(!queue.isEmpty)
  #expect([queue.next(), queue.next(), queue.next()] == [1, 2, 3])
  #expect(queue.isEmpty)
}

@Test func theSummaryMovesAsAListAndHearsTheChosenMissAgain() {
  #expect(SummaryKey(.up) == .move(-1))
  #expect(SummaryKey(.character("k")) == .move(-1))
  #expect(SummaryKey(.down) == .move(1))
  #expect(SummaryKey(.character("j")) == .move(1))
  for key in [Key.enter, .character("r"), .character(" ")] { #expect(SummaryKey(key) == .hearAgain) }
  #expect(SummaryKey(.character("d")) == .drillAgain)
  for key in [Key.character("q"), .escape, .interrupt, .endOfInput] {
    #expect(SummaryKey(key) == .leave)
  }
  #expect(SummaryKey(.redraw) == .redraw)
  // What leaves a picker's step or picks by number does nothing here: a stray key keeps the summary.
  for key in [Key.left, .backspace, .right, .character("3"), .tab, .character("x")] {
    #expect(SummaryKey(key) == nil)
  }
}
