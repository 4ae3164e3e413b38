/// `drill --focus CAUSE`: questions that test one cause of misses, each followed by its minimal
/// pair, a number that differs from it only where that cause would mislead (1,134 then 1,734 for
/// a digit that sounds alike; 1,234 then 1,243 for swapped digits).
enum MinimalPair {
  /// Whether `question` can show `cause` at all: it has the digits, places or sounds it needs.
  static func tests(_ question: Question, _ cause: MissCause) -> Bool {
    switch cause {
    case .halfDay:
      return [.hour, .hourIn24, .hourAsHeard, .clockTime, .dateTime].contains(question.format)
    case .dateReading:
      return question.suffix == "日" || question.suffix == "日間" || question.format == .monthDay
    case .counterSound:
      return !Set(question.patterns).isDisjoint(with: soundChangePatterns)
    case .unknown:
      return false
    case .swappedDigits, .similarSound, .placeValue, .droppedPart, .addedPart:
      return question.values.first.map { partnerValue(of: UInt64($0.magnitude), cause) != nil }
        ?? false
    }
  }

  /// The patterns of a sound change at the counter.
  static let soundChangePatterns: Set<String> = [
    "counter-voiced", "counter-p", "ichi-tt", "roku-tt", "hachi-tt", "juu-tt", "hyaku-tt", "yo-4",
  ]

  /// The minimal pair of a plain, counted or money question; nil for other forms or when none
  /// can be said with the question's counter.
  static func partner(of question: Question, _ cause: MissCause) -> Question? {
    guard question.format == .number || question.format == .hour, question.values.count == 1,
      let value = question.values.first, value >= 0
    else { return nil }
    let money = question.isMoney
    let counter = question.suffix.isEmpty ? nil : Counter.labeled(question.suffix)
    guard money || question.suffix.isEmpty || counter != nil else { return nil }
    let other: UInt64?
    if cause == .counterSound {
      // The next number whose counter sounds different: 3本 さんぼん and 4本 よんほん.
      other = [UInt64(value) + 1, UInt64(value) > 0 ? UInt64(value) - 1 : UInt64(value) + 2].first {
        $0 > 0
      }
    } else {
      other = partnerValue(of: UInt64(value), cause)
    }
    guard let other, other <= UInt64(Int64.max), other != UInt64(value) else { return nil }
    if let range = counter?.range, !range.contains(other) { return nil }
    let grouped = question.display.contains(",") || value < 1000
    return Generator.counted(
      Int64(other), topic: question.topic, counter: counter, money: money, grouped: grouped)
  }

  /// The number that differs from `value` only as `cause` would mislead, when there is one.
  static func partnerValue(of value: UInt64, _ cause: MissCause) -> UInt64? {
    var digits = Array(String(value))
    switch cause {
    case .swappedDigits:
      // The last two neighbouring digits that differ and are not zero.
      guard
        let index = digits.indices.dropLast().last(where: {
          digits[$0] != digits[$0 + 1] && digits[$0] != "0" && digits[$0 + 1] != "0"
        })
      else { return nil }
      digits.swapAt(index, index + 1)
    case .similarSound:
      guard
        let index = digits.indices.first(where: { index in
          let digit = digits[index].wholeNumberValue ?? 0
          return (1...9).contains { DigitSounds.alike(digit, $0) != nil }
        }), let digit = digits[index].wholeNumberValue,
        let other = (1...9).first(where: { DigitSounds.alike(digit, $0) != nil })
      else { return nil }
      digits[index] = Character(String(other))
    case .placeValue:
      return value >= 10 && value % 10 == 0 ? value / 10 : value * 10
    case .droppedPart:
      // A middle part left out: 1234 → 1204.
      guard digits.count >= 3,
        let index = digits.indices.dropFirst().dropLast().last(where: { digits[$0] != "0" })
      else { return nil }
      digits[index] = "0"
    case .addedPart:
      guard let index = digits.indices.dropFirst().last(where: { digits[$0] == "0" }) else {
        return nil
      }
      digits[index] = "5"
    case .counterSound, .dateReading, .halfDay, .unknown:
      return nil
    }
    return UInt64(String(digits))
  }
}
