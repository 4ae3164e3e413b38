/// Counter names a topic file may use: every label the reading engine knows (本, 匹, 分間, ヶ月 …),
/// with 日 as a day of the month, plus `days` for 日 as a number of days (1日 いちにち).
public enum CounterName {
  public static func counter(_ name: String) -> Counter? {
    if name == "days" { return .days }
    return Counter.labeled(name)
  }

  /// What a topic file may name instead: the dictionary's counters, a few shown, or `days`.
  static var listing: String {
    "use one of the \(CounterDictionary.builtIn.entries.count) counters of the counter dictionary "
      + "(本, 枚, 個, 箱, ページ, m, g …) or days"
  }
}
