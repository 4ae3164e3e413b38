/// A word that follows a number: a counter (本), a unit of time (分間) or a big-number unit (万).
///
/// A counter is data. Its `kana` is appended to the number's reading unless a sound change is
/// listed. `changes` is keyed by the number that *ends* the reading — a digit 1–9, 10, 100, 1000,
/// or a unit 10⁴, 10⁸, 10¹², 10¹⁶ — and gives the accepted spellings of that ending plus the
/// counter, canonical first, written as for the bare ending (100本 `ひゃっぽん`). The engine applies
/// them to any number with that ending: 300本 さんびゃっぽん, 3000本 さんぜんぼん, 21本 にじゅういっぽん.
/// `exact` overrides whole numbers (1人 ひとり); `range` rejects numbers the word cannot count.
public struct Counter: Hashable, Sendable {
  /// The text a learner sees after the number: "本", "分間", "ヶ月".
  public let label: String
  /// The reading of the counter with no sound change: "ほん".
  public let kana: String
  /// Sound changes by ending, as described on the type.
  public let changes: [UInt64: [String]]
  /// Readings of whole numbers that do not follow the pattern, canonical first.
  public let exact: [UInt64: [String]]
  /// The numbers this word can count; nil means any.
  public let range: ClosedRange<UInt64>?
  /// Kana that may follow every reading as the unit's full name, accepted after the short forms:
  /// めーとる for センチ (146cm ひゃくよんじゅうろくせんちめーとる).
  public let fullName: String?
  /// Whether a number of three or four digits with a 0 in it is also read digit by digit, 0 as
  /// まる, as hotels say room numbers (101号室 いちまるいちごうしつ).
  public let digitwise: Bool
  /// The entry of the counter dictionary this counter comes from (`hon`); empty for the words
  /// the engine builds itself (the big units, a bare number, ranks with 目).
  public let id: String
  /// 何 + counter, canonical first (何本 なんぼん); empty where 何 is not said with it (何つ).
  public let question: [String]

  /// `question` nil means 何 sounds as 3 does: なん and the counter as after さん (何本 なんぼん,
  /// 何階 なんがい or なんかい).
  public init(
    _ label: String, _ kana: String, changes: [UInt64: [String]] = [:],
    exact: [UInt64: [String]] = [:], range: ClosedRange<UInt64>? = nil, fullName: String? = nil,
    digitwise: Bool = false, id: String = "", question: [String]? = nil
  ) {
    self.id = id
    self.question =
      question
      ?? (changes[3]?.filter { $0.hasPrefix("さん") }.map { "なん" + $0.dropFirst(2) }
        ?? ["なん" + kana])
    self.label = label
    self.kana = kana
    self.changes = changes
    self.exact = exact
    self.range = range
    self.fullName = fullName
    self.digitwise = digitwise
    self.table = Word.allCases.map { word in
      changes[word.ending].map { forms in forms.map { Word.apply($0, to: word) } }
    }
  }

  /// `changes` resolved once for every word a number can end with, so reading a number never
  /// searches or slices strings: `table[Word.byakuVoiced.rawValue]` for 本 is ["びゃっぽん"].
  let table: [[String]?]

  /// The same counter followed by another word: 分 + かん = 分間 (いっぷんかん).
  public func followed(by kana: String, label: String) -> Counter {
    Counter(
      label, self.kana + kana,
      changes: changes.mapValues { $0.map { $0 + kana } },
      exact: exact.mapValues { $0.map { $0 + kana } },
      range: range, digitwise: digitwise, question: question.map { $0 + kana })
  }

  /// The same counter named as the dictionary entry `id`.
  func identified(_ id: String) -> Counter {
    Counter(
      label, kana, changes: changes, exact: exact, range: range, fullName: fullName,
      digitwise: digitwise, id: id, question: question)
  }
}

extension Counter {
  /// How `value`, written as `digits`, appears with this counter: 3本, 14時; but 10 with つ is
  /// written 十 (とお), since "10つ" is not Japanese writing.
  public func written(_ value: UInt64, digits: String) -> String {
    if label == "つ", value == 10 { return "十" }
    return digits + label
  }
}
