import Foundation

/// Which numbers sound alike, decided from the reading engine's own readings rather than a
/// hand-made list: a digit's forms are how the engine says it alone and before 時 and 月
/// (7: なな, しち; 4: よん, よ, し; 9: きゅう, く), and two stretches of kana sound alike when one is
/// the start or end of the other (し/しち, く/ろく), or they differ in one mora that shares its
/// vowel (いち/しち) or is only a held or doubled sound (よう/よっ).
enum DigitSounds {
  /// Every form the engine gives each digit 0–9.
  static let forms: [[String]] = (0...9).map { digit in
    var forms: [String] = []
    func add(_ expression: String, dropping tail: String) {
      guard let reading = try? Expression(expression).reading else { return }
      for kana in reading.accepted where kana.hasSuffix(tail) && kana.count > tail.count {
        let form = String(kana.dropLast(tail.count))
        if !forms.contains(form) { forms.append(form) }
      }
    }
    add("\(digit)", dropping: "")
    add("\(digit)時", dropping: "じ")
    add("\(digit)月", dropping: "がつ")
    return forms
  }

  /// A form of `said` and a form of `heard` that sound alike, when the digits do.
  static func alike(_ said: Int, _ heard: Int) -> (String, String)? {
    guard said != heard, forms.indices.contains(said), forms.indices.contains(heard) else {
      return nil
    }
    for a in forms[said] {
      for b in forms[heard] where soundAlike(a, b) { return (a, b) }
    }
    return nil
  }

  /// Whether two different stretches of kana sound alike.
  static func soundAlike(_ a: String, _ b: String) -> Bool {
    let x = morae(a)
    let y = morae(b)
    guard !x.isEmpty, !y.isEmpty, x != y else { return false }
    if x.count != y.count {
      let (short, long) = x.count < y.count ? (x, y) : (y, x)
      return long.starts(with: short) || long.reversed().starts(with: short.reversed())
    }
    let differing = x.indices.filter { x[$0] != y[$0] }
    guard differing.count == 1 else { return false }
    let p = x[differing[0]]
    let q = y[differing[0]]
    if held.contains(p) || held.contains(q) { return true }
    return vowel(p) != nil && vowel(p) == vowel(q)
  }

  /// Morae that only hold or double a sound.
  private static let held: Set<String> = ["っ", "う", "ー"]

  /// The vowel of a mora (the vowel of its last kana: きゅ → u).
  private static func vowel(_ mora: String) -> Character? {
    mora.unicodeScalars.last.flatMap(Kana.vowel(of:))
  }

  /// Kana cut into morae: a small ゃ, ゅ, ょ (or ぁ …) belongs to the kana before it.
  static func morae(_ kana: String) -> [String] {
    var out: [String] = []
    for character in kana {
      if "ゃゅょぁぃぅぇぉ".contains(character), !out.isEmpty {
        out[out.count - 1].append(character)
      } else {
        out.append(String(character))
      }
    }
    return out
  }

  /// The stretches where two readings differ, after their common start and end, when both are
  /// non-empty.
  static func differingStretch(_ a: String, _ b: String) -> (String, String)? {
    var x = morae(a)[...]
    var y = morae(b)[...]
    while let p = x.first, let q = y.first, p == q {
      x.removeFirst()
      y.removeFirst()
    }
    while let p = x.last, let q = y.last, p == q {
      x.removeLast()
      y.removeLast()
    }
    guard !x.isEmpty, !y.isEmpty else { return nil }
    return (x.joined(), y.joined())
  }

  /// The canonical reading of `values` said as `question` says its own (its counter, 円, a date
  /// or a clock time); nil for forms this does not rebuild.
  static func reading(of values: [Int64], like question: Question) -> String? {
    let text: String
    switch question.format {
    case .number, .hour:
      guard values.count == 1, values[0] >= 0 else { return nil }
      text = "\(values[0])\(question.unitWord)"
    case .monthDay where values.count == 2:
      text = "\(values[0])月\(values[1])日"
    case .clockTime where values.count == 2:
      text = values[1] == 0 ? "\(values[0])時" : "\(values[0])時\(values[1])分"
    case .hoursMinutes where values.count == 2:
      text = values[1] == 0 ? "\(values[0])時間" : "\(values[0])時間\(values[1])分"
    case .monthDay, .clockTime, .hoursMinutes, .hourIn24, .hourAsHeard, .decimal, .digits, .date,
      .dateTime, .hoursMinutesSeconds, .fraction:
      return nil
    }
    return try? Expression(text).reading.canonical
  }

  /// Whether two readings are the same but for voicing (ほ/ぼ/ぽ) and doubling (いっ/いち).
  static func sameButForSoundChanges(_ right: String, _ typed: String) -> Bool {
    let x = morae(right)
    let y = morae(typed)
    guard x.count == y.count, x != y else { return false }
    return zip(x, y).allSatisfy { p, q in
      p == q || unvoiced(p) == unvoiced(q) || (p == "っ") != (q == "っ") && doubles(p == "っ" ? q : p)
    }
  }

  /// The morae that shorten to っ before a counter: いち → いっ, ろく → ろっ, じゅう → じゅっ.
  private static func doubles(_ mora: String) -> Bool { ["ち", "く", "つ", "う"].contains(mora) }

  /// A mora with its voicing marks taken off: ぼ → ほ, ぽ → ほ, ぜ → せ.
  private static func unvoiced(_ mora: String) -> String {
    String(
      String.UnicodeScalarView(
        mora.decomposedStringWithCanonicalMapping.unicodeScalars.filter {
          $0.value != 0x3099 && $0.value != 0x309A
        })
    ).precomposedStringWithCanonicalMapping
  }
}
