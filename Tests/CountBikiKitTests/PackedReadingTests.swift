import Testing

@testable import CountBikiKit

// The packed path copies bytes from tables built at start; the general path writes the same
// readings with strings, word by word. Every group value, alone and before each big unit, with
// and without counters whose sound changes differ, must read the same both ways.

private let counters: [Counter?] = [nil, .hon, .hiki, .man]

/// Every group value 1…9999 standing alone, then before 万, 億, 兆 and 京 (with a group after
/// it, so the unit is not the last word), then as 1,000 of a unit.
private let values: [UInt128] = {
  var values: [UInt128] = []
  for group in 1...9999 {
    values.append(UInt128(group))
    for scale in [UInt128(10_000), 100_000_000, 1_000_000_000_000, 10_000_000_000_000_000] {
      values.append(UInt128(group) * scale + 3)
      values.append(UInt128(group) * scale)
    }
  }
  return values
}()

/// Expects the packed and the general path to give the same for every value; names the first
/// few that differ.
private func expectSame<T: Equatable>(
  _ values: [UInt128], packed: (UInt128) throws -> T, general: (UInt128) throws -> T
) throws {
  var differences: [String] = []
  for value in values {
    let (fast, reference) = (try packed(value), try general(value))
    if fast != reference { differences.append("\(value): \(fast) ≠ \(reference)") }
  }
  let count = differences.count
  #expect(count == 0, "the first of them: \(differences.prefix(5))")
}

@Test(arguments: counters)
func thePackedCanonicalReadingIsTheGeneralOne(_ counter: Counter?) throws {
  try expectSame(values) { try FastReading.packedCanonical($0, counter) } general: {
    try FastReading.generalCanonical($0, counter)
  }
}

@Test(arguments: counters)
func thePackedReadingsAreTheGeneralOnes(_ counter: Counter?) throws {
  try expectSame(values) { try FastReading.packedReading($0, counter) } general: {
    try FastReading.generalReading($0, counter)
  }
}

/// Numbers where several groups can be said more than one way at once (a 千 before two units,
/// 10 before 兆 and 京), and seeded numbers over the whole range: every combination of the
/// groups' forms and the counter's, in the general path's order.
@Test(arguments: counters)
func readingsWithSeveralChoicesAreTheGeneralOnes(_ counter: Counter?) throws {
  var values: [UInt128] = [
    1_100_1000_0000, 1000_1000_1000_1000_1000, 10_0010_1500_1999_0001, 1010_0000_1000_0000_0000,
    10_0010_0000_0000_0000, 1000_1010_1000_0000,
  ]
  var random = SplitMix64(seed: 7)
  for _ in 0..<20_000 {
    // Groups drawn so that about half of them have a choice.
    var value: UInt128 = 0
    for _ in 0..<5 {
      let group = random.uniform(below: 2) == 0 ? 1000 + random.uniform(below: 1000) : random.uniform(below: 10_000)
      value = value * 10_000 + UInt128(group)
    }
    if value > 0, value <= Cardinal.maximum { values.append(value) }
  }
  try expectSame(values) { try FastReading.packedReading($0, counter) } general: {
    try FastReading.generalReading($0, counter)
  }
  #expect(try FastReading.packedReading(1_100_1000_0000, nil).alternatives.count == 3)
}

@Test func aRoundThousandBeforeAUnitIsIssenAndOtherwiseSen() throws {
  #expect(try FastReading.packedCanonical(10_000_000, nil) == "いっせんまん")
  #expect(try FastReading.packedCanonical(11_000_000, nil) == "せんひゃくまん")
  #expect(try FastReading.packedReading(11_000_000, nil).alternatives == ["いっせんひゃくまん"])
  #expect(try FastReading.packedCanonical(1000, nil) == "せん")
  #expect(try FastReading.packedCanonical(3_600, .hon) == "さんぜんろっぴゃっぽん")
}
