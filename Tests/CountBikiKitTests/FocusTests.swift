import CountBikiKit
import Testing

/// What `drill --focus` takes and the weights it gives a deck.
@Suite struct FocusTests {
  @Test func aFocusIsWeakACauseOfMissesOrASoundPattern() {
    #expect(Focus("weak") == .weak)
    #expect(Focus("swapped-digits") == .pairs(.swappedDigits))
    #expect(Focus("roku-tt") == .pattern("roku-tt"))
    #expect(Focus("roku") == nil)
    #expect(Focus("unknown") == nil)
    #expect(Focus("") == nil)
  }

  @Test func theNamesAreEveryWordAFocusTakes() {
    #expect(
      Array(Focus.names.prefix(9)) == [
        "weak", "swapped-digits", "similar-sound", "place-value", "dropped-part", "added-part",
        "counter-sound", "date-reading", "half-day",
      ])
    #expect(Focus.names.count == 9 + SoundPattern.all.count)
    #expect(Focus.names.allSatisfy { Focus($0) != nil })
    #expect(Set(Focus.names).count == Focus.names.count)
  }

  @Test func onlyACauseOfMissesAsksForMinimalPairs() {
    #expect(Focus.pairs(.swappedDigits).pairs == .swappedDigits)
    #expect(Focus.weak.pairs == nil)
    #expect(Focus.pattern("roku-tt").pairs == nil)
    #expect(!Focus.causes.contains(.unknown))
  }

  @Test func onePatternIsWeightedAThousandToOneAndPairsWeighNothing() {
    #expect(Focus.pattern("roku-tt").weights() == ["roku-tt": 1000])
    #expect(Focus.pairs(.swappedDigits).weights() == [:])
    #expect(!Focus.pattern("roku-tt").readsHistory)
    #expect(Focus.weak.readsHistory)
  }

  @Test func weakPatternsWeighTheirShareOfMissesInPercent() {
    let misses = [
      Focus.Misses(pattern: "roku-tt", asked: 4, missed: 1),
      Focus.Misses(pattern: "juu-tt", asked: 3, missed: 2),
      Focus.Misses(pattern: "happyaku", asked: 5, missed: 0),
      Focus.Misses(pattern: "counter-p", asked: 1, missed: 1),
    ]
    #expect(Focus.weak.weights(misses: misses) == ["roku-tt": 25, "juu-tt": 66, "counter-p": 100])
    #expect(Focus.weak.weights() == [:])
  }
}
