extension ExpressionParser {
  mutating func eraDate(_ era: Era) throws -> Reading {
    let year: Int
    let wroteGan = take("元")
    if wroteGan {
      year = 1
    } else {
      let value = try number()
      guard value <= 9999 else { throw fail("\(era.name) years are small numbers") }
      year = Int(value)
    }
    guard take("年") else { throw fail("an era name is followed by a year, as in \(era.name)元年") }
    var reading = try era.reading(year: year)
    // The text decides the spoken form of the first year: 元年 がんねん, 1年 いちねん.
    if year == 1, !wroteGan { reading = Reading(accepted: reading.accepted.reversed()) }
    if parts != nil {
      _ = said(era.kana, era.name)
      if wroteGan {
        _ = said("がんねん", "元年", [.gannen])
      } else {
        parts! += try Cardinal.parts(of: UInt128(year), .nen)
      }
    }
    if atEnd { return reading }
    let month = try number()
    return try reading
      + terms(first: month, twelveHour: false, era: era, year: era.gregorian(year))
  }

  /// Throws when the date does not exist (2月30日, 2023年2月29日) or falls outside its era
  /// (平成31年5月1日 is 令和元年5月1日). `year` is Gregorian; `day` nil checks the month alone.
  func checkDate(era: Era?, year: Int?, month: Int, day: Int?) throws {
    let days = MonthDays.count(month: month, year: year)
    if let day, day > days {
      let inYear = year.map { days == 28 ? " in \($0)" : "" } ?? ""
      throw fail("\(month)月 has only \(days) days\(inYear)")
    }
    guard let era, let year, !era.contains(year: year, month: month, day: day) else { return }
    let start = "\(era.firstYear)年\(era.firstDay.month)月\(era.firstDay.day)日"
    guard let next = era.next else { throw fail("\(era.name) began on \(start)") }
    var end = (year: next.firstYear, month: next.firstDay.month, day: next.firstDay.day - 1)
    if end.day == 0 {
      end.month -= 1
      if end.month == 0 { (end.year, end.month) = (end.year - 1, 12) }
      end.day = MonthDays.count(month: end.month, year: end.year)
    }
    throw fail("\(era.name) ran from \(start) to \(end.year)年\(end.month)月\(end.day)日")
  }

  mutating func clock(hour: UInt128) throws -> Reading {
    let minuteText = rest
    guard minuteText.count == 2, let minute = UInt128(minuteText) else {
      throw fail("a clock time is written H:MM, as in 14:30")
    }
    guard hour <= 24 else { throw fail("an hour is 0–24") }
    guard minute <= 59 else { throw fail("a clock minute is 0–59") }
    index = scalars.count
    let hours = try read(hour, .ji)
    return minute == 0 ? hours : try hours + read(minute, .fun)
  }
}
