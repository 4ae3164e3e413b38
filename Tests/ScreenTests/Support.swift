import Foundation

extension Calendar {
  /// The Gregorian calendar in UTC: dates in tests read the same in every time zone.
  static let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    return calendar
  }()
}
