import Foundation
import CountBikiKit
import Testing

/// Sweeps over whole ranges: number → canonical reading → kana parser → number.
struct RoundTripSweepTests {
  /// A seeded generator of the test's own, so the sample is the same on every machine.
  struct SplitMix64 {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    /// A value in 0...maximum, uniform: 128 random bits reduced modulo, with rejection.
    mutating func next(upTo maximum: UInt128) -> UInt128 {
      let span = maximum &+ 1
      let limit = UInt128.max - UInt128.max % span
      while true {
        let value = UInt128(next()) << 64 | UInt128(next())
        if value < limit { return value % span }
      }
    }
  }

  @Test func everyCardinalUpTo100000RoundTrips() throws {
    for value in UInt128(0)...100_000 {
      let reading = try Cardinal.reading(of: value)
      #expect(Kana.isHiragana(reading.canonical), "\(value): \(reading.canonical)")
      for form in reading.accepted {
        #expect(KanaNumber.value(of: form) == value, "\(value): \(form)")
      }
    }
  }

  /// A million values in four seeded quarters, so the test runner can spread them over cores.
  /// About five CPU-minutes in a debug build, so it runs only with `COUNTBIKI_MILLION=1`
  /// (`COUNTBIKI_MILLION=1 swift test -c release --filter RoundTripSweep`).
  @Test(.enabled(if: ProcessInfo.processInfo.environment["COUNTBIKI_MILLION"] == "1"), arguments: 0..<4) func aMillionSeededValuesUpTo10To20RoundTrip(quarter: UInt64) throws {
    var random = SplitMix64(state: 20_240_401 &+ quarter)
    var failures: [String] = []
    for _ in 0..<250_000 {
      let value = random.next(upTo: Cardinal.maximum)
      let reading = try Cardinal.reading(of: value)
      guard Kana.isHiragana(reading.canonical) else {
        failures.append("\(value): \(reading.canonical) is not hiragana only")
        continue
      }
      for form in reading.accepted where KanaNumber.value(of: form) != value {
        failures.append("\(value): \(form) parses as \(KanaNumber.value(of: form).map(String.init) ?? "nothing")")
      }
      if failures.count > 20 { break }
    }
    #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
  }

  @Test func theFastCanonicalPathAgreesWithTheFullReading() throws {
    var random = SplitMix64(state: 7)
    let counters: [Counter] = [.hon, .yen, .hiki, .hai, .fun, .ko, .kai, .nin, .sai, .kei, .nen]
    for _ in 0..<50_000 {
      let value = random.next(upTo: 10_000_000_000_000_000)
      let counter = counters[Int(random.next() % UInt64(counters.count))]
      #expect(try Cardinal.canonical(of: value, counter) == Cardinal.reading(of: value, counter).canonical)
      #expect(try Cardinal.canonical(of: value) == Cardinal.reading(of: value).canonical)
    }
  }

  @Test func readingsWithEveryCounterAreHiraganaOnly() throws {
    for (label, counter) in Counter.byLabel {
      let range = counter.range.map { UInt128($0.lowerBound)...UInt128($0.upperBound) } ?? 0...10_000
      for value in range {
        for form in try Cardinal.reading(of: value, counter).accepted {
          #expect(Kana.isHiragana(form), "\(value)\(label): \(form)")
        }
      }
    }
  }

  @Test func aTenBeforeChouOrKeiOffersBothJuAndJi() throws {
    for group in stride(from: UInt128(10), through: 9990, by: 10) where group % 100 != 0 {
      let chou = try Cardinal.reading(of: group * 1_000_000_000_000 + 5, .hon)
      #expect(chou.canonical.contains("じゅっちょう"), "\(group)兆5本")
      #expect(chou.alternatives == [chou.canonical.replacingOccurrences(of: "じゅっちょう", with: "じっちょう")])
      let both = try Cardinal.reading(of: group * 10_000_000_000_000_000 + group * 1_000_000_000_000 + 8, .hon)
      let ju = both.canonical
      let ji = ju.replacingOccurrences(of: "じゅっけい", with: "じっけい")
      let juChou = ju.replacingOccurrences(of: "じゅっちょう", with: "じっちょう")
      let jiChou = ji.replacingOccurrences(of: "じゅっちょう", with: "じっちょう")
      let hachi = { (text: String) in String(text.dropLast("はっぽん".count)) + "はちほん" }
      #expect(
        both.accepted == [ju, hachi(ju), juChou, hachi(juChou), ji, hachi(ji), jiChou, hachi(jiChou)],
        "\(group)京\(group)兆8本")
    }
  }

  @Test func parserRejectsWrongSoundChanges() {
    for wrong in ["さんひゃく", "ろくひゃく", "はちひゃく", "さんせん", "はちせん", "いちせん", "いちちょう",
      "はちちょう", "ろくけい", "いっせん", "じゅうじゅう", "にいち", "ひゃくひゃく", "まんおく", "", "abc"]
    {
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
