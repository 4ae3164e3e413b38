/// A sound change or irregular form that a reading uses: what a learner must hear to get the
/// number right, and what the history schedules for review.
///
/// Every pattern the engine can produce is in `all`, each with a stable `id` that the history
/// store keeps, a short `title` and a one-sentence `explanation` with examples. The engine decides
/// which patterns a reading uses from its own rules: the place table (`Cardinal.places`), the
/// counters' sound changes (`SoundPattern.ending`) and the structure of the number.
public struct SoundPattern: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// Stable across versions; the history keeps it: `roppyaku`.
  public let id: String
  /// A few words: `6 → ろっ before 百`.
  public let title: String
  /// One sentence with examples.
  public let explanation: String

  init(_ id: String, _ title: String, _ explanation: String) {
    self.id = id
    self.title = title
    self.explanation = explanation
  }

  public var description: String { id }

  public static func < (lhs: SoundPattern, rhs: SoundPattern) -> Bool { lhs.id < rhs.id }

  /// The pattern with `id`, or nil when no pattern has it.
  public static func named(_ id: String) -> SoundPattern? { byID[id] }

  private static let byID = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })
}

extension SoundPattern: Codable {
  /// Encoded as `{"id", "title", "explanation"}`; decoded from its id alone or that object.
  public init(from decoder: any Decoder) throws {
    let id: String
    if let single = try? decoder.singleValueContainer().decode(String.self) {
      id = single
    } else {
      id = try decoder.container(keyedBy: Keys.self).decode(String.self, forKey: .id)
    }
    guard let pattern = SoundPattern.named(id) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "no sound pattern is named \(id)"))
    }
    self = pattern
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(id, forKey: .id)
    try container.encode(title, forKey: .title)
    try container.encode(explanation, forKey: .explanation)
  }

  private enum Keys: String, CodingKey { case id, title, explanation }
}
