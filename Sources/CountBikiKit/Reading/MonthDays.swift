/// Days in the months of the Gregorian calendar.
enum MonthDays {
  /// The days in `month` (1–12): 2月 has 29 unless `year` is known not to be a leap year.
  static func count(month: Int, year: Int? = nil) -> Int {
    guard month == 2, let year else { return days[month - 1] }
    let leap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    return leap ? 29 : 28
  }

  private static let days = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
}
