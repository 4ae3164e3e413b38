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
}
