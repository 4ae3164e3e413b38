import TerminalInput
import Testing

@Suite struct LineSplitterTests {
  @Test func linesEndAtNewlineOrCarriageReturnNewline() {
    var splitter = LineSplitter(limit: 1024)
    #expect(splitter.feed(Array("893\n1,144\r\n:sk".utf8)) == ["893", "1,144"])
    #expect(splitter.feed(Array("ip\n".utf8)) == [":skip"])
    #expect(splitter.feed(Array("12".utf8)) == [])
    #expect(splitter.finish() == "12")
    #expect(splitter.finish() == nil)
  }

  @Test func aLineAtTheLimitIsWholeAndALongerOneIsCut() {
    var splitter = LineSplitter(limit: 4)
    #expect(splitter.feed(Array("1234\n12345\n123456\n".utf8)) == ["1234", "12345", "12345…"])
  }

  @Test func anEndlessLineHoldsNoMoreThanTheLimit() {
    var splitter = LineSplitter(limit: 1024)
    let chunk = [UInt8](repeating: 0, count: 65_536)
    for _ in 0..<160 {
      #expect(splitter.feed(chunk) == [])
      #expect(splitter.heldCount == 1025)
    }
    #expect(splitter.finish() == String(repeating: "\0", count: 1025) + "…")
  }
}
