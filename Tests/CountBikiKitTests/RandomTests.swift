import CountBikiKit
import TestSupport
import Testing

@Test func splitMix64MatchesTheReferenceSequence() {
  // The reference implementation (Vigna's splitmix64.c) seeded with 0.
  var generator = SplitMix64(seed: 0)
  #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
  #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
  #expect(generator.next() == 0x06C4_5D18_8009_454F)
}

@Test func uniformSamplingStaysInRangeAndReachesBothEnds() {
  var generator = SplitMix64(seed: 42)
  var seen = Set<Int>()
  for _ in 0..<10_000 {
    let value = generator.uniform(in: 3...9)
    #expect((3...9).contains(value))
    seen.insert(value)
  }
  #expect(seen == Set(3...9))
  #expect(generator.uniform(in: Int64(5)...5) == 5)
}

@Test func weightedIndexFollowsTheWeights() {
  var generator = SplitMix64(seed: 7)
  var counts = [0, 0, 0]
  for _ in 0..<30_000 { counts[generator.index(weightedBy: [2, 1, 0])] += 1 }
  #expect(counts[2] == 0)
  // 2:1 within a few percent.
  #expect((19_000...21_000).contains(counts[0]))
}

@Test func theSameSeedGivesTheSameQuestionsAndTwoSeedsDiffer() throws {
  let topics = try BuiltIn.catalog.resolve(["numbers", "money", "dates", "durations", "counters"])
  func questions(_ seed: UInt64) -> [Question] {
    var deck = Deck(topics: topics, seed: seed)
    return (0..<200).map { _ in deck.next() }
  }
  #expect(questions(1) == questions(1))
  #expect(questions(1) != questions(2))
}
