extension TopicFile {
  /// The generator a topic's `kind` names, with its parameters checked.
  static func generator(_ f: Fields) throws(TopicFileError) -> Generator {
    let name = try f.string("kind")
    guard let kind = Generator.Kind(rawValue: name) else { throw unknownKind(name, f) }
    switch kind {
    case .range:
      let counter = try f.counter("counter")
      let money = try f.optionalBool("money") ?? false
      let bounds = try f.range(defaultMin: nil, defaultMax: nil)
      let step = try f.optionalInteger("step") ?? 1
      guard step >= 1 else { throw f.error("step", "must be at least 1") }
      guard (bounds.upperBound - bounds.lowerBound) % step == 0 else {
        throw f.error(
          "step", "\(step) does not divide max − min (\(bounds.upperBound - bounds.lowerBound))")
      }
      let bands = try f.bands(within: bounds, step: step)
      try f.readable(bounds, counter: money ? .yen : counter)
      return .range(
        .init(
          bands: bands, step: step, counter: counter, money: money,
          grouped: try f.optionalBool("grouped") ?? true))
    case .significant:
      let bounds = try f.range(defaultMin: 100, defaultMax: nil)
      let low = try f.optionalInteger("minDigits") ?? 3
      let high = try f.optionalInteger("maxDigits") ?? 4
      guard 1 <= low, low <= high, high <= 15 else {
        throw f.error(
          "maxDigits", "minDigits and maxDigits must satisfy 1 ≤ minDigits ≤ maxDigits ≤ 15")
      }
      guard PowerOfTen.int64(Int(low) - 1) <= bounds.upperBound else {
        throw f.error("max", "is smaller than any number with \(low) significant digits")
      }
      guard Generator.smallestSignificant(in: bounds, digits: Int(low)...Int(high)) != nil else {
        throw f.error(
          "max",
          "no number from min to max has \(low)–\(high) significant digits and zeros after them")
      }
      let money = try f.optionalBool("money") ?? false
      try f.readable(bounds, counter: money ? .yen : nil)
      return .significant(.init(digits: Int(low)...Int(high), range: bounds, money: money))
    case .halfDay:
      let hours = try f.range(defaultMin: 1, defaultMax: 11)
      guard hours.lowerBound >= 1, hours.upperBound <= 11 else {
        throw f.error("max", "午前/午後 hours must lie in 1–11")
      }
      let answer = try f.optionalString("answer") ?? "twentyFourHour"
      guard answer == "twentyFourHour" || answer == "twelveHour" else {
        throw f.error(
          "answer",
          "must be “twentyFourHour” (answer 16) or “twelveHour” (answer 午後4時), not “\(answer)”")
      }
      return .halfDay(.init(hours: hours, twentyFourHour: answer == "twentyFourHour"))
    case .clockTime, .hoursMinutes:
      let clock = kind == .clockTime
      let hours = try f.range(defaultMin: clock ? 0 : 1, defaultMax: clock ? 23 : 12)
      let asked = try f.optionalBool("pastMidnight") ?? false
      let pastMidnight = clock && asked
      guard hours.lowerBound >= 0, !clock || pastMidnight || hours.upperBound <= 24, hours.upperBound <= 1000
      else {
        throw f.error("max", clock ? "clock hours must lie in 0–24" : "hours must lie in 0–1000")
      }
      let step = try f.optionalInteger("minuteStep") ?? 1
      guard (1...59).contains(step) else { throw f.error("minuteStep", "must be 1–59") }
      var parameters = Generator.ClockParameters(hours: hours, minuteStep: step)
      if pastMidnight {
        guard hours.upperBound <= 29, hours.lowerBound > hours.upperBound - 24 else {
          throw f.error("pastMidnight", "the hours must end by 29 (5時 the next day) and span less than a day")
        }
        parameters.pastMidnight = true
      }
      return clock ? .clockTime(parameters) : .hoursMinutes(parameters)
    case .eraYear:
      return .eraYear(try eraParameters(f))
    case .monthDay:
      return .monthDay
    case .fraction:
      let denominators = try f.range(defaultMin: 2, defaultMax: 10)
      guard denominators.lowerBound >= 2, denominators.upperBound <= 100 else {
        throw f.error("max", "denominators must lie in 2–100")
      }
      return .fraction(denominators)
    case .mixed:
      let labels = try f.strings("counters")
      var counters: [Counter] = []
      for label in labels {
        guard let counter = CounterName.counter(label) else {
          throw f.error(
            "counters", "“\(label)” is not a counter countbiki knows; \(CounterName.listing)")
        }
        counters.append(counter)
      }
      guard !counters.isEmpty else { throw f.error("counters", "the list is empty") }
      let bounds = try f.range(defaultMin: 1, defaultMax: 10)
      for counter in counters {
        var range = bounds
        if let limit = counter.range {
          let low = max(bounds.lowerBound, Int64(limit.lowerBound))
          let high = min(bounds.upperBound, Int64(limit.upperBound))
          guard low <= high else {
            throw f.error(
              "counters",
              "\(counter.label) counts only \(limit.lowerBound)–\(limit.upperBound), which is outside min–max"
            )
          }
          range = low...high
        }
        try f.readable(range, counter: counter)
      }
      return .mixed(.init(counters: counters, range: bounds))
    case .decimal: return try everydayGenerator(.decimal, f)
    case .digits: return try everydayGenerator(.digits, f)
    case .price: return try everydayGenerator(.price, f)
    case .eraDate: return try everydayGenerator(.eraDate, f)
    case .dateTime: return try everydayGenerator(.dateTime, f)
    case .clockPhrase: return try everydayGenerator(.clockPhrase, f)
    case .hoursMinutesSeconds: return try everydayGenerator(.hoursMinutesSeconds, f)
    case .sentences:
      // A topic of sentences is read by `sentenceGenerator`; nothing else may hold sentences.
      throw unknownKind(name, f)
    }
  }

  private static func unknownKind(_ name: String, _ f: Fields) -> TopicFileError {
    f.error(
      "kind", "unknown kind “\(name)”; the kinds are \(Generator.kinds.joined(separator: ", "))")
  }

  /// `eras` (default all) and `latestYear` (default 2026), shared by eraYear and eraDate.
  static func eraParameters(_ f: Fields) throws(TopicFileError) -> Generator.EraParameters {
    let names = try f.optionalStrings("eras") ?? Era.all.map(\.name)
    var eras: [Era] = []
    for name in names {
      guard let era = Era.all.first(where: { $0.name == name }) else {
        throw f.error(
          "eras",
          "“\(name)” is not an era countbiki knows; use \(Era.all.map(\.name).joined(separator: ", "))"
        )
      }
      eras.append(era)
    }
    guard !eras.isEmpty else { throw f.error("eras", "the list is empty") }
    let latest = try f.optionalInteger("latestYear") ?? 2026
    // The current era (no last year) runs up to latestYear, whatever its place in the list.
    guard eras.allSatisfy({ $0.lastYear != nil || latest >= $0.firstYear + 1 }), latest <= 9999
    else {
      throw f.error(
        "latestYear", "must be after the first year of the current era and at most 9999")
    }
    return .init(eras: eras, latestYear: Int(latest))
  }
}
