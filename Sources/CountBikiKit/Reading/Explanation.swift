/// One piece of a reading: the kana said for one written word, and the sound patterns that
/// shaped it (ろっ for the 6 of 600本, with `roppyaku`).
public struct ReadingPart: Hashable, Sendable, Codable {
  /// The kana said: `ろっ`, `ぴゃっ`, `ぽん`.
  public let kana: String
  /// What the kana reads: a digit (`6`), a place or unit (`百`, `万`), a counter (`本`), a word
  /// (`午後`), or a number with its counter when the two make one word (`20日` はつか).
  public let text: String
  /// The patterns behind this part, none when it is said as written.
  public let patterns: [SoundPattern]

  public init(kana: String, text: String, patterns: [SoundPattern] = []) {
    self.kana = kana
    self.text = text
    self.patterns = patterns
  }

  private enum CodingKeys: String, CodingKey { case kana, text, patterns }

  /// Encoded as `{"kana", "text", "patterns"}` with the patterns' ids.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(kana, forKey: .kana)
    try container.encode(text, forKey: .text)
    try container.encode(patterns.map(\.id), forKey: .patterns)
  }
}

/// The canonical reading of an expression cut into parts, with the sound pattern behind each
/// change: `600本` is ろっ (6, roppyaku) ・ ぴゃっ (百, roppyaku and hyaku-tt) ・ ぽん (本,
/// counter-p).
///
/// The parts come from the same rules as `Expression` and `Cardinal`, so their kana joined are
/// always the canonical reading. `patterns` is what a question drills and the history schedules.
public struct Explanation: Hashable, Sendable, Codable {
  /// The expression as given: `600本`.
  public let text: String
  /// The parts, in the order they are said.
  public let parts: [ReadingPart]

  /// The canonical reading: the parts' kana joined.
  public var reading: String { parts.map(\.kana).joined() }

  /// Every pattern the reading uses, once each, in the order they are heard.
  public var patterns: [SoundPattern] {
    var seen: Set<SoundPattern> = []
    return parts.flatMap(\.patterns).filter { seen.insert($0).inserted }
  }

  /// Explains an expression as `countbiki read` reads it: `600本`, `¥1,234`, `14:30`, `午後4時`,
  /// `令和元年`, `2024年4月1日`.
  public init(_ text: String) throws(ExpressionError) {
    var parser = ExpressionParser(text)
    parser.parts = []
    _ = try parser.parse()
    self.init(text: text, parts: parser.parts ?? [])
  }

  /// Explains `value` counted plainly or with `counter`: (600, .hon) as 600本.
  public init(_ value: UInt128, _ counter: Counter? = nil) throws(ReadingError) {
    let written = Digits.grouped(String(value)) + (counter?.label ?? "")
    self.init(text: written, parts: try Cardinal.parts(of: value, counter))
  }

  public init(text: String, parts: [ReadingPart]) {
    self.text = text
    self.parts = parts
  }

  /// The kana of the parts with `・` between them: ろっ・ぴゃっ・ぽん.
  public var cut: String { parts.map(\.kana).joined(separator: "・") }
}
