import CountBikiKit
import Foundation
import TestSupport
import Testing

/// Round trips number → canonical reading → kana parser → number, over every four-digit group in
/// every 万-position and the boundaries between positions. A reading depends only on each group's
/// digits, the unit after it and what ends the number, so this covers every group reading the
/// engine can produce; the random sample below is for release-mode runs.
struct RoundTripSweepTests {
  /// 10^0, 10^4 (万), 10^8 (億), 10^12 (兆), 10^16 (京).
  static let positions: [UInt128] = (0..<5).map { position in
    (0..<position).reduce(1) { value, _ in value * 10_000 }
  }

  /// `group` in `position`, alone and with every other position filled by a group that varies
  /// with it (zeros included), so that each group is read both before units and between them.
  static func values(group: UInt128, position: Int) -> [UInt128] {
    let filled = positions.indices.reduce(UInt128(0)) { total, other in
      let neighbour =
        other == position ? group : (group &* 7_919 &+ UInt128(other) &* 1_111) % 10_000
      return total + neighbour * positions[other]
    }
    return [group * positions[position], filled]
  }

  /// Everything wrong with the round trip of `value`, at most a line each.
  static func roundTripFailures(_ value: UInt128) throws -> [String] {
    let reading = try Cardinal.reading(of: value)
    guard Kana.isHiragana(reading.canonical) else {
      return ["\(value): \(reading.canonical) is not hiragana only"]
    }
    return reading.accepted.compactMap { form in
      let parsed = KanaNumber.value(of: form)
      return parsed == value
        ? nil : "\(value): \(form) parses as \(parsed.map(String.init) ?? "nothing")"
    }
  }

  /// One position per test case, so the runner can spread them over cores.
  @Test(arguments: 0..<5) func everyGroupInEveryPositionRoundTrips(position: Int) throws {
    var failures: [String] = []
    for group in UInt128(0)...9_999 {
      for value in Self.values(group: group, position: position) {
        failures += try Self.roundTripFailures(value)
      }
      if failures.count > 20 { break }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test func theBoundariesOfEveryPositionRoundTrip() throws {
    var values: [UInt128] = [0, 1, 9, 10, 11, 99, 100, 101, 999, 1_000, 1_001, Cardinal.maximum]
    for power in Self.positions.dropFirst() {
      values += [power - 1, power, power + 1, power * 1_000, power * 9_999, power * 10_000 - 1]
    }
    var failures: [String] = []
    for value in values { failures += try Self.roundTripFailures(value) }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
    #expect(throws: ReadingError.tooLarge) { try Cardinal.reading(of: Cardinal.maximum + 1) }
  }

  @Test func theBoundariesReadAsALearnerHearsThem() throws {
    let expected: [UInt128: String] = [
      9_999: "きゅうせんきゅうひゃくきゅうじゅうきゅう",
      10_000: "いちまん",
      10_001: "いちまんいち",
      10_000_000: "いっせんまん",
      99_999_999: "きゅうせんきゅうひゃくきゅうじゅうきゅうまんきゅうせんきゅうひゃくきゅうじゅうきゅう",
      100_000_000: "いちおく",
      1_000_000_000_000: "いっちょう",
      10_000_000_000_000_000: "いっけい",
      100_000_000_000_000_000: "じゅっけい",
      1_000_000_000_000_000_000: "ひゃっけい",
      10_000_000_000_000_000_000: "いっせんけい",
    ]
    for (value, reading) in expected {
      #expect(try Cardinal.reading(of: value).canonical == reading, "\(value)")
    }
  }

  /// A seeded random sample of the whole range, for a release-mode run:
  ///
  ///     COUNTBIKI_RANDOM_ROUND_TRIPS=1000000 swift test -c release --filter RoundTripSweepTests
  ///
  /// The count is split over four test cases so that they can use more than one core.
  @Test(
    .enabled(if: randomRoundTrips > 0, "set COUNTBIKI_RANDOM_ROUND_TRIPS to a count to run it"),
    arguments: 0..<4)
  func seededRandomValuesUpTo10To20RoundTrip(quarter: UInt64) throws {
    var random = SplitMix64(seed: 20_240_401 &+ quarter)
    var failures: [String] = []
    for _ in 0..<(randomRoundTrips + 3) / 4 {
      failures += try Self.roundTripFailures(random.uniform(through: Cardinal.maximum))
      if failures.count > 20 { break }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test func theFastCanonicalPathAgreesWithTheFullReading() throws {
    let counters: [Counter] = [.hon, .yen, .hiki, .hai, .fun, .ko, .kai, .nin, .sai, .kei, .nen]
    var mismatches: [String] = []
    for position in Self.positions.indices {
      for group in stride(from: UInt128(0), through: 9_999, by: 7) {
        let counter = counters[Int(group % UInt128(counters.count))]
        for value in Self.values(group: group, position: position) {
          // Mismatches are gathered and expected once: an expectation per value would cost
          // more than the readings it checks.
          if try Cardinal.canonical(of: value, counter)
            != Cardinal.reading(of: value, counter).canonical
          {
            mismatches.append("\(value) with \(counter)")
          }
          if try Cardinal.canonical(of: value) != Cardinal.reading(of: value).canonical {
            mismatches.append("\(value)")
          }
        }
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.prefix(20))")
  }

  @Test func readingsWithEveryCounterAreHiraganaOnly() throws {
    var others: [String] = []
    for (label, counter) in Counter.byLabel {
      let values: [UInt128] =
        if let range = counter.range {
          Array(UInt128(range.lowerBound)...UInt128(range.upperBound))
        } else {
          Sweep.numbersToTenThousand.map { UInt128($0) }
        }
      for value in values {
        for form in try Cardinal.reading(of: value, counter).accepted {
          // Loanword counters (ぱーせんと) keep the long-vowel mark.
          if !Kana.isHiragana(form.replacing("ー", with: "")) { others.append("\(value)\(label): \(form)") }
        }
      }
    }
    #expect(others.isEmpty, "\(others.prefix(20))")
  }

  /// Groups with a leading 千 (1010兆) also offer せん/いっせん; the table checks those.
  @Test func aTenBeforeChouOrKeiOffersBothJuAndJi() throws {
    for group in stride(from: UInt128(10), through: 9990, by: 10)
    where group % 100 != 0 && !(1000...1999).contains(group) {
      let chou = try Cardinal.reading(of: group * 1_000_000_000_000 + 5, .hon)
      #expect(chou.canonical.contains("じゅっちょう"), "\(group)兆5本")
      #expect(
        chou.alternatives == [chou.canonical.replacingOccurrences(of: "じゅっちょう", with: "じっちょう")])
      let both = try Cardinal.reading(
        of: group * 10_000_000_000_000_000 + group * 1_000_000_000_000 + 8, .hon)
      let ju = both.canonical
      let ji = ju.replacingOccurrences(of: "じゅっけい", with: "じっけい")
      let juChou = ju.replacingOccurrences(of: "じゅっちょう", with: "じっちょう")
      let jiChou = ji.replacingOccurrences(of: "じゅっちょう", with: "じっちょう")
      let hachi = { (text: String) in String(text.dropLast("はっぽん".count)) + "はちほん" }
      #expect(
        both.accepted == [
          ju, hachi(ju), juChou, hachi(juChou), ji, hachi(ji), jiChou, hachi(jiChou),
        ],
        "\(group)京\(group)兆8本")
    }
  }

  @Test func parserRejectsWrongSoundChanges() {
    for wrong in [
      "さんひゃく", "ろくひゃく", "はちひゃく", "さんせん", "はちせん", "いちせん", "いちちょう",
      "はちちょう", "ろくけい", "いっせん", "じゅうじゅう", "にいち", "ひゃくひゃく", "まんおく", "", "abc",
    ] {
      #expect(KanaNumber.value(of: wrong) == nil, "\(wrong)")
    }
  }

  @Test func parserReadsKatakanaAndHiragana() {
    #expect(KanaNumber.value(of: "センニヒャクサンジュウヨン") == 1234)
    #expect(KanaNumber.value(of: "センニヒャクサンジューヨン") == 1234)
    #expect(KanaNumber.value(of: "いっせんまん") == 10_000_000)
    #expect(KanaNumber.value(of: "せんまん") == 10_000_000)
    #expect(KanaNumber.value(of: "じっちょう") == 10_000_000_000_000)
    #expect(KanaNumber.value(of: "れい") == 0)
  }

  @Test func parserReadsShichiAsSevenLikeNana() {
    #expect(KanaNumber.value(of: "しち") == 7)
    #expect(KanaNumber.value(of: "にじゅうしち") == 27)
    #expect(KanaNumber.value(of: "しちじゅうしち") == 77)
    #expect(KanaNumber.value(of: "しちひゃく") == 700)
    #expect(KanaNumber.value(of: "しちまん") == 70_000)
    #expect(KanaNumber.value(of: "しっ") == nil)
    #expect(KanaNumber.value(of: "しちびゃく") == nil)
  }
}

/// How many random round trips `COUNTBIKI_RANDOM_ROUND_TRIPS` asks for; none by default.
private let randomRoundTrips =
  Int(ProcessInfo.processInfo.environment["COUNTBIKI_RANDOM_ROUND_TRIPS"] ?? "") ?? 0
