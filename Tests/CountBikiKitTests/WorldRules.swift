import Foundation
import Synchronization

/// Rules the real world keeps, applied to any written Japanese a topic generates: each rule
/// finds what it judges in the text and says what is wrong, or nothing.
struct WorldRule: Sendable {
  let name: String
  /// Text every sentence the rule judges holds, so the rule skips the rest quickly.
  let trigger: String
  let judge: @Sendable (String) -> [String]

  init(name: String, trigger: String, judge: @escaping @Sendable (String) -> [String]) {
    self.name = name
    self.trigger = trigger
    self.judge = judge
  }

  func check(_ text: String) -> [String] {
    trigger.isEmpty || text.contains(trigger) ? judge(text) : []
  }
}

/// Each era's first and last day as (year, month, day) of the Gregorian calendar. Sources: the
/// 元号 decrees, 明治 from 1868-10-23 (明治元年 counted from 1月1日 by the decree), 大正
/// 1912-07-30, 昭和 1926-12-25, 平成 1989-01-08, 令和 2019-05-01 (内閣府, 「元号を改める政令」,
/// 平成31年政令第143号).
private let eras: [(name: String, first: (Int, Int, Int), last: (Int, Int, Int))] = [
  ("明治", (1868, 1, 1), (1912, 7, 29)),
  ("大正", (1912, 7, 30), (1926, 12, 24)),
  ("昭和", (1926, 12, 25), (1989, 1, 7)),
  ("平成", (1989, 1, 8), (2019, 4, 30)),
  ("令和", (2019, 5, 1), (2026, 12, 31)),
]

private func isLeap(_ year: Int) -> Bool { year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) }

private func days(_ month: Int, year: Int?) -> Int {
  switch month {
  case 2: year.map { isLeap($0) ? 29 : 28 } ?? 29
  case 4, 6, 9, 11: 30
  default: 31
  }
}

/// The whole numbers of each match of `pattern`'s groups; `元` is 1.
private let compiled = Mutex<[String: NSRegularExpression]>([:])

private func matches(_ pattern: String, in text: String) -> [[String]] {
  let regex = compiled.withLock { cache in
    if let known = cache[pattern] { return known }
    let made = try! NSRegularExpression(pattern: pattern)
    cache[pattern] = made
    return made
  }
  let range = NSRange(text.startIndex..., in: text)
  return regex.matches(in: text, range: range).map { match in
    (0..<match.numberOfRanges).map { index in
      Range(match.range(at: index), in: text).map { String(text[$0]) } ?? ""
    }
  }
}

private func int(_ text: String) -> Int {
  text == "元" ? 1 : Int(text.replacingOccurrences(of: ",", with: "")) ?? -1
}

let worldRules: [WorldRule] = [
  WorldRule(name: "an era date existed", trigger: "年") { text in
    matches("(明治|大正|昭和|平成|令和)(元|[0-9]+)年(?:([0-9]+)月(?:([0-9]+)日)?)?", in: text).compactMap { m in
      guard let era = eras.first(where: { $0.name == m[1] }) else { return nil }
      let year = era.first.0 + int(m[2]) - 1
      let month = m[3].isEmpty ? nil : int(m[3])
      let day = m[4].isEmpty ? nil : int(m[4])
      // The era's span, compared at the precision the text gives.
      let inside: Bool
      switch (month, day) {
      case (let month?, let day?):
        inside = era.first <= (year, month, day) && (year, month, day) <= era.last
      case (let month?, nil):
        inside =
          (era.first.0, era.first.1) <= (year, month) && (year, month) <= (era.last.0, era.last.1)
      default:
        inside = int(m[2]) >= 1 && year <= era.last.0
      }
      return inside ? nil : "\(m[0]) is outside \(era.name)"
    }
  },
  WorldRule(name: "a date exists", trigger: "日") { text in
    matches("(?:([0-9]{4})年)?([0-9]+)月([0-9]+)日", in: text).compactMap { m in
      let month = int(m[2])
      let day = int(m[3])
      let year = m[1].isEmpty ? nil : int(m[1])
      guard (1...12).contains(month) else { return "\(m[0]) has no such month" }
      return (1...days(month, year: year)).contains(day) ? nil : "\(m[0]) has no such day"
    }
  },
  WorldRule(name: "a time of day exists", trigger: "時") { text in
    matches("(午前|午後)?([0-9]+)時(?!間)(?:([0-9]+)分)?", in: text).compactMap { m in
      let hour = int(m[2])
      let minute = m[3].isEmpty ? 0 : int(m[3])
      guard (0...59).contains(minute) else { return "\(m[0]) has no such minute" }
      if !m[1].isEmpty { return (0...12).contains(hour) ? nil : "\(m[0]) has no such hour" }
      // 24時 closes a day (営業は24時まで); later hours are not said on the clock.
      return hour < 24 || (hour == 24 && minute == 0) ? nil : "\(m[0]) has no such hour"
    }
  },
  WorldRule(name: "a duration's minutes are under an hour", trigger: "時間") { text in
    matches("([0-9]+)時間([0-9]+)分", in: text).compactMap { m in
      int(m[2]) < 60 ? nil : "\(m[0]) has 60 or more minutes"
    }
  },
  WorldRule(name: "a phone number is one Japan issues", trigger: "-") { text in
    // 総務省, 電気通信番号規則: numbers are 0 + 9 digits (10 in all) or, for 070/080/090/050,
    // 0 + 10 digits; after the area or service code the subscriber's number never starts with 0.
    matches("(?<![0-9])(0[0-9]{1,4})-([0-9]{1,4})-([0-9]{3,4})(?![0-9])", in: text).compactMap {
      m in
      let digits = (m[1] + m[2] + m[3]).count
      let mobile = ["070", "080", "090", "050"].contains(m[1])
      if m[1] == "0120" || m[1] == "0570" || m[1] == "0800" {
        return digits == 10 || (m[1] == "0800" && digits == 11)
          ? nil : "\(m[0]) has the wrong length"
      }
      guard digits == (mobile ? 11 : 10) else { return "\(m[0]) has the wrong length" }
      return m[2].hasPrefix("0") ? "\(m[0]) has a local part starting with 0" : nil
    }
  },
  WorldRule(name: "a percentage is at most 100", trigger: "") { text in
    matches("([0-9]+)(%|％|パーセント)", in: text).compactMap { m in
      int(m[1]) <= 100 ? nil : "\(m[0]) is over 100 %"
    }
  },
  WorldRule(name: "an age is a person's", trigger: "歳") { text in
    matches("([0-9]+)歳", in: text).compactMap { m in
      int(m[1]) <= 120 ? nil : "\(m[0]) is no one's age"
    }
  },
  WorldRule(name: "yen are whole", trigger: ".") { text in
    matches("(?<![0-9.])([0-9][0-9,]*\\.[0-9]+)円", in: text).map {
      "\($0[0]) is a fraction of a yen"
    }
  },
  WorldRule(name: "a floor is within its building", trigger: "階建て") { text in
    let buildings = matches("([0-9]+)階建て", in: text).map { int($0[1]) }
    guard let building = buildings.first else { return [] }
    return matches("(?<!地下)([0-9]+)階(?!建)", in: text).compactMap { m in
      int(m[1]) <= building ? nil : "\(m[0]) is above the \(building)-storey building"
    }
  },
  WorldRule(name: "a seismic intensity is on the JMA scale", trigger: "震度") { text in
    // 気象庁震度階級: 0, 1, 2, 3, 4, 5弱, 5強, 6弱, 6強, 7.
    matches("震度([0-9]+)(弱|強)?", in: text).compactMap { m in
      let level = int(m[1])
      let split = level == 5 || level == 6
      guard (0...7).contains(level), split == !m[2].isEmpty else {
        return "\(m[0]) is not a JMA intensity"
      }
      return nil
    }
  },
  WorldRule(name: "a magnitude is one the earth has had", trigger: "マグニチュード") { text in
    matches("マグニチュード([0-9]+(?:\\.[0-9])?)", in: text).compactMap { m in
      (Double(m[1]) ?? 99) <= 9.5 ? nil : "\(m[0]) is larger than any recorded"
    }
  },
  WorldRule(name: "a room is on its floor", trigger: "号室") { text in
    // 1205号室 is on the 12th floor.
    let floors = matches("(?<!地下)([0-9]+)階の", in: text).map { int($0[1]) }
    guard let floor = floors.first else { return [] }
    return matches("([0-9]+)号室", in: text).compactMap { m in
      int(m[1]) / 100 == floor ? nil : "\(m[0]) is not on floor \(floor)"
    }
  },
]
