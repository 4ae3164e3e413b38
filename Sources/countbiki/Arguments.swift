/// Parsed command-line arguments: positional words, `--flag`s and `--option value`s.
struct Arguments {
  var positionals: [String] = []
  var flags: Set<String> = []
  var options: [String: String] = [:]

  /// Parses `arguments`, knowing which names are flags and which take a value. `--name=value`
  /// and `--name value` are both accepted; `--` ends the options.
  init(_ arguments: [String], flags knownFlags: Set<String> = [], options knownOptions: Set<String> = []) throws {
    var index = 0
    var onlyPositionals = false
    while index < arguments.count {
      let word = arguments[index]
      index += 1
      if onlyPositionals || !word.hasPrefix("--") || word == "-" {
        positionals.append(word)
        continue
      }
      if word == "--" {
        onlyPositionals = true
        continue
      }
      var name = String(word.dropFirst(2))
      var inlineValue: String?
      if let equals = name.firstIndex(of: "=") {
        inlineValue = String(name[name.index(after: equals)...])
        name = String(name[..<equals])
      }
      if knownFlags.contains(name) {
        guard inlineValue == nil else { throw UsageError("--\(name) takes no value.") }
        flags.insert(name)
      } else if knownOptions.contains(name) {
        if let inlineValue {
          options[name] = inlineValue
        } else {
          guard index < arguments.count else { throw UsageError("--\(name) needs a value.") }
          options[name] = arguments[index]
          index += 1
        }
      } else {
        let known = (knownFlags.union(knownOptions)).sorted().map { "--\($0)" }
        let hint = known.isEmpty ? "this command takes no options" : "its options are \(known.joined(separator: ", "))"
        throw UsageError("--\(name) is not an option of this command; \(hint).")
      }
    }
  }

  /// A numeric option within `range`, or nil when absent; a bad value names the allowed range.
  func double(_ name: String, in range: ClosedRange<Double>) throws -> Double? {
    guard let text = options[name] else { return nil }
    guard let value = Double(text), value.isFinite, range.contains(value) else {
      throw UsageError("--\(name) must be a number from \(format(range.lowerBound)) to \(format(range.upperBound)), not “\(text)”.")
    }
    return value
  }

  /// A whole-number option within `range`, or nil when absent.
  func integer(_ name: String, in range: ClosedRange<Int>) throws -> Int? {
    guard let text = options[name] else { return nil }
    guard let value = Int(text), range.contains(value) else {
      throw UsageError("--\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), not “\(text)”.")
    }
    return value
  }

  private func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}
