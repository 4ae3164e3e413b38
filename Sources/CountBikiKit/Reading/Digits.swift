/// Digits as Japanese (and English) write them for reading: grouped by threes with commas.
public enum Digits {
  /// `125400000` → `125,400,000`; leading zeros are kept as written (`05` stays `05`).
  public static func grouped(_ digits: String) -> String {
    var out = ""
    for (index, character) in digits.enumerated() {
      if index > 0 && (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(character)
    }
    return out
  }

  /// A number in groups of four digits with 万, 億, 兆 and 京, as Japanese writes large amounts:
  /// `1742000` → `174万2000`, `5670000000000` → `5兆6700億`; empty groups are left out.
  public static func byMan(_ value: UInt64) -> String {
    var rest = value
    var parts: [String] = []
    for unit in [""] + Numeral.LargeUnit.allCases.map({ String($0.kanji) }) where rest > 0 {
      let group = rest % 10_000
      if group > 0 { parts.insert("\(group)\(unit)", at: 0) }
      rest /= 10_000
    }
    return parts.isEmpty ? "0" : parts.joined()
  }
}
