/// The accepted readings of a number or an expression, canonical first.
///
/// The canonical reading is the one countbiki speaks; the others are also correct Japanese and are
/// accepted when a learner types kana.
public struct Reading: Hashable, Sendable, Codable {
  /// The reading that is spoken.
  public let canonical: String
  /// The other accepted readings, in order of preference; usually none.
  public let alternatives: [String]

  /// Every accepted reading in hiragana, canonical first, no duplicates.
  public var accepted: [String] { [canonical] + alternatives }

  public init(accepted: [String]) {
    precondition(!accepted.isEmpty, "a reading needs at least one form")
    var seen: Set<String> = [accepted[0]]
    self.canonical = accepted[0]
    self.alternatives = accepted.dropFirst().filter { seen.insert($0).inserted }
  }

  private enum CodingKeys: String, CodingKey { case accepted }

  /// Encoded as `{"accepted": [canonical, …]}`.
  public init(from decoder: any Decoder) throws {
    let forms = try decoder.container(keyedBy: CodingKeys.self).decode([String].self, forKey: .accepted)
    guard !forms.isEmpty else {
      throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "a reading needs at least one form"))
    }
    self.init(accepted: forms)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(accepted, forKey: .accepted)
  }

  /// Forms already free of duplicates (built by the engine), so no set is needed.
  init(canonical: String, alternatives: [String] = []) {
    self.canonical = canonical
    self.alternatives = alternatives
  }

  /// The readings of `self` followed by `next`: every pairing, canonical with canonical first.
  public func followed(by next: Reading) -> Reading {
    Reading(accepted: accepted.flatMap { a in next.accepted.map { a + $0 } })
  }

  /// The readings of `self` followed by fixed kana (午後 → ごご + …, 半 → … + はん).
  public func followed(by kana: String) -> Reading {
    Reading(accepted: accepted.map { $0 + kana })
  }

  public static func + (lhs: Reading, rhs: Reading) -> Reading { lhs.followed(by: rhs) }

  /// Whether `typed` (hiragana or katakana, surrounding spaces ignored) is one of the accepted
  /// readings. Spellings of the same long vowel count as one: トーカ and とおか for 10日,
  /// ちょー and ちょう for 兆.
  public func accepts(_ typed: String) -> Bool {
    let key = Reading.pronunciation(of: typed.trimmingWhitespace())
    return accepted.contains { Reading.pronunciation(of: $0) == key }
  }

  /// `kana` as it sounds: katakana with long vowels marked, so that トーカ, トオカ and とおか are
  /// the same text.
  static func pronunciation(of kana: String) -> String {
    SpokenText.forReading(Kana.hiragana(kana))
  }
}

/// Why a number cannot be read.
public enum ReadingError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The number is past 10²⁰ − 1, the largest the engine reads (through 京).
  case tooLarge
  /// The counter cannot count this number (11つ, 13月, 25時).
  case outOfRange(counter: String, range: ClosedRange<UInt64>)

  public var description: String {
    switch self {
    case .tooLarge:
      return "numbers past 99,999,999,999,999,999,999 (10^20 − 1) have no reading here"
    case .outOfRange(let counter, let range):
      return "\(counter) counts only \(range.lowerBound)–\(range.upperBound)"
    }
  }
}
