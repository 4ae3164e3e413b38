extension SpokenPart {
  /// How a question's display is written for reading aloud, so that an engine that reads
  /// written Japanese (Open JTalk) says our reading from it, with its own accent:
  ///
  /// - a price shown `¥1,234` is `1234円` (the yen sign comes first in writing but 円 last in
  ///   speech), and the commas that group digits are not read;
  /// - `〒` is dropped (it is not said before the digits of a postcode);
  /// - a minus sign is `マイナス` (`-10度` → `マイナス10度`);
  /// - `cm`, `kg` and `km` are `センチ` and `キロ`, as they are said;
  /// - digit groups said with の between them are written so (`080-1234-5678` →
  ///   `080の-1234の-5678`: the hyphen keeps each group read digit by digit);
  /// - 0時 is `零時` where it is said れいじ;
  /// - a fraction is `5ぶんの1` (分 alone would be read as minutes);
  /// - a clock time is `3時24分`, `13時` for `13:00`, `7時半` where 半 is said.
  ///
  /// Each rewrite is made only where `reading`, our canonical reading of `display`, says it so
  /// (a postcode said ゆうびんばんごう keeps its 〒, 170cm said せんちめーとる keeps its cm), so an
  /// engine that reads the rewritten text says what we say.
  public static func writtenForReadingAloud(_ display: String, reading: String) -> String {
    var text = withoutDigitGrouping(display)
    if text.hasPrefix("〒"), !reading.hasPrefix("ゆうびん") { text.removeFirst() }
    if reading.contains("まいなす") { text = minusSaid(text) }
    for (label, counter) in Counter.letterUnits {
      text = unitSaidShort(text, label: label, counter: counter, reading: reading)
    }
    if text.contains("-"), reading.contains("の") { text = groupsSaidWithNo(text, reading: reading) }
    if text.contains("/"), reading.contains("ぶんの") { text = fractionsSaid(text) }
    if text.contains(":"), reading.contains("じ") { text = clockTimesSaid(text, reading: reading) }
    if text.contains("0時"), reading.contains("れいじ") { text = midnightSaid(text) }
    return text
  }

  /// `¥1,234` → `1234円`.
  private static func withoutDigitGrouping(_ display: String) -> String {
    let characters = Array(Money.written(display))
    var out = ""
    for (index, character) in characters.enumerated() {
      if character == ",", index > 0, characters[index - 1].isASCIIDigit,
        index + 1 < characters.count, characters[index + 1].isASCIIDigit
      {
        continue
      }
      out.append(character)
    }
    return out
  }

  /// Each minus sign before a number (not a hyphen between digits) as マイナス.
  private static func minusSaid(_ text: String) -> String {
    replacingCharacters(text) { before, character, after in
      "-−－".contains(character) && after?.isASCIIDigit == true && before?.isASCIIDigit != true ? "マイナス" : nil
    }
  }

  /// `text` with each character for which `replacement` (given the characters before and after
  /// it) gives a text replaced by that text.
  private static func replacingCharacters(
    _ text: String, _ replacement: (Character?, Character, Character?) -> String?
  ) -> String {
    let characters = Array(text)
    var out = ""
    for (index, character) in characters.enumerated() {
      let before = index > 0 ? characters[index - 1] : nil
      let after = index + 1 < characters.count ? characters[index + 1] : nil
      out += replacement(before, character, after) ?? String(character)
    }
    return out
  }

  /// `label` after a digit as the counter's own short word in katakana (`cm` → `センチ`), when
  /// `reading` says that word and not the unit's full name.
  private static func unitSaidShort(_ text: String, label: String, counter: Counter, reading: String) -> String {
    guard text.contains(label), reading.contains(counter.kana) else { return text }
    if let full = counter.fullName, reading.contains(counter.kana + full) { return text }
    var out = ""
    var rest = Substring(text)
    while let range = rest.range(of: label) {
      out += rest[..<range.lowerBound]
      out += out.last?.isASCIIDigit == true ? Kana.katakana(counter.kana) : label
      rest = rest[range.upperBound...]
    }
    return out + rest
  }

  /// Each hyphen between digits as の and the hyphen, when `reading` says の at least as often:
  /// Open JTalk reads digits next to a hyphen one by one, but a group after の alone as a number,
  /// and a first group as a number unless it starts with 0 or a hyphen comes before it
  /// (`080-1234` → `080の-1234`, `794-4785` → `794-の-4785`).
  private static func groupsSaidWithNo(_ text: String, reading: String) -> String {
    let characters = Array(text)
    let joins = characters.indices.filter { index in
      characters[index] == "-" && index > 0 && characters[index - 1].isASCIIDigit
        && index + 1 < characters.count && characters[index + 1].isASCIIDigit
    }
    guard !joins.isEmpty, reading.count(where: { $0 == "の" }) >= joins.count else { return text }
    var out = ""
    var groupStart = 0
    for (index, character) in characters.enumerated() {
      if !character.isASCIIDigit && character != "-" { groupStart = index + 1 }
      if joins.contains(index) {
        let firstJoin = !characters[groupStart..<index].contains("-")
        out += firstJoin && characters[groupStart] != "0" ? "-の" : "の"
      }
      out.append(character)
    }
    return out
  }

  /// `0時` → `零時`: Open JTalk says ゼロジ for the digit.
  private static func midnightSaid(_ text: String) -> String {
    replacingCharacters(text) { before, character, after in
      character == "0" && after == "時" && before?.isASCIIDigit != true ? "零" : nil
    }
  }

  /// `1/5` → `5ぶんの1`.
  private static func fractionsSaid(_ text: String) -> String {
    rewriteNumberPairs(text, separator: "/") { numerator, denominator, _ in
      "\(denominator)ぶんの\(numerator)"
    }
  }

  /// `3:24` → `3時24分`, `13:00` → `13時`, `7:30` → `7時半` where `reading` says じはん; a time
  /// whose minutes `reading` does not say is left as it is.
  private static func clockTimesSaid(_ text: String, reading: String) -> String {
    let saysMinutes = reading.contains("ふん") || reading.contains("ぷん")
    return rewriteNumberPairs(text, separator: ":") { hour, minutes, width in
      guard hour.count <= 2, width == 2, let minute = Int(minutes) else { return nil }
      if minute == 0 { return "\(hour)時" }
      if minute == 30, reading.contains("じはん") { return "\(hour)時半" }
      return saysMinutes ? "\(hour)時\(minute)分" : nil
    }
  }

  /// Each `digits separator digits` in `text` replaced by what `rewrite` makes of the two
  /// numbers (the second's digit count given as its width), or kept where it gives nil.
  private static func rewriteNumberPairs(
    _ text: String, separator: Character, _ rewrite: (String, String, Int) -> String?
  ) -> String {
    let characters = Array(text)
    var out = ""
    var index = 0
    while index < characters.count {
      guard characters[index].isASCIIDigit, index == 0 || !characters[index - 1].isASCIIDigit else {
        out.append(characters[index])
        index += 1
        continue
      }
      var end = index
      while end < characters.count, characters[end].isASCIIDigit { end += 1 }
      var second = end + 1
      while second < characters.count, characters[second].isASCIIDigit { second += 1 }
      if end < characters.count, characters[end] == separator, second > end + 1,
        let replaced = rewrite(String(characters[index..<end]), String(characters[end + 1..<second]), second - end - 1)
      {
        out += replaced
        index = second
      } else {
        out += String(characters[index..<end])
        index = end
      }
    }
    return out
  }
}
