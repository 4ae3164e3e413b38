// The question shapes of everyday numbers: decimals and negatives, digits said one by one,
// shelf prices, full dates, dates with a time, clock phrases and durations with seconds.

extension Generator {
  public struct DecimalParameters: Hashable, Sendable {
    /// The values as whole numbers of the smallest step: 35.5–39.9 with `places` 1 is 355…399.
    public let range: ClosedRange<Int64>
    public let step: Int64
    /// Digits after the point, 0–3.
    public let places: Int
    /// 万, 億 or 兆 after the number (7.5万円): the answer is then the whole amount (75000).
    public let unit: Counter?
    /// What `unit` multiplies by: 10,000 for 万; 1 without a unit.
    public let unitValue: Int64
    public let counter: Counter?
  }

  public struct DigitPatternParameters: Hashable, Sendable {
    /// Patterns such as `090-@###-####`: each `#` is a random digit, each `@` one of 1–9
    /// (Japan never issues a local number starting with 0), the rest is kept.
    public let patterns: [String]
  }

  /// How shelf prices look, each with its weight.
  public struct PriceParameters: Hashable, Sendable {
    public let range: ClosedRange<Int64>
    /// Weights of `PriceShape.allCases`, in that order.
    public let weights: [UInt64]
  }

  public enum PriceShape: String, CaseIterable, Hashable, Sendable {
    /// Just under a round hundred: ¥98, ¥198, ¥1,998.
    case ends98
    /// A round hundred and 80: ¥180, ¥1,280, ¥1,980.
    case ends80
    /// A round hundred: ¥300, ¥1,500.
    case round
    /// One of the above with consumption tax added and rounded down: ¥398 → ¥429 (8 %),
    /// ¥1,280 → ¥1,408 (10 %).
    case taxIncluded
    /// Any amount in the range.
    case any
  }

  public struct DateTimeParameters: Hashable, Sendable {
    public let years: ClosedRange<Int64>
    public let minuteStep: Int64
  }

  public struct ClockPhraseParameters: Hashable, Sendable {
    /// Which phrases are drawn, equally often.
    public let styles: [ClockPhrase]
    public let minuteStep: Int64
  }

  public enum ClockPhrase: String, CaseIterable, Hashable, Sendable {
    /// 3時15分前, answered 2:45.
    case before
    /// 3時ちょうど, answered 3:00.
    case sharp
    /// 3時半, answered 3:30.
    case half
    /// 午後2時45分, answered 14:45.
    case halfDay
    /// 14時5分発 (the departure time of a train or a bus, 5–23時), answered 14:05.
    case departure
  }

  func decimalQuestion(_ p: DecimalParameters, topic: String, rng: inout some RandomNumberGenerator)
    -> Question
  {
    let steps = (p.range.upperBound - p.range.lowerBound) / p.step
    let scaled = p.range.lowerBound + rng.uniform(in: 0...steps) * p.step
    let number = Self.decimalText(scaled, places: p.places)
    let display = number + (p.unit?.label ?? "") + (p.counter?.label ?? "")
    let reading = Self.read(display)
    let explanation = Self.explain(display)
    if p.unit != nil {
      let amount = scaled * p.unitValue / PowerOfTen.int64(p.places)
      return Question(
        topic: topic, values: [amount], format: .number, display: display, reading: reading,
        answer: String(amount), suffix: p.counter?.label ?? "", explanation: explanation)
    }
    return Question(
      topic: topic, values: Answer.decimalValues(number) ?? [scaled, Int64(p.places)],
      format: .decimal, display: display, reading: reading, answer: number,
      suffix: p.counter?.label ?? "", explanation: explanation)
  }

  /// `scaled` with `places` digits after the point, trailing zeros dropped: 365 → 36.5,
  /// 360 → 36, -35 → -3.5.
  static func decimalText(_ scaled: Int64, places: Int) -> String {
    let scale = PowerOfTen.int64(places)
    let sign = scaled < 0 ? "-" : ""
    let magnitude = scaled.magnitude
    var fraction = String(magnitude % UInt64(scale))
    fraction = String(repeating: "0", count: max(0, places - fraction.count)) + fraction
    while fraction.hasSuffix("0") { fraction.removeLast() }
    let whole = String(magnitude / UInt64(scale))
    return sign + whole + (fraction.isEmpty ? "" : "." + fraction)
  }

  func digitQuestion(
    _ p: DigitPatternParameters, topic: String, rng: inout some RandomNumberGenerator
  ) -> Question {
    let pattern = p.patterns[rng.uniform(in: 0...(p.patterns.count - 1))]
    var display = ""
    var digits: [Int64] = []
    for c in pattern {
      if c == "#" || c == "@" {
        // @ is a digit that cannot be 0: a subscriber's number after the area code.
        let digit = c == "@" ? 1 + Int64(rng.uniform(below: 9)) : Int64(rng.uniform(below: 10))
        digits.append(digit)
        display.append(Character(String(digit)))
      } else {
        if let digit = c.wholeNumberValue { digits.append(Int64(digit)) }
        display.append(c)
      }
    }
    let answer = display.hasPrefix("〒") ? String(display.dropFirst()) : display
    // Digits not cut by - (0901234567#) are one group, still said one by one as they are
    // heard: read as text they would be one quantity (きゅうじゅうおく…).
    guard pattern.contains("-") || display.hasPrefix("〒") else {
      let group = [digits.map { Int($0) }]
      return Question(
        topic: topic, values: digits, format: .digits, display: display,
        reading: DigitString.reading(group), answer: answer,
        explanation: Explanation(text: display, parts: DigitString.parts(group)))
    }
    return Question(
      topic: topic, values: digits, format: .digits, display: display,
      reading: Self.read(display), answer: answer, explanation: Self.explain(display))
  }

  func priceQuestion(_ p: PriceParameters, topic: String, rng: inout some RandomNumberGenerator)
    -> Question
  {
    let shape = PriceShape.allCases[rng.index(weightedBy: p.weights)]
    let value = Self.price(shape, in: p.range, rng: &rng) ?? rng.uniform(in: p.range)
    return Self.counted(value, topic: topic, counter: nil, money: true, grouped: true)
  }

  /// A price of `shape` inside `range`, or nil when the range holds none.
  static func price(
    _ shape: PriceShape, in range: ClosedRange<Int64>, rng: inout some RandomNumberGenerator
  ) -> Int64? {
    func hundreds(plus offset: Int64) -> Int64? {
      let low = max(1, (range.lowerBound - offset + 99) / 100)
      let high = (range.upperBound - offset) / 100
      return low <= high ? rng.uniform(in: low...high) * 100 + offset : nil
    }
    switch shape {
    case .ends98: return hundreds(plus: -2)
    case .ends80: return hundreds(plus: 80)
    case .round: return hundreds(plus: 0)
    case .any: return rng.uniform(in: range)
    case .taxIncluded:
      // The shelf price before tax is one of the usual shapes; 8 % is the rate for food.
      let rate: Int64 = rng.uniform(below: 2) == 0 ? 108 : 110
      let before = ClosedRange(
        uncheckedBounds: (range.lowerBound * 100 / rate, range.upperBound * 100 / rate))
      let base = [PriceShape.ends98, .ends80, .round][rng.uniform(in: 0...2)]
      guard let price = Self.price(base, in: before, rng: &rng) else { return nil }
      let taxed = price * rate / 100
      return range.contains(taxed) ? taxed : nil
    }
  }

  func eraDateQuestion(_ p: EraParameters, topic: String, rng: inout some RandomNumberGenerator)
    -> Question
  {
    let era = p.eras[rng.uniform(in: 0...(p.eras.count - 1))]
    let last = era.lastYear ?? (p.latestYear - era.firstYear + 1)
    var date = (year: 1, month: era.firstDay.month, day: era.firstDay.day)
    // Draws outside the era (昭和元年1月) are drawn again; bounded so a draw always ends.
    for _ in 0..<64 {
      let year = rng.uniform(in: 1...last)
      let month = rng.uniform(in: 1...12)
      let day = rng.uniform(in: 1...MonthDays.count(month: month, year: era.gregorian(year)))
      if era.contains(year: era.gregorian(year), month: month, day: day) {
        date = (year, month, day)
        break
      }
    }
    let display =
      "\(era.name)\(date.year == 1 ? "元" : String(date.year))年\(date.month)月\(date.day)日"
    let year = era.gregorian(date.year)
    return Question(
      topic: topic, values: [Int64(year), Int64(date.month), Int64(date.day)], format: .date,
      display: display, reading: Self.read(display), answer: "\(year)/\(date.month)/\(date.day)",
      explanation: Self.explain(display))
  }

  func dateTimeQuestion(
    _ p: DateTimeParameters, topic: String, rng: inout some RandomNumberGenerator
  ) -> Question {
    let year = rng.uniform(in: p.years)
    let month = rng.uniform(in: Int64(1)...12)
    let day = rng.uniform(in: 1...Int64(MonthDays.count(month: Int(month), year: Int(year))))
    let hour = rng.uniform(in: Int64(0)...23)
    let minute = rng.uniform(in: 0...(59 / p.minuteStep)) * p.minuteStep
    let date = "\(year)年\(month)月\(day)日"
    let spoken = date + (minute == 0 ? "\(hour)時" : "\(hour)時\(minute)分")
    let time = "\(hour):\(Self.twoDigits(minute))"
    return Question(
      topic: topic, values: [year, month, day, hour, minute], format: .dateTime,
      display: "\(date) \(time)", reading: Self.read(spoken),
      answer: "\(year)/\(month)/\(day) \(time)", explanation: Self.explain(spoken))
  }

  func clockPhraseQuestion(
    _ p: ClockPhraseParameters, topic: String, rng: inout some RandomNumberGenerator
  ) -> Question {
    let style = p.styles[rng.uniform(in: 0...(p.styles.count - 1))]
    let hour = rng.uniform(in: Int64(1)...12)
    // 分前 only for 5, 10, 15 and 20 minutes: 1時30分前 is heard as "before 1:30" as often as
    // "30 minutes before 1:00", while 3時15分前 is always a quarter to three.
    let minute =
      style == .before
      ? rng.uniform(in: Int64(1)...4) * 5
      : rng.uniform(in: 1...(59 / p.minuteStep)) * p.minuteStep
    let display: String
    let values: [Int64]
    switch style {
    case .before:
      display = "\(hour)時\(minute)分前"
      values = [hour == 1 ? 12 : hour - 1, 60 - minute]
    case .sharp:
      display = "\(hour)時ちょうど"
      values = [hour, 0]
    case .half:
      display = "\(hour)時半"
      values = [hour, 30]
    case .departure:
      // Timetables use the 24-hour clock, on the hour too (9時発).
      let hour24 = rng.uniform(in: Int64(5)...23)
      let minute = rng.uniform(in: 0...(59 / p.minuteStep)) * p.minuteStep
      display = minute == 0 ? "\(hour24)時発" : "\(hour24)時\(minute)分発"
      values = [hour24, minute]
    case .halfDay:
      let afternoon = rng.uniform(below: 2) == 1
      let twelve = hour == 12 ? 0 : hour
      display = "\(afternoon ? "午後" : "午前")\(twelve)時\(minute)分"
      values = [afternoon ? twelve + 12 : twelve, minute]
    }
    return Question(
      topic: topic, values: values, format: .clockTime, display: display,
      reading: Self.read(display), answer: "\(values[0]):\(Self.twoDigits(values[1]))",
      explanation: Self.explain(display))
  }

  func hoursMinutesSecondsQuestion(
    _ p: ClockParameters, topic: String, rng: inout some RandomNumberGenerator
  ) -> Question {
    let hours = rng.uniform(in: p.hours)
    let minutes = rng.uniform(in: Int64(0)...59)
    // `minuteStep` is the step of the seconds here.
    let seconds = rng.uniform(in: 0...(59 / p.minuteStep)) * p.minuteStep
    // Parts that are 0 are not said: 1時間3秒, 5分.
    var display = hours > 0 ? "\(hours)時間" : ""
    if minutes > 0 { display += "\(minutes)分" }
    if seconds > 0 || display.isEmpty { display += "\(seconds)秒" }
    return Question(
      topic: topic, values: [hours, minutes, seconds], format: .hoursMinutesSeconds,
      display: display, reading: Self.read(display),
      answer: "\(hours):\(Self.twoDigits(minutes)):\(Self.twoDigits(seconds))",
      explanation: Self.explain(display))
  }
}
