/// The fields of one JSON object, with errors that name the field.
struct Fields: Sendable {
  let values: [String: JSONValue]
  let path: String
  let file: String
  /// How the file wrote the numbers an error cannot name from their value alone.
  let spellings: JSONValue.Spellings

  init(
    _ values: [String: JSONValue], path: String, file: String, spellings: JSONValue.Spellings
  ) {
    self.values = values
    self.path = path
    self.file = file
    self.spellings = spellings
  }

  /// The fields of an object inside this one, at `path`.
  func nested(_ values: [String: JSONValue], path: String) -> Fields {
    Fields(values, path: path, file: file, spellings: spellings)
  }

  func error(_ key: String, _ problem: String) -> TopicFileError {
    var name = path.isEmpty ? key : "\(path).\(key)"
    if case .string(let id)? = values["id"] { name = "\(path) (\(id)).\(key)" }
    return TopicFileError(file: file, field: name, problem: problem)
  }

  /// A number as an error names it: as the file wrote it.
  func shown(_ number: Double) -> String {
    spellings.spelling(of: number)
  }

  func string(_ key: String) throws(TopicFileError) -> String {
    guard let text = try optionalString(key) else { throw error(key, "is missing") }
    return text
  }

  func optionalString(_ key: String) throws(TopicFileError) -> String? {
    guard let value = values[key] else { return nil }
    guard case .string(let text) = value, !text.isEmpty else {
      throw error(key, "must be a non-empty string")
    }
    return text
  }

  func array(_ key: String) throws(TopicFileError) -> [JSONValue] {
    guard let value = values[key] else { throw error(key, "is missing") }
    guard case .array(let list) = value else { throw error(key, "must be a list") }
    return list
  }

  func strings(_ key: String) throws(TopicFileError) -> [String] {
    guard let list = try optionalStrings(key) else { throw error(key, "is missing") }
    return list
  }

  func optionalStrings(_ key: String) throws(TopicFileError) -> [String]? {
    guard values[key] != nil else { return nil }
    var list: [String] = []
    for value in try array(key) {
      guard case .string(let text) = value else { throw error(key, "must be a list of strings") }
      list.append(text)
    }
    return list
  }

  func optionalBool(_ key: String) throws(TopicFileError) -> Bool? {
    guard let value = values[key] else { return nil }
    guard case .bool(let flag) = value else { throw error(key, "must be true or false") }
    return flag
  }

  /// A whole number up to 10^15; larger numbers are an overflow, fractions an error.
  func optionalInteger(_ key: String) throws(TopicFileError) -> Int64? {
    guard let value = values[key] else { return nil }
    guard case .number(let number) = value else { throw error(key, "must be a whole number") }
    guard number == number.rounded() else {
      throw error(key, "must be a whole number, not \(shown(number))")
    }
    guard abs(number) <= 1e15 else {
      throw error(key, "\(shown(number)) overflows: numbers in topics go up to 10^15")
    }
    return Int64(number)
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
      guard case .object(let object) = entry else {
        throw error("weights[\(index)]", "must be an object with min, max and weight")
      }
      let band = nested(object, path: "\(path).weights[\(index)]")
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
