/// The closed set of question shapes. A topic file picks one by `kind` and fills its parameters;
/// the loader has checked them, so every value a generator can draw has a reading.
public enum Generator: Hashable, Sendable {
  /// A whole number from a range in steps, maybe with a counter: `3本`, `¥1,234`, `4時`.
  case range(RangeParameters)
  /// A number with a few significant digits and trailing zeros: `125,400,000`.
  case significant(SignificantParameters)
  /// 午前/午後 and an hour: `午後4時`, answered as `16` or as `午後4時`.
  case halfDay(HalfDayParameters)
  /// A clock time `14時30分`, answered `14:30`.
  case clockTime(ClockParameters)
  /// A duration `2時間15分`, answered `2:15`.
  case hoursMinutes(ClockParameters)
  /// An era year `平成5年`, answered with the Gregorian year `1993`.
  case eraYear(EraParameters)
  /// A date `4月1日`, answered `4/1`.
  case monthDay
  /// One of several counters with a number: `3本`, `4匹`, `2冊`.
  case mixed(MixedParameters)
  /// A decimal or negative number with a counter: `36.5度`, `-5度`, `24.5cm`; or an amount in
  /// 万 (`7.5万円`, answered `75000`).
  case decimal(DecimalParameters)
  /// Digits said one by one, from a pattern: `090-1234-5678`, `〒100-0001`.
  case digitPattern(DigitPatternParameters)
  /// Shelf prices, weighted by how they look: `¥198`, `¥1,280`, tax-included `¥429`.
  case price(PriceParameters)
  /// An era date `平成5年4月1日`, answered `1993/4/1`.
  case eraDate(EraParameters)
  /// A date and a time `2017年9月30日 17:05`, answered `2017/9/30 17:05`.
  case dateTime(DateTimeParameters)
  /// A clock phrase `3時15分前`, `3時ちょうど`, `3時半` or `午後2時45分`, answered `2:45`.
  case clockPhrase(ClockPhraseParameters)
  /// A duration with seconds `1時間2分3秒`, answered `1:02:03`.
  case hoursMinutesSeconds(ClockParameters)
  /// Sentences of a situation with numbers in typed slots: 「まもなく、3番線に…」.
  case sentences(SentenceParameters)
  /// A proper fraction `2/3` (さんぶんのに), answered `2/3`; the range is of its denominators.
  case fraction(ClosedRange<Int64>)

  /// The kinds a topic file names (`"kind": "range"`), in the order errors list them; reading a
  /// topic file switches over them, so a kind cannot be listed without being read, or read
  /// without being listed.
  public enum Kind: String, CaseIterable, Sendable {
    case range, significant, halfDay, clockTime, hoursMinutes, eraYear, monthDay, mixed
    case decimal, digits, price, eraDate, dateTime, clockPhrase, hoursMinutesSeconds
    case sentences, fraction
  }

  /// The kind names used in topic files.
  public static var kinds: [String] { Kind.allCases.map(\.rawValue) }

  public struct Band: Hashable, Sendable {
    public let range: ClosedRange<Int64>
    public let weight: UInt64
  }

  public struct RangeParameters: Hashable, Sendable {
    /// The values, lowest to highest, and each band's share; a single band when unweighted.
    public let bands: [Band]
    public let step: Int64
    public let counter: Counter?
    /// Shown as `¥1,234` and read with 円.
    public let money: Bool
    /// Digits grouped by threes in the display (`12,345`); years are not (`2024年`).
    public let grouped: Bool
  }

  public struct SignificantParameters: Hashable, Sendable {
    public let digits: ClosedRange<Int>
    public let range: ClosedRange<Int64>
    public let money: Bool
  }

  public struct HalfDayParameters: Hashable, Sendable {
    public let hours: ClosedRange<Int64>
    /// The answer is the 24-hour hour (`16`) instead of `午後4時`.
    public let twentyFourHour: Bool
  }

  public struct ClockParameters: Hashable, Sendable {
    public let hours: ClosedRange<Int64>
    /// Minutes are multiples of this, 1–59.
    public let minuteStep: Int64
    /// Clock hours past 23 are the next day's, written 0時台 (a last train at 0時15分).
    public var pastMidnight = false
  }

  public struct EraParameters: Hashable, Sendable {
    public let eras: [Era]
    /// The Gregorian year the current era's questions stop at.
    public let latestYear: Int
  }

  public struct MixedParameters: Hashable, Sendable {
    public let counters: [Counter]
    public let range: ClosedRange<Int64>
  }

  func question(topic: String, using rng: inout some RandomNumberGenerator) -> Question {
    switch self {
    case .range(let p):
      let band =
        p.bands.count == 1 ? p.bands[0] : p.bands[rng.index(weightedBy: p.bands.map(\.weight))]
      let steps = (band.range.upperBound - band.range.lowerBound) / p.step
      let value = band.range.lowerBound + rng.uniform(in: 0...steps) * p.step
      return Self.counted(
        value, topic: topic, counter: p.counter, money: p.money, grouped: p.grouped)

    case .significant(let p):
      var value: Int64
      var attempts = 0
      repeat {
        let digits = rng.uniform(in: p.digits)
        let mantissa = rng.uniform(
          in: PowerOfTen.int64(digits - 1)...(PowerOfTen.int64(digits) - 1))
        let shift = rng.uniform(in: 0...max(0, Self.digitCount(p.range.upperBound) - digits))
        value =
          PowerOfTen.int64(shift) <= p.range.upperBound / mantissa
          ? mantissa * PowerOfTen.int64(shift) : -1
        attempts += 1
      } while !p.range.contains(value) && attempts < 10_000
      // A user's range that almost no draw hits (min = max = 123,456) must not hang the drill.
      if !p.range.contains(value) {
        value = Self.smallestSignificant(in: p.range, digits: p.digits) ?? p.range.lowerBound
      }
      return Self.counted(value, topic: topic, counter: nil, money: p.money, grouped: true)

    case .halfDay(let p):
      let hour = rng.uniform(in: p.hours)
      let afternoon = rng.uniform(below: 2) == 1
      let half = afternoon ? "午後" : "午前"
      let clockHour = afternoon ? hour + 12 : hour
      let display = "\(half)\(hour)時"
      return Question(
        topic: topic, values: [clockHour], format: p.twentyFourHour ? .hourIn24 : .hourAsHeard,
        display: display,
        reading: Self.read(display),
        answer: p.twentyFourHour ? "\(clockHour)" : "\(half)\(hour)時",
        suffix: p.twentyFourHour ? "時" : "", explanation: Self.explain(display))

    case .clockTime(let p):
      let (hour, minute) = Self.hourAndMinute(p, using: &rng)
      return Self.clockQuestion(p, hour: hour, minute: minute, topic: topic)

    case .hoursMinutes(let p):
      let (hours, minutes) = Self.hourAndMinute(p, using: &rng)
      return Self.durationQuestion(hours: hours, minutes: minutes, topic: topic)

    case .eraYear(let p):
      let era = p.eras[rng.uniform(in: 0...(p.eras.count - 1))]
      let last = era.lastYear ?? (p.latestYear - era.firstYear + 1)
      let year = rng.uniform(in: 1...last)
      let display = "\(era.name)\(year == 1 ? "元" : String(year))年"
      // Never the era's name alone: a year the era cannot read is read as its display is.
      let reading = (try? era.reading(year: year)) ?? Self.read(display)
      return Question(
        topic: topic, values: [Int64(era.gregorian(year))], format: .number,
        display: display, reading: reading,
        answer: String(era.gregorian(year)), suffix: "年", explanation: Self.explain(display))

    case .monthDay:
      let month = rng.uniform(in: Int64(1)...12)
      // February has 29 so that 2月29日 is drilled too.
      let day = rng.uniform(in: 1...Int64(MonthDays.count(month: Int(month))))
      let display = "\(month)月\(day)日"
      return Question(
        topic: topic, values: [month, day], format: .monthDay, display: display,
        reading: Self.read(display), answer: "\(month)/\(day)",
        explanation: Self.explain(display))

    case .mixed(let p):
      let counter = p.counters[rng.uniform(in: 0...(p.counters.count - 1))]
      var range = p.range
      if let limit = counter.range {
        range =
          max(
            range.lowerBound, Int64(limit.lowerBound))...min(
            range.upperBound, Int64(limit.upperBound))
      }
      return Self.counted(
        rng.uniform(in: range), topic: topic, counter: counter, money: false, grouped: true)
    case .decimal(let p): return decimalQuestion(p, topic: topic, rng: &rng)
    case .digitPattern(let p): return digitQuestion(p, topic: topic, rng: &rng)
    case .price(let p): return priceQuestion(p, topic: topic, rng: &rng)
    case .eraDate(let p): return eraDateQuestion(p, topic: topic, rng: &rng)
    case .dateTime(let p): return dateTimeQuestion(p, topic: topic, rng: &rng)
    case .clockPhrase(let p): return clockPhraseQuestion(p, topic: topic, rng: &rng)
    case .hoursMinutesSeconds(let p): return hoursMinutesSecondsQuestion(p, topic: topic, rng: &rng)
    case .sentences(let p): return sentenceQuestion(p, topic: topic, using: &rng)
    case .fraction(let denominators):
      let denominator = rng.uniform(in: denominators)
      // In lowest terms, as fractions are written: 2/3, never 4/6.
      func divisor(_ a: Int64, _ b: Int64) -> Int64 { b == 0 ? a : divisor(b, a % b) }
      let numerators = (1..<denominator).filter { divisor($0, denominator) == 1 }
      let numerator = numerators[Int(rng.uniform(in: 0...Int64(numerators.count - 1)))]
      let display = "\(numerator)/\(denominator)"
      return Question(
        topic: topic, values: [numerator, denominator], format: .fraction, display: display,
        reading: Self.read(display), answer: display, explanation: Self.explain(display))
    }
  }

  static func counted(_ value: Int64, topic: String, counter: Counter?, money: Bool, grouped: Bool)
    -> Question
  {
    let digits = grouped ? Digits.grouped(String(value)) : String(value)
    if money {
      return Question(
        topic: topic, values: [value], format: .number, display: Money.sign + digits,
        reading: read(value, .yen),
        answer: String(value), prefix: Money.sign, explanation: try? Explanation(UInt128(value), .yen))
    }
    let reading = counter.map { read(value, $0) } ?? read(value, nil)
    return Question(
      topic: topic, values: [value], format: counter == .ji ? .hour : .number,
      display: counter?.written(UInt64(value), digits: digits) ?? digits, reading: reading,
      answer: String(value),
      suffix: counter?.label ?? "", explanation: try? Explanation(UInt128(value), counter))
  }

  static func clockQuestion(_ p: ClockParameters, hour drawn: Int64, minute: Int64, topic: String)
    -> Question
  {
    let hour = p.pastMidnight && drawn >= 24 ? drawn - 24 : drawn
    let display = minute == 0 ? "\(hour)時" : "\(hour)時\(minute)分"
    return Question(
      topic: topic, values: [hour, minute], format: .clockTime, display: display,
      reading: Self.read(display),
      answer: "\(hour):\(Self.twoDigits(minute))", explanation: Self.explain(display))
  }

  static func durationQuestion(hours: Int64, minutes: Int64, topic: String) -> Question {
    let display = minutes == 0 ? "\(hours)時間" : "\(hours)時間\(minutes)分"
    return Question(
      topic: topic, values: [hours, minutes], format: .hoursMinutes, display: display,
      reading: Self.read(display),
      answer: "\(hours):\(Self.twoDigits(minutes))", explanation: Self.explain(display))
  }

  private static func hourAndMinute(
    _ p: ClockParameters, using rng: inout some RandomNumberGenerator
  ) -> (Int64, Int64) {
    let hour = rng.uniform(in: p.hours)
    // On the hour too (14時, 2時間): a learner must hear that no minutes follow.
    let minute = rng.uniform(in: 0...(59 / p.minuteStep)) * p.minuteStep
    return (hour, minute)
  }

  /// The engine's reading of a display such as 午後4時 or 14時30分, so that 午前/午後, clock
  /// minutes and dates are read by the one engine that `countbiki read` uses. Generated displays
  /// are always readable; were one not, its reading would be the display itself, which no speech
  /// engine is given (`SpokenReading.missing`): the drill says why and shows it as text.
  static func read(_ display: String) -> Reading {
    (try? Expression(display).reading) ?? Reading(accepted: [display])
  }

  /// The engine's explanation of a generated display, which is always readable.
  static func explain(_ display: String) -> Explanation? {
    try? Explanation(display)
  }

  /// The engine's reading; the loader has checked the range. Were a value unreadable, its
  /// reading would be its digits, which no speech engine is given (`SpokenReading.missing`).
  static func read(_ value: Int64, _ counter: Counter?) -> Reading {
    let number = UInt128(value)
    if let counter, let reading = try? Cardinal.reading(of: number, counter) { return reading }
    return (try? Cardinal.reading(of: number)) ?? Reading(accepted: [String(value)])
  }

  static func twoDigits(_ value: Int64) -> String {
    value < 10 ? "0\(value)" : String(value)
  }

  /// The smallest number in `range` that the significant kind can draw: a mantissa with a
  /// number of digits in `digits`, times a power of ten; nil when there is none.
  static func smallestSignificant(in range: ClosedRange<Int64>, digits: ClosedRange<Int>) -> Int64?
  {
    var smallest: Int64?
    for count in digits {
      for length in count...max(count, digitCount(range.upperBound)) {
        let step = PowerOfTen.int64(length - count)
        let first = (max(range.lowerBound, PowerOfTen.int64(length - 1)) + step - 1) / step * step
        if first <= min(range.upperBound, PowerOfTen.int64(length) - 1) {
          smallest = min(smallest ?? first, first)
        }
      }
    }
    return smallest
  }

  static func digitCount(_ value: Int64) -> Int {
    String(value).count
  }
}
