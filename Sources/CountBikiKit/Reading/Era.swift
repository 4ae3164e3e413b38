/// A Japanese era and the Gregorian year of its first year (元年).
public struct Era: Hashable, Sendable {
  public let name: String
  public let kana: String
  /// The Gregorian year of 元年.
  public let firstYear: Int
  /// The last year number the era reached, nil for the current era.
  public let lastYear: Int?
  /// The month and day of 元年 the era began on: 平成 began on 1989年1月8日.
  public let firstDay: (month: Int, day: Int)

  /// 明治 and 大正 are counted from the day the era was proclaimed (1868年10月23日, 1912年7月30日),
  /// in the Gregorian calendar throughout. Source: 内閣府, 元号の一覧; 明治改元の詔.
  public static let meiji = Era(
    name: "明治", kana: "めいじ", firstYear: 1868, lastYear: 45, firstDay: (10, 23))
  public static let taishou = Era(
    name: "大正", kana: "たいしょう", firstYear: 1912, lastYear: 15, firstDay: (7, 30))
  public static let showa = Era(
    name: "昭和", kana: "しょうわ", firstYear: 1926, lastYear: 64, firstDay: (12, 25))
  public static let heisei = Era(
    name: "平成", kana: "へいせい", firstYear: 1989, lastYear: 31, firstDay: (1, 8))
  public static let reiwa = Era(
    name: "令和", kana: "れいわ", firstYear: 2019, lastYear: nil, firstDay: (5, 1))
  public static let all: [Era] = [.meiji, .taishou, .showa, .heisei, .reiwa]

  public static func == (lhs: Era, rhs: Era) -> Bool { lhs.name == rhs.name }
  public func hash(into hasher: inout Hasher) { hasher.combine(name) }

  /// The Gregorian year of `year` of this era: 昭和64年 → 1989.
  public func gregorian(_ year: Int) -> Int { firstYear + year - 1 }

  /// The era that followed this one, nil for the current era.
  public var next: Era? {
    guard let index = Era.all.firstIndex(of: self), index + 1 < Era.all.count else { return nil }
    return Era.all[index + 1]
  }

  /// Whether the Gregorian date (day nil: any day of the month) falls inside the era:
  /// 昭和64年1月7日 does, 昭和64年1月8日 is already 平成元年.
  func contains(year: Int, month: Int, day: Int?) -> Bool {
    let start = (firstYear, firstDay.month, firstDay.day)
    // A whole month is inside when its last day is on or after the start …
    guard (year, month, day ?? 31) >= start else { return false }
    guard let next else { return true }
    // … and its first day before the next era's start.
    return (year, month, day ?? 1) < (next.firstYear, next.firstDay.month, next.firstDay.day)
  }

  /// The readings of year `year` of the era: 令和元年 れいわがんねん (れいわいちねん also accepted).
  public func reading(year: Int) throws(ReadingError) -> Reading {
    if let lastYear, year > lastYear || year < 1 {
      throw .outOfRange(counter: name, range: 1...UInt64(lastYear))
    }
    if year < 1 { throw .outOfRange(counter: name, range: 1...9999) }
    if year == 1 { return Reading(accepted: [kana + "がんねん", kana + "いちねん"]) }
    return try Reading(accepted: [kana]) + Cardinal.reading(of: UInt128(year), .nen)
  }
}
