import CountBikiKit
import TestSupport
import Testing

@Test func aDeckFocusedOnOnePatternAsksQuestionsThatCarryIt() throws {
  let hon = try #require(BuiltIn.catalog.topic(id: "counters.hon"))
  var focused = Deck(topics: [hon], seed: 1, focus: ["roku-tt": 1000])
  let values: [Int64] = (0..<10).map { _ in focused.next().values[0] }
  // Of 1本–20本 only 6本 ろっぽん and 16本 じゅうろっぽん shorten 6 to ろっ. The focus weighs
  // questions rather than filtering them, so now and then another comes up.
  #expect(values.filter { $0 == 6 || $0 == 16 }.count >= 9, "\(values)")
  var again = Deck(topics: [hon], seed: 1, focus: ["roku-tt": 1000])
  let replayed: [Int64] = (0..<10).map { _ in again.next().values[0] }
  #expect(replayed == values)
  var plain = Deck(topics: [hon], seed: 1)
  let plainValues: [Int64] = (0..<10).map { _ in plain.next().values[0] }
  let sixes = plainValues.filter { $0 == 6 || $0 == 16 }
  #expect(sixes.count < 5, "\(plainValues)")
}
