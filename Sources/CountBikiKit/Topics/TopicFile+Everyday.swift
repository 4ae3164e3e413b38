import Foundation

extension TopicFile {
  /// The everyday kinds of `Generator.Kind`, whose generators this file makes: a switch over
  /// them lists every one, so a new everyday kind is found by the compiler.
  enum EverydayKind {
    case decimal, digits, price, eraDate, dateTime, clockPhrase, hoursMinutesSeconds
  }

  /// The generators of the everyday kinds with their parameters checked.
  static func everydayGenerator(_ kind: EverydayKind, _ f: Fields) throws(TopicFileError)
    -> Generator
  {
    switch kind {
    case .decimal:
      let places = Int(try f.optionalInteger("places") ?? 1)
      guard (0...3).contains(places) else { throw f.error("places", "must be 0–3") }
      let low = try f.decimal("min", places: places)
      let high = try f.decimal("max", places: places)
      let step = try f.optionalDecimal("step", places: places) ?? 1
      guard low <= high else { throw f.error("max", "must be at least min") }
      guard step >= 1, (high - low) % step == 0 else {
        throw f.error("step", "must be positive and divide max − min")
      }
      var unit: Counter?
      var unitValue: Int64 = 1
      if let name = try f.optionalString("unit") {
        guard name.count == 1, let large = Numeral.largeUnit(Character(name)), large != .kei
        else { throw f.error("unit", "must be 万, 億 or 兆") }
        (unit, unitValue) = (Counter.unit(large), Int64(large.value))
        guard high <= Int64.max / unitValue else {
          throw f.error("max", "overflows: numbers in topics go up to 10^15")
        }
      }
      guard unit == nil || low >= 0 else {
        throw f.error("min", "must not be negative with a unit")
      }
      let counter = try f.counter("counter")
      if let counter, !ExpressionParser.fractionalCounters.contains(counter) {
        let labels = ExpressionParser.fractionalCounters.map(\.label).joined(separator: " ")
        throw f.error(
          "counter", "decimals and negative numbers take \(labels), not \(counter.label)")
      }
      let parameters = Generator.DecimalParameters(
        range: low...high, step: step, places: places, unit: unit, unitValue: unitValue,
        counter: counter)
      for end in [low, high] {
        let text =
          Generator.decimalText(end, places: places)
          + (unit?.label ?? "") + (counter?.label ?? "")
        do {
          _ = try Expression(text)
        } catch {
          throw f.error(end == low ? "min" : "max", "\(text) has no reading: \(error.reason)")
        }
      }
      return .decimal(parameters)
    case .digits:
      let patterns = try f.strings("patterns")
      guard !patterns.isEmpty else { throw f.error("patterns", "the list is empty") }
      for pattern in patterns {
        let sample = pattern.replacing("#", with: "0").replacing("@", with: "1")
        let digits = sample.filter(\.isNumber).count
        let example = "as in 090-@###-#### or 〒###-####"
        // Without a `-` the digits are one group, said one by one all the same; such a pattern
        // holds digits, # and @ only.
        let oneGroup = !pattern.contains("-") && !pattern.hasPrefix("〒")
        let problem: String? =
          if !pattern.contains("#") && !pattern.contains("@") {
            "has no # or @, so every question would be the same; put # (any digit) or @ (1–9) where a digit is drawn, \(example)"
          } else if oneGroup && !sample.allSatisfy({ $0.isASCII && $0.isNumber }) {
            "is not a pattern of digits, # (any digit) and @ (1–9) joined by -, \(example)"
          } else if digits > DigitString.maximumDigits {
            "has \(digits) digits, more than the \(DigitString.maximumDigits) said one by one"
          } else if (try? Expression(sample)) == nil {
            "is not a pattern of digits, # (any digit) and @ (1–9) joined by -, \(example)"
          } else {
            nil
          }
        if let problem { throw f.error("patterns", "“\(pattern)” \(problem)") }
      }
      return .digitPattern(.init(patterns: patterns))
    case .price:
      let bounds = try f.range(defaultMin: 1, defaultMax: nil)
      guard case .object(let table)? = f.values["shapes"] else {
        throw f.error("shapes", "must be an object of weights, as in {\"ends98\": 3, \"round\": 1}")
      }
      let shapes = f.nested(table, path: f.path + ".shapes")
      for key in table.keys.sorted() where Generator.PriceShape(rawValue: key) == nil {
        throw f.error(
          "shapes.\(key)",
          "is not a price shape; use \(Generator.PriceShape.allCases.map(\.rawValue).joined(separator: ", "))"
        )
      }
      let weights = try Generator.PriceShape.allCases.map { shape throws(TopicFileError) in
        UInt64(max(0, try shapes.optionalInteger(shape.rawValue) ?? 0))
      }
      guard weights.contains(where: { $0 > 0 }) else {
        throw f.error("shapes", "at least one shape needs a weight of 1 or more")
      }
      try f.readable(bounds, counter: .yen)
      return .price(.init(range: bounds, weights: weights))
    case .eraDate:
      return .eraDate(try eraParameters(f))
    case .dateTime:
      let years = try f.range(defaultMin: nil, defaultMax: nil)
      guard years.lowerBound >= 1, years.upperBound <= 9999 else {
        throw f.error("max", "years must lie in 1–9999")
      }
      return .dateTime(.init(years: years, minuteStep: try minuteStep(f, "minuteStep")))
    case .clockPhrase:
      let names = try f.strings("styles")
      var styles: [Generator.ClockPhrase] = []
      for name in names {
        guard let style = Generator.ClockPhrase(rawValue: name) else {
          throw f.error(
            "styles",
            "“\(name)” is not a clock phrase; use \(Generator.ClockPhrase.allCases.map(\.rawValue).joined(separator: ", "))"
          )
        }
        styles.append(style)
      }
      guard !styles.isEmpty else { throw f.error("styles", "the list is empty") }
      let step = try minuteStep(f, "minuteStep")
      guard step <= 30 else { throw f.error("minuteStep", "must be 1–30 for clock phrases") }
      return .clockPhrase(.init(styles: styles, minuteStep: step))
    case .hoursMinutesSeconds:
      let hours = try f.range(defaultMin: 0, defaultMax: 3)
      guard hours.upperBound <= 99 else { throw f.error("max", "hours must lie in 0–99") }
      return .hoursMinutesSeconds(.init(hours: hours, minuteStep: try minuteStep(f, "secondStep")))
    }
  }

  /// A step of minutes or seconds, 1–59 (default 1).
  private static func minuteStep(_ f: Fields, _ key: String) throws(TopicFileError) -> Int64 {
    let step = try f.optionalInteger(key) ?? 1
    guard (1...59).contains(step) else { throw f.error(key, "must be 1–59") }
    return step
  }
}

extension Fields {
  /// A number with at most `places` digits after the point, as a whole number of
  /// 10^-places: 36.5 with 1 place is 365.
  func optionalDecimal(_ key: String, places: Int) throws(TopicFileError) -> Int64? {
    guard let value = values[key] else { return nil }
    guard case .number(let number) = value else { throw error(key, "must be a number") }
    let scaled = number * Double(PowerOfTen.int64(places))
    guard scaled.isFinite, abs(scaled) <= 1e15 else {
      throw error(key, "\(shown(number)) overflows: numbers in topics go up to 10^15")
    }
    guard abs(scaled - scaled.rounded()) < 1e-6 else {
      throw error(
        key, "\(shown(number)) has more than \(places) digits after the point (see places)")
    }
    return Int64(scaled.rounded())
  }

  func decimal(_ key: String, places: Int) throws(TopicFileError) -> Int64 {
    guard let value = try optionalDecimal(key, places: places) else {
      throw error(key, "is missing")
    }
    return value
  }
}
