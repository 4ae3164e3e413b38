/// One question of a drill: what is heard, what is shown afterwards and what the learner types.
public struct Question: Hashable, Sendable, Codable {
  /// The id of the topic it came from: `money.conbini`.
  public let topic: String
  /// The numbers the learner must type, in order: `[1234]`, `[14, 30]` for 14:30, `[4, 1]` for 4月1日.
  public let values: [Int64]
  /// How the answer is typed, which decides how the checker reads input.
  public let format: AnswerFormat
  /// The question as written Japanese: `¥1,234`, `3本`, `午後4時`, `令和元年`.
  public let display: String
  /// Every accepted reading in hiragana, canonical (the spoken one) first.
  public let reading: Reading
  /// What is said, as written Japanese and our reading of it: one part for a bare number.
  /// A speech engine makes the sound from these; whatever the engine, `reading.canonical` is
  /// what is heard.
  public internal(set) var spokenParts: [SpokenPart]
  /// The answer as the learner types it: `1234`, `16`, `14:30`, `2:15`, `4/1`.
  public let answer: String
  /// Text shown before the input field: `¥`.
  public let prefix: String
  /// Text shown after the input field: `本`, `時`, `年`.
  public let suffix: String
  /// The ids of the sound patterns the canonical reading uses (`roppyaku`, `counter-p`): what
  /// the question drills and the history schedules.
  public private(set) var patterns: [String]
  /// The canonical reading cut into parts with the rule behind each change; not encoded.
  public private(set) var explanation: Explanation? = nil
  /// The sentence the numbers are said in, for a question of a situation topic's template.
  public internal(set) var sentence: Sentence? = nil
  /// The template a sentence, or one number of a sentence, came from:
  /// `station.departure/arrival`; nil for a bare number.
  public internal(set) var template: String? = nil

  private enum CodingKeys: String, CodingKey {
    case topic, values, format, display, reading, spokenParts, answer, prefix, suffix, patterns
    case template, sentence
  }

  public init(
    topic: String, values: [Int64], format: AnswerFormat, display: String, reading: Reading,
    answer: String, prefix: String = "", suffix: String = "", explanation: Explanation? = nil
  ) {
    self.topic = topic
    self.values = values
    self.format = format
    self.display = display
    self.reading = reading
    self.spokenParts = [
      SpokenPart(written: SpokenPart.writtenForReadingAloud(display, reading: reading.canonical), reading: reading.canonical)
    ]
    self.answer = answer
    self.prefix = prefix
    self.suffix = suffix
    self.patterns = explanation?.patterns.map(\.id) ?? []
    self.explanation = explanation
  }

  /// A question whose patterns are given rather than taken from an explanation (a sentence's are
  /// its slots').
  init(
    topic: String, values: [Int64], format: AnswerFormat, display: String, reading: Reading,
    answer: String, patterns: [String]
  ) {
    self.init(
      topic: topic, values: values, format: format, display: display, reading: reading,
      answer: answer)
    self.patterns = patterns
  }
}

/// The shape of a typed answer.
public enum AnswerFormat: String, Hashable, Sendable, Codable {
  /// One whole number: `1234`, `1,234`, `１２３４`, `千二百三十四`.
  case number
  /// An hour of the day, 0–24: `16`, `16時`, `午後4時`, `4pm`.
  case hour
  /// An hour heard with 午前 or 午後, answered in 24-hour time: `16` or `16時` for 午後4時.
  case hourIn24
  /// An hour heard with 午前 or 午後, answered as heard: `午後4時`, `4pm`, `pm4`, `ごごよじ`.
  case hourAsHeard
  /// A clock time: `14:30`, `14時30分`.
  case clockTime
  /// A length of time in hours and minutes: `2:15`, `2時間15分`.
  case hoursMinutes
  /// A month and a day: `4/1`, `4月1日`.
  case monthDay
  /// A decimal or negative number: `36.5`, `-5`; the values are the digits without the point
  /// and the number of places (`[365, 1]`, `[-5, 0]`), as `Answer.decimalValues` gives them.
  case decimal
  /// Digits said one by one, zeros first included: `090-1234-5678`; one value per digit.
  case digits
  /// A full date: `1993/4/1`, `1993年4月1日` or the era date heard; `[year, month, day]`.
  case date
  /// A date and a clock time: `2017/9/30 17:05`; `[year, month, day, hour, minute]`.
  case dateTime
  /// A length of time with seconds: `1:02:03` or `1時間2分3秒`; `[hours, minutes, seconds]`.
  case hoursMinutesSeconds
  /// A fraction: `2/3` or `3分の2`; `[numerator, denominator]`.
  case fraction
}
