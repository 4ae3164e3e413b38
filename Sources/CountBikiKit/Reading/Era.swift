/// A Japanese era and the Gregorian year of its first year (元年).
public struct Era: Hashable, Sendable {
  public let name: String
  public let kana: String
  /// The Gregorian year of 元年.
  public let firstYear: Int
  /// The last year number the era reached, nil for the current era.
  public let lastYear: Int?

  public static let showa = Era(name: "昭和", kana: "しょうわ", firstYear: 1926, lastYear: 64)
  public static let heisei = Era(name: "平成", kana: "へいせい", firstYear: 1989, lastYear: 31)
  public static let reiwa = Era(name: "令和", kana: "れいわ", firstYear: 2019, lastYear: nil)
  public static let all: [Era] = [.showa, .heisei, .reiwa]

  /// The Gregorian year of `year` of this era: 昭和64年 → 1989.
  public func gregorian(_ year: Int) -> Int { firstYear + year - 1 }

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
