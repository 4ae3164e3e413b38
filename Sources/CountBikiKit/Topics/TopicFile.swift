import Foundation

/// Reads one topic file (one category) and checks every field, so that a generator never meets a
/// value it cannot read.
///
///     { "category": "money", "title": "Money", "order": 2,
///       "topics": [ { "id": "money.conbini", "title": "…", "description": "…",
///                     "kind": "range", "min": 100, "max": 1500, "money": true } ] }
public struct TopicFile: Sendable {
  public let category: String
  public let title: String
  /// Where the category is listed: lower first; files without it come after, by name.
  public let order: Int64?
  /// The topics that are valid.
  public let topics: [Topic]
  /// One entry per topic that could not be loaded.
  public let problems: [TopicFileError]

  /// Parses `data`; throws only when the file as a whole is unusable (not JSON, no category).
  public init(data: Data, file: String) throws(TopicFileError) {
    let root: Fields
    do {
      guard let object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        throw TopicFileError(
          file: file, field: "file", problem: "the file must hold one JSON object")
      }
      root = Fields(object, path: "", file: file)
    } catch let error as TopicFileError {
      throw error
    } catch {
      throw TopicFileError(file: file, field: "file", problem: "it is not valid JSON")
    }
    category = try root.string("category")
    title = try root.optionalString("title") ?? category
    order = try root.optionalInteger("order")
    let entries = try root.array("topics")
    var topics: [Topic] = []
    var problems: [TopicFileError] = []
    for (index, entry) in entries.enumerated() {
      let path = "topics[\(index)]"
      do throws(TopicFileError) {
        guard let object = entry as? [String: Any] else {
          throw TopicFileError(file: file, field: path, problem: "each topic must be a JSON object")
        }
        let fields = Fields(object, path: path, file: file)
        let topic = try Self.topic(fields, category: category)
        guard !topics.contains(where: { $0.id == topic.id }) else {
          throw fields.error("id", "“\(topic.id)” is already used by an earlier topic in this file")
        }
        topics.append(topic)
      } catch {
        problems.append(error)
      }
    }
    self.topics = topics
    self.problems = problems
  }

  private static func topic(_ f: Fields, category: String) throws(TopicFileError) -> Topic {
    let id = try f.string("id")
    guard id.allSatisfy({ $0.isLetter || $0.isNumber || "._-".contains($0) }), id.contains(".")
    else {
      throw f.error(
        "id", "“\(id)” must be category.name in letters, digits, “-” and “_”, as in money.conbini")
    }
    let weight = try f.optionalInteger("weight") ?? 1
    guard weight >= 1 else { throw f.error("weight", "must be a whole number of at least 1") }
    return Topic(
      id: id, category: category, title: try f.string("title"),
      description: try f.optionalString("description") ?? "", generator: try generator(f),
      weight: UInt64(weight), notes: try f.optionalString("notes"))
  }

  private static func generator(_ f: Fields) throws(TopicFileError) -> Generator {
    let kind = try f.string("kind")
    switch kind {
    case "range":
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
    case "significant":
      let bounds = try f.range(defaultMin: 100, defaultMax: nil)
      let low = try f.optionalInteger("minDigits") ?? 3
      let high = try f.optionalInteger("maxDigits") ?? 4
      guard 1 <= low, low <= high, high <= 15 else {
        throw f.error(
          "maxDigits", "minDigits and maxDigits must satisfy 1 ≤ minDigits ≤ maxDigits ≤ 15")
      }
      guard Generator.power(Int(low) - 1) <= bounds.upperBound else {
        throw f.error("max", "is smaller than any number with \(low) significant digits")
      }
      guard Generator.smallestSignificant(in: bounds, digits: Int(low)...Int(high)) != nil else {
        throw f.error(
          "max", "no number from min to max has \(low)–\(high) significant digits and zeros after them")
      }
      let money = try f.optionalBool("money") ?? false
      try f.readable(bounds, counter: money ? .yen : nil)
      return .significant(.init(digits: Int(low)...Int(high), range: bounds, money: money))
    case "halfDay":
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
    case "clockTime", "hoursMinutes":
      let clock = kind == "clockTime"
      let hours = try f.range(defaultMin: clock ? 0 : 1, defaultMax: clock ? 23 : 12)
      guard hours.lowerBound >= 0, !clock || hours.upperBound <= 24, hours.upperBound <= 1000 else {
        throw f.error("max", clock ? "clock hours must lie in 0–24" : "hours must lie in 0–1000")
      }
      let step = try f.optionalInteger("minuteStep") ?? 1
      guard (1...59).contains(step) else { throw f.error("minuteStep", "must be 1–59") }
      let parameters = Generator.ClockParameters(hours: hours, minuteStep: step)
      return clock ? .clockTime(parameters) : .hoursMinutes(parameters)
    case "eraYear":
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
      guard eras.allSatisfy({ $0.lastYear != nil || latest >= $0.firstYear + 1 }), latest <= 9999 else {
        throw f.error("latestYear", "must be after the first year of the current era and at most 9999")
      }
      return .eraYear(.init(eras: eras, latestYear: Int(latest)))
    case "monthDay":
      return .monthDay
    case "mixed":
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
              "\(counter.label) counts only \(limit.lowerBound)–\(limit.upperBound), which is outside min–max")
          }
          range = low...high
        }
        try f.readable(range, counter: counter)
      }
      return .mixed(.init(counters: counters, range: bounds))
    default:
      throw f.error(
        "kind", "unknown kind “\(kind)”; the kinds are \(Generator.kinds.joined(separator: ", "))")
    }
  }
}

/// Counter names a topic file may use: every label the reading engine knows (本, 匹, 分間, ヶ月 …),
/// with 日 as a day of the month, plus `days` for 日 as a number of days (1日 いちにち).
public enum CounterName {
  public static func counter(_ name: String) -> Counter? {
    if name == "days" { return .days }
    return Counter.byLabel.first { $0.label == name }?.counter
  }

  static var listing: String {
    "use one of " + Counter.byLabel.map(\.label).joined(separator: " ") + " or days"
  }
}

/// The fields of one JSON object, with errors that name the field.
struct Fields {
  let values: [String: Any]
  let path: String
  let file: String

  init(_ values: [String: Any], path: String, file: String) {
    self.values = values
    self.path = path
    self.file = file
  }

  func error(_ key: String, _ problem: String) -> TopicFileError {
    var name = path.isEmpty ? key : "\(path).\(key)"
    if let id = values["id"] as? String { name = "\(path) (\(id)).\(key)" }
    return TopicFileError(file: file, field: name, problem: problem)
  }

  func string(_ key: String) throws(TopicFileError) -> String {
    guard let text = try optionalString(key) else { throw error(key, "is missing") }
    return text
  }

  func optionalString(_ key: String) throws(TopicFileError) -> String? {
    guard let value = values[key] else { return nil }
    guard let text = value as? String, !text.isEmpty else {
      throw error(key, "must be a non-empty string")
    }
    return text
  }

  func array(_ key: String) throws(TopicFileError) -> [Any] {
    guard let value = values[key] else { throw error(key, "is missing") }
    guard let list = value as? [Any] else { throw error(key, "must be a list") }
    return list
  }

  func strings(_ key: String) throws(TopicFileError) -> [String] {
    guard let list = try optionalStrings(key) else { throw error(key, "is missing") }
    return list
  }

  func optionalStrings(_ key: String) throws(TopicFileError) -> [String]? {
    guard values[key] != nil else { return nil }
    guard let list = try array(key) as? [String] else {
      throw error(key, "must be a list of strings")
    }
    return list
  }

  func optionalBool(_ key: String) throws(TopicFileError) -> Bool? {
    guard let value = values[key] else { return nil }
    guard let number = value as? NSNumber, number.isBoolean, let flag = value as? Bool else {
      throw error(key, "must be true or false")
    }
    return flag
  }

  /// A whole number up to 10^15; larger numbers are an overflow, fractions an error.
  func optionalInteger(_ key: String) throws(TopicFileError) -> Int64? {
    guard let value = values[key] else { return nil }
    guard let number = value as? NSNumber, !number.isBoolean else {
      throw error(key, "must be a whole number")
    }
    let double = number.doubleValue
    guard double.isFinite, double == double.rounded() else {
      throw error(key, "must be a whole number, not \(number)")
    }
    guard abs(double) <= 1e15 else {
      throw error(key, "\(number) overflows: numbers in topics go up to 10^15")
    }
    return number.int64Value
  }

  func counter(_ key: String) throws(TopicFileError) -> Counter? {
    guard let name = try optionalString(key) else { return nil }
    guard let counter = CounterName.counter(name) else {
      throw error(key, "“\(name)” is not a counter countbiki knows; \(CounterName.listing)")
    }
    return counter
  }

  /// `min`…`max`, not empty and not negative.
  func range(defaultMin: Int64?, defaultMax: Int64?) throws(TopicFileError) -> ClosedRange<Int64> {
    guard let low = try optionalInteger("min") ?? defaultMin else {
      throw error("min", "is missing")
    }
    guard let high = try optionalInteger("max") ?? defaultMax else {
      throw error("max", "is missing")
    }
    guard low >= 0 else { throw error("min", "must not be negative") }
    guard low <= high else {
      throw error("max", "the range \(low)–\(high) is empty: max must be at least min")
    }
    return low...high
  }

  /// `weights`: `[{"min": 1, "max": 10, "weight": 1}, …]`, each band inside the range and on a step.
  func bands(within bounds: ClosedRange<Int64>, step: Int64) throws(TopicFileError) -> [Generator
    .Band]
  {
    guard values["weights"] != nil else { return [Generator.Band(range: bounds, weight: 1)] }
    var bands: [Generator.Band] = []
    for (index, entry) in try array("weights").enumerated() {
      guard let object = entry as? [String: Any] else {
        throw error("weights[\(index)]", "must be an object with min, max and weight")
      }
      let band = Fields(object, path: "\(path).weights[\(index)]", file: file)
      let range = try band.range(defaultMin: nil, defaultMax: nil)
      guard let weight = try band.optionalInteger("weight"), weight >= 1 else {
        throw band.error("weight", "must be a whole number of at least 1")
      }
      guard bounds.contains(range.lowerBound), bounds.contains(range.upperBound) else {
        throw band.error(
          "max", "the band \(range.lowerBound)–\(range.upperBound) lies outside min–max")
      }
      guard (range.lowerBound - bounds.lowerBound) % step == 0,
        (range.upperBound - range.lowerBound) % step == 0
      else {
        throw band.error(
          "min", "the band \(range.lowerBound)–\(range.upperBound) is not on the step \(step)")
      }
      bands.append(Generator.Band(range: range, weight: UInt64(weight)))
    }
    guard !bands.isEmpty else { throw error("weights", "the list is empty") }
    return bands
  }

  /// Every number in `range` has a reading with `counter`: checks both ends against the engine.
  func readable(_ range: ClosedRange<Int64>, counter: Counter?) throws(TopicFileError) {
    for value in [range.lowerBound, range.upperBound] {
      do {
        if let counter {
          _ = try Cardinal.reading(of: UInt128(value), counter)
        } else {
          _ = try Cardinal.reading(of: UInt128(value))
        }
      } catch {
        throw self.error(
          value == range.lowerBound ? "min" : "max", "\(value) has no reading: \(error.description)"
        )
      }
    }
  }
}

extension NSNumber {
  /// JSON true/false, as opposed to the numbers 1 and 0.
  fileprivate var isBoolean: Bool {
    // JSONSerialization gives booleans their own NSNumber subclass, with the C type `char`.
    String(cString: objCType) == "c" && type(of: self) != NSNumber.self
  }
}
