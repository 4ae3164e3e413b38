import CountBikiKit
import TestSupport
import Testing

@Test func aReviewAsksOneQuestionCarryingEachPatternTheSameForTheSameSeed() throws {
  let catalog = BuiltIn.catalog
  let hon = try #require(catalog.topic(id: "counters.hon"))
  let money = try #require(catalog.topic(id: "money.conbini"))
  let patterns = [
    (pattern: "roku-tt", topics: [hon]), (pattern: "happyaku", topics: [hon, money]),
    (pattern: "hatsuka", topics: [hon]),
  ]
  let questions = ReviewDeck.questions(for: patterns, seed: 7)
  // 本 up to 20 never reads はつか, so that pattern is left out; 本 can carry はっぴゃく only past
  // 800, so money gives it.
  #expect(questions.count == 2)
  #expect(questions[0].topic == "counters.hon" && questions[0].patterns.contains("roku-tt"))
  #expect(questions[1].topic == "money.conbini" && questions[1].patterns.contains("happyaku"))
  #expect(ReviewDeck.questions(for: patterns, seed: 7) == questions)
}

@Test func aHardListeningReviewIsNoisierAsThePatternsGrowStable() {
  #expect(ReviewDeck.hardListeningSNR(stability: []) == 20)
  #expect(ReviewDeck.hardListeningSNR(stability: [1]) == 14)
  #expect(ReviewDeck.hardListeningSNR(stability: [1, 5]) == 8)
  #expect(ReviewDeck.hardListeningSNR(stability: [400]) == -10)
}
