import CountBikiKit
import Foundation

/// Why a scene file cannot be used: one sentence naming the file and what is wrong.
public struct SceneFileError: Error, Hashable, Sendable, CustomStringConvertible {
  public let description: String
}

extension Scene {
  /// The scene in a scene file's JSON. `id` is the file's name without `.json`.
  ///
  /// ```json
  /// { "title": "A shop", "snr": 10,
  ///   "effects": [ { "effect": "noise", "color": "pink" }, { "effect": "babble", "voices": 4 } ] }
  /// ```
  public init(id: String, json data: Data, file: String) throws(SceneFileError) {
    func fail(_ what: String) -> SceneFileError {
      SceneFileError(description: "the scene file \(file) \(what); fix or remove it")
    }
    guard case .object(let object)? = try? JSONDecoder().decode(JSONValue.self, from: data) else {
      throw fail("is not a JSON object")
    }
    try Self.known(object, ["title", "snr", "effects", "description"], at: "", fail)
    let snr = try Self.number(object, "snr", in: Scene.snrRange, default: 10, at: "", fail)
    guard case .array(let list)? = object["effects"] else { throw fail("has no list of effects") }
    var effects: [SceneEffect] = []
    for (index, item) in list.enumerated() {
      guard case .object(let fields) = item else {
        throw fail("has effect \(index + 1) that is not an object")
      }
      effects.append(try Self.effect(fields, at: "effect \(index + 1)", fail))
    }
    self.init(id: id, title: object["title"]?.text ?? id, snr: snr, effects: effects)
  }

  private typealias Fail = (String) -> SceneFileError

  private static func effect(_ fields: [String: JSONValue], at place: String, _ fail: Fail)
    throws(SceneFileError) -> SceneEffect
  {
    let name = fields["effect"]?.text ?? ""
    func keys(_ names: [String]) throws(SceneFileError) {
      try known(fields, ["effect"] + names, at: " in \(place) (\(name))", fail)
    }
    func value(_ key: String, _ range: ClosedRange<Double>, _ fallback: Double)
      throws(SceneFileError) -> Double
    {
      try number(fields, key, in: range, default: fallback, at: " in \(place) (\(name))", fail)
    }
    switch name {
    case "noise":
      try keys(["color", "level"])
      let color = fields["color"]?.text ?? "white"
      guard SceneNoiseColor(rawValue: color) != nil else {
        throw fail("has color “\(color)” in \(place); it takes white, pink or brown")
      }
      return .noise(color: color, level: try value("level", -40...0, 0))
    case "babble":
      try keys(["voices", "level"])
      return .babble(voices: Int(try value("voices", 1...8, 4)), level: try value("level", -40...0, 0))
    case "band":
      try keys(["low", "high", "order"])
      let low = try value("low", 0...20_000, 0)
      let high = try value("high", 100...24_000, 24_000)
      guard low < high else { throw fail("has low ≥ high in \(place) (band)") }
      let order = Int(try value("order", 2...8, 4))
      guard order % 2 == 0 else { throw fail("has an odd order in \(place) (band); use 2, 4, 6 or 8") }
      return .band(low: low, high: high, order: order)
    case "rate":
      try keys(["hz"])
      return .rate(Int(try value("hz", 4000...48_000, 8000)))
    case "compressor":
      try keys(["threshold", "ratio", "attack", "release"])
      return .compressor(
        threshold: try value("threshold", -60...0, -20), ratio: try value("ratio", 1...20, 3),
        attack: try value("attack", 0.1...200, 5), release: try value("release", 1...2000, 100))
    case "reverb":
      try keys(["seconds", "mix"])
      return .reverb(seconds: try value("seconds", 0.1...8, 1), mix: try value("mix", 0...1, 0.3))
    case "gain":
      try keys(["db"])
      return .gain(try value("db", -40...20, 0))
    case "sway":
      try keys(["depth", "rate"])
      return .sway(depth: try value("depth", 0...20, 6), rate: try value("rate", 0.05...5, 0.3))
    default:
      throw fail(
        "has an unknown effect “\(name)” in \(place); effects are noise, babble, band, rate, compressor, reverb, gain and sway"
      )
    }
  }

  private static func known(_ fields: [String: JSONValue], _ names: [String], at place: String, _ fail: Fail)
    throws(SceneFileError)
  {
    if let unknown = fields.keys.sorted().first(where: { !names.contains($0) }) {
      throw fail("has an unknown field “\(unknown)”\(place)")
    }
  }

  private static func number(
    _ fields: [String: JSONValue], _ key: String, in range: ClosedRange<Double>, default fallback: Double,
    at place: String, _ fail: Fail
  ) throws(SceneFileError) -> Double {
    guard let raw = fields[key] else { return fallback }
    guard case .number(let number) = raw, range.contains(number) else {
      throw fail(
        "has \(key) \(raw.shown)\(place); it takes a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound))"
      )
    }
    return number
  }

  private static func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
  }
}

/// How a scene file's values are read and named in its errors.
extension JSONValue {
  fileprivate var text: String? {
    guard case .string(let value) = self else { return nil }
    return value
  }

  /// The value as an error names it: a number or text as written, other kinds by their kind.
  fileprivate var shown: String {
    switch self {
    case .number(let value):
      value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    case .string(let value): "“\(value)”"
    case .bool(let value): String(value)
    case .array: "a list"
    case .object: "an object"
    case .null: "null"
    }
  }
}
