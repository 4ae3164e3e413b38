/// Counter names a topic file may use: every label the reading engine knows (本, 匹, 分間, ヶ月 …),
/// with 日 as a day of the month, plus `days` for 日 as a number of days (1日 いちにち).
public enum CounterName {
  public static func counter(_ name: String) -> Counter? {
    if name == "days" { return .days }
    return Counter.labeled(name)
  }

  static var listing: String {
    "use one of " + Counter.byLabel.map(\.label).joined(separator: " ") + " or days"
  }
}
