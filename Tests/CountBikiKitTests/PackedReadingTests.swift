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

@Test(arguments: counters)
func thePackedCanonicalReadingIsTheGeneralOne(_ counter: Counter?) throws {
  var differences: [String] = []
  for value in values {
    let packed = try FastReading.canonical(value, counter)
    let general = try FastReading.generalCanonical(value, counter)
    if packed != general { differences.append("\(value): \(packed) ≠ \(general)") }
  }
  let count = differences.count
  #expect(count == 0, "the first of them: \(differences.prefix(5))")
}

@Test(arguments: counters)
func thePackedReadingsAreTheGeneralOnes(_ counter: Counter?) throws {
  var differences: [String] = []
  for value in values {
    let packed = try FastReading.reading(value, counter)
    let general = try FastReading.generalReading(value, counter)
    if packed != general { differences.append("\(value): \(packed) ≠ \(general)") }
  }
  let count = differences.count
  #expect(count == 0, "the first of them: \(differences.prefix(5))")
}

@Test func aRoundThousandBeforeAUnitIsIssenAndOtherwiseSen() throws {
  #expect(try FastReading.canonical(10_000_000, nil) == "いっせんまん")
  #expect(try FastReading.canonical(11_000_000, nil) == "せんひゃくまん")
  #expect(try FastReading.reading(11_000_000, nil).alternatives == ["いっせんひゃくまん"])
  #expect(try FastReading.canonical(1000, nil) == "せん")
  #expect(try FastReading.canonical(3_600, .hon) == "さんぜんろっぴゃっぽん")
}
