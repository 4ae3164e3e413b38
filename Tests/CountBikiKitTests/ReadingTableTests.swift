import CountBikiKit
import Testing

/// One line of the hand-verified table.
struct ReadingRow: Sendable, CustomTestStringConvertible {
  let text: String
  /// Canonical first.
  let accepted: [String]

  var canonical: String { accepted[0] }
  var testDescription: String { text }

  static let all: [ReadingRow] = [
    ReadingTableFixture.text, ReadingTableFixture.everyday, ReadingTableFixture.compound,
  ].joined(separator: "\n")
    .split(separator: "\n").compactMap {
      line in
      let words = line.split(separator: " ").map(String.init)
      guard let first = words.first, !first.hasPrefix("#") else { return nil }
      return ReadingRow(text: first, accepted: Array(words.dropFirst()))
    }
}

@Test func tableIsLargeAndHasNoDuplicateOrEmptyRow() {
  let rows = ReadingRow.all
  #expect(rows.count >= 450)
  #expect(Set(rows.map(\.text)).count == rows.count)
  for row in rows {
    #expect(!row.accepted.isEmpty, "\(row.text) has no reading")
    // Loanwords (ぱーせんと) keep the long-vowel mark.
    #expect(
      row.accepted.allSatisfy { Kana.isHiragana($0.replacing("ー", with: "").replacing("、", with: "")) },
      "\(row.text)")
    #expect(Set(row.accepted).count == row.accepted.count, "\(row.text) repeats a reading")
  }
}

@Test(arguments: ReadingRow.all)
func expressionReadsAsTheTableSays(_ row: ReadingRow) throws {
  let reading = try Expression(row.text).reading
  #expect(reading.canonical == row.canonical)
  #expect(Set(reading.accepted) == Set(row.accepted))
  #expect(reading.accepted.count == row.accepted.count)
}

/// `Cardinal.canonical(of:_:)` skips building the alternatives; it must still say the same thing.
@Test(arguments: ReadingRow.all)
func canonicalShortcutAgreesWithTheTable(_ row: ReadingRow) throws {
  let digits = row.text.prefix { $0.isASCII && $0.isNumber }
  guard !digits.isEmpty, let value = UInt128(digits) else { return }
  let label = row.text.dropFirst(digits.count)
  if label.isEmpty {
    #expect(try Cardinal.canonical(of: value) == row.canonical)
    #expect(try Cardinal.reading(of: value).accepted.sorted() == row.accepted.sorted())
  } else if let counter = Counter.labeled(String(label)) {
    #expect(try Cardinal.canonical(of: value, counter) == row.canonical)
    // 1日 alone also lists the one day (いちにち), which the expression adds to the day's reading.
    let accepted = try Cardinal.reading(of: value, counter).accepted
    let added = row.text == "1日" ? try Cardinal.reading(of: value, .days).accepted : []
    #expect((accepted + added).sorted() == row.accepted.sorted())
  }
}

@Test(
  arguments: (ReadingTableFixture.unreadable + ReadingTableFixture.everydayUnreadable
    + ReadingTableFixture.compoundUnreadable).map {
    ($0.text, $0.mentions)
  })
func unreadableExpressionThrowsOneClearSentence(_ text: String, _ mentions: String) throws {
  let error = #expect(throws: ExpressionError.self) { try Expression(text) }
  let message = error?.description ?? ""
  #expect(message.contains(mentions), "\(message)")
  #expect(!message.contains("\n"))
}

@Test func cardinalPastTenToTheTwentiethIsTooLarge() {
  #expect(throws: ReadingError.tooLarge) { try Cardinal.reading(of: Cardinal.maximum + 1) }
  #expect(throws: ReadingError.tooLarge) { try Cardinal.canonical(of: Cardinal.maximum + 1, .hon) }
}

@Test func counterRangesRejectNumbersTheyCannotCount() {
  #expect(throws: ReadingError.outOfRange(counter: "つ", range: 1...10)) {
    try Cardinal.reading(of: 11, .tsu)
  }
  #expect(throws: ReadingError.outOfRange(counter: "月", range: 1...12)) {
    try Cardinal.canonical(of: 13, .month)
  }
  #expect(throws: ReadingError.outOfRange(counter: "時", range: 0...24)) {
    try Cardinal.reading(of: 25, .ji)
  }
}

/// The rule for 日: alone (or after 月) it names a day of the month, with 間 it counts days;
/// the bare duration 1日 is いちにち, which is why 1日間 reads いちにちかん and not ついたちかん.
@Test func oneDayIsTsuitachiAsADateAndIchinichiAsADuration() throws {
  #expect(try Expression("1日").reading.canonical == "ついたち")
  #expect(try Expression("1日間").reading.accepted == ["いちにちかん"])
  #expect(try Cardinal.reading(of: 1, .days).accepted == ["いちにち"])
  #expect(try Cardinal.reading(of: 1, .dayOfMonth).accepted == ["ついたち"])
  #expect(try Cardinal.reading(of: 20, .days).canonical == "はつか")
}

// MARK: Spoken text

/// espeak-ng reads hiragana ちょう as "o u"; the spoken text marks each long vowel with ー.
@Test(arguments: [
  ("じゅうよじ", "ジューヨジ"), ("とおか", "トーカ"), ("とお", "トー"), ("へいせい", "ヘーセー"),
  ("いっちょう", "イッチョー"), ("いっけい", "イッケー"), ("れいわがんねん", "レーワガンネン"),
  ("しょうわろくじゅうよねん", "ショーワロクジューヨネン"), ("ようか", "ヨーカ"), ("いっとう", "イットー"),
  ("いちびょう", "イチビョー"), ("きゅうじゅうきゅう", "キュージューキュー"),
  ("いっしゅうかん", "イッシューカン"), ("じゅうおく", "ジューオク"), ("へいせいいちねん", "ヘーセーイチネン"),
  ("さんびゃく", "サンビャク"), ("ひゃっぽん", "ヒャッポン"), ("いちまんいち", "イチマンイチ"),
  ("ここのか", "ココノカ"), ("ぜろ", "ゼロ"), ("れいじ", "レージ"), ("にじゅうよっか", "ニジューヨッカ"),
  // ごお is two morae that espeak-ng already lengthens by itself; only とお is marked.
  ("ごおく", "ゴオク"), ("ろくおく", "ロクオク"),
])
func spokenTextMarksLongVowels(_ reading: String, _ spoken: String) {
  #expect(SpokenText.forReading(reading) == spoken)
}

/// Over every reading in the table: only katakana and ー (and 、, the pause a phone number's
/// groups may take), and no vowel pair left that espeak-ng would say as two separate vowels
/// (オウ, ウウ, エイ, トオ).
@Test func spokenTextOfEveryTableReadingIsKatakanaWithLongVowelsMarked() {
  let katakana = Set((0x30A1...0x30F6).compactMap(Unicode.Scalar.init).map(Character.init))
  let splitPairs = [
    "ョウ", "ュウ", "ウウ", "ゴウ", "ドウ", "トウ", "ロウ", "ヨウ", "ショウ", "エイ", "ケイ", "セイ", "レイ", "ヘイ", "トオ",
  ]
  for row in ReadingRow.all {
    for reading in row.accepted {
      let spoken = SpokenText.forReading(reading)
      #expect(
        spoken.allSatisfy { katakana.contains($0) || $0 == "ー" || $0 == "、" },
        "\(reading) → \(spoken)")
      for pair in splitPairs {
        #expect(!spoken.contains(pair), "\(reading) → \(spoken)")
      }
    }
  }
}

// MARK: Typed answers

@Test func readingAcceptsEveryTableFormInHiraganaOrKatakana() throws {
  for row in ReadingRow.all {
    let reading = try Expression(row.text).reading
    for form in row.accepted {
      #expect(reading.accepts(form), "\(row.text): \(form)")
      #expect(reading.accepts(SpokenText.forReading(form)), "\(row.text): \(form)")
    }
  }
}

@Test func readingAcceptsLongVowelSpellingsButNotWrongSounds() throws {
  let tenth = try Expression("10日").reading
  #expect(tenth.accepts("とおか"))
  #expect(tenth.accepts("トーカ"))
  #expect(tenth.accepts(" とーか "))
  #expect(!tenth.accepts("とか"))
  let hundreds = try Expression("300").reading
  #expect(!hundreds.accepts("さんひゃく"))
  #expect(try !Expression("3本").reading.accepts("さんほん"))
  #expect(try Expression("1兆").reading.accepts("いっちょー"))
  #expect(try !Expression("20歳").reading.accepts(""))
}

/// The forms added from NHK's guidance are accepted, and the sounds next to them are not.
@Test func addedFormsAreAcceptedButTheirNearMissesAreNot() throws {
  let days = try Expression("34日間").reading
  #expect(days.accepts("さんじゅうよんにちかん") && days.accepts("サンジューヨッカカン"))
  #expect(!days.accepts("さんじゅうしにちかん") && !days.accepts("さんじゅうよっか"))
  #expect(try !Expression("14日間").reading.accepts("じゅうよんにちかん"))
  let birds = try Expression("3羽").reading
  #expect(birds.accepts("さんば") && birds.accepts("さんわ") && !birds.accepts("さんぱ"))
  let big = try Expression("11000000").reading
  #expect(big.accepts("せんひゃくまん") && big.accepts("いっせんひゃくまん"))
  #expect(!big.accepts("いちせんひゃくまん") && !big.accepts("せんまん"))
  #expect(try Expression("99").reading.accepts("きゅうじゅうく"))
  #expect(try !Expression("99").reading.accepts("きゅうじゅうし"))
  #expect(try !Expression("98").reading.accepts("きゅうじゅうく"))
  #expect(try !Expression("8週間").reading.accepts("はちじゅうかん"))
}
