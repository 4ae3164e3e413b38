extension KanjiNumeral {
  /// `value` in kanji numerals as prices and signs write them: 1234 → 千二百三十四,
  /// 10,000 → 一万, 15,000 → 一万五千, 0 → 〇.
  public static func text(of value: UInt128) -> String {
    guard value > 0 else { return "〇" }
    let digits = Array("〇一二三四五六七八九")
    let places = ["", "十", "百", "千"]
    let groups = ["", "万", "億", "兆", "京"]
    var text = ""
    var rest = value
    var group = 0
    while rest > 0 {
      let four = Int(rest % 10_000)
      rest /= 10_000
      if four > 0 {
        var part = ""
        for place in stride(from: 3, through: 0, by: -1) {
          let digit = four / [1, 10, 100, 1000][place] % 10
          guard digit > 0 else { continue }
          // 十, 百 and 千 stand alone for one of them; 一 is written only in the ones place.
          part += (digit == 1 && place > 0 ? "" : String(digits[digit])) + places[place]
        }
        text = part + groups[group] + text
      }
      group += 1
    }
    return text
  }

  /// `display` with every number in it written in kanji numerals, a price's ¥ becoming 円:
  /// `¥1,234` → `千二百三十四円`, `4月1日` → `四月一日`, `14時30分` → `十四時三十分`.
  public static func written(_ display: String) -> String {
    let text = Money.written(display)
    var out = ""
    var number = ""
    func flush() {
      if let value = UInt128(number) { out += self.text(of: value) }
      number = ""
    }
    for character in text {
      if character.isASCII, character.isNumber {
        number.append(character)
      } else if character == ",", !number.isEmpty {
        continue
      } else {
        flush()
        out.append(character)
      }
    }
    flush()
    return out
  }
}
