/// Why a wrong answer was most likely wrong: what `MissDiagnosis` finds, what the history keeps
/// with the wrong try, what `stats` counts and what `drill --focus CAUSE` aims at. The raw values
/// are ids that never change.
public enum MissCause: String, CaseIterable, Hashable, Sendable, Codable {
  /// Two digits typed in each other's place: 1243 for 1,234.
  case swappedDigits = "swapped-digits"
  /// A digit heard as another that sounds alike: しち for いち (1734 for 1,134).
  case similarSound = "similar-sound"
  /// The right digits in the wrong place: 12340 for 1,234, 10500 for 15,000.
  case placeValue = "place-value"
  /// A part of the number left out: 1204 for 1,234 (さんじゅう not heard).
  case droppedPart = "dropped-part"
  /// A part heard that was not said: 1534 for 1,034.
  case addedPart = "added-part"
  /// A counter's sound change missed: さんほん for さんぼん, いちふん for いっぷん.
  case counterSound = "counter-sound"
  /// The other reading of a day: ついたち (the 1st) for 1日間 (いちにち).
  case dateReading = "date-reading"
  /// 午前 for 午後, or 12-hour for 24-hour time: 4 for 16時.
  case halfDay = "half-day"
  /// None of the above.
  case unknown

  /// A few words for tables: `swapped digits`.
  public var title: String {
    switch self {
    case .swappedDigits: "swapped digits"
    case .similarSound: "a digit that sounds alike"
    case .placeValue: "place value (10 times, grouping)"
    case .droppedPart: "a part left out"
    case .addedPart: "a part added"
    case .counterSound: "a counter's sound change"
    case .dateReading: "the other reading of a day"
    case .halfDay: "am/pm or 24-hour time"
    case .unknown: "no clear cause"
    }
  }

  /// The cause named by `id`, as `--focus` takes it.
  public static func named(_ id: String) -> MissCause? { MissCause(rawValue: id) }
}

/// The most likely cause of one wrong try, and the short line that tells the learner.
public struct MissDiagnosis: Hashable, Sendable, Codable {
  public let cause: MissCause
  /// One short line: `you swapped 3 and 4`; empty for `.unknown`.
  public let line: String

  public init(_ cause: MissCause, _ line: String = "") {
    self.cause = cause
    self.line = line
  }
}
