import CountBikiKit
import Foundation
import Testing

/// One line of `Tables/CounterTable.tsv`: a dictionary entry and its hand-written readings of
/// 1–10, 100, 1000 and 何, each cell every accepted reading with the canonical first.
struct CounterTableRow: Sendable, CustomTestStringConvertible {
  /// The counter as written (本, ページ), or the entry's id for a counter context alone chooses.
  let key: String
  let cells: [[String]]
  var testDescription: String { key }

  /// The numbers of the columns; nil is 何.
  static let columns: [UInt128?] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 100, 1000, nil]

  static let all: [CounterTableRow] = {
    guard let url = Bundle.module.url(forResource: "CounterTable", withExtension: "tsv"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { return [] }
    return text.split(separator: "\n").compactMap { line in
      guard !line.hasPrefix("#") else { return nil }
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
      return CounterTableRow(
        key: String(fields[0]),
        cells: fields.dropFirst().map { $0.split(separator: " ").map(String.init) })
    }
  }()

  /// The dictionary entry the row stands for.
  var entry: CounterDictionary.Entry? {
    if key.hasPrefix("=") { return CounterDictionary.builtIn.entry(String(key.dropFirst())) }
    return CounterDictionary.builtIn.entries.first { $0.written.first == key }
  }

  /// What `read --all` prints for the cell's number with the counter, or nil when it refuses it;
  /// a counter with no spelling of its own is read through the engine directly.
  func engineReadings(_ column: Int) -> [String]? {
    let number = Self.columns[column]
    guard key.hasPrefix("="), let counter = entry?.counter else {
      let text = number.map { "\($0)\(key)" } ?? "何\(key)"
      return try? Expression(text).reading.accepted
    }
    guard let number else { return counter.question.isEmpty ? nil : counter.question }
    return try? Cardinal.reading(of: number, counter).accepted
  }
}

@Test func counterTableHasOneRowOfThirteenCellsForEveryDictionaryEntry() {
  let rows = CounterTableRow.all
  #expect(rows.count == CounterDictionary.builtIn.entries.count)
  #expect(rows.count >= 150)
  #expect(Set(rows.compactMap { $0.entry?.id }).count == rows.count)
  for row in rows {
    #expect(row.entry != nil, "\(row.key) is not an entry of the dictionary")
    #expect(row.cells.count == 13, "\(row.key)")
    for cell in row.cells {
      #expect(!cell.isEmpty && Set(cell).count == cell.count, "\(row.key): \(cell)")
      #expect(
        cell == ["-"]
          || cell.allSatisfy { Kana.isHiragana($0.replacing("ー", with: "")) }, "\(row.key): \(cell)")
    }
  }
}

/// `read --all` of every entry with 1–10, 100, 1000 and 何 is the hand-written table's cell: the
/// same canonical reading and the same set of accepted ones; "-" is a refusal.
@Test(arguments: CounterTableRow.all)
func readAllListsExactlyTheCounterTablesReadings(_ row: CounterTableRow) {
  for (column, cell) in row.cells.enumerated() {
    let number = CounterTableRow.columns[column].map { "\($0)" } ?? "何"
    let got = row.engineReadings(column)
    if cell == ["-"] {
      #expect(got == nil, "\(number)\(row.key) should be refused, read as \(got ?? [])")
      continue
    }
    #expect(got?.first == cell.first, "\(number)\(row.key): \(got ?? []) vs \(cell)")
    #expect(Set(got ?? []) == Set(cell), "\(number)\(row.key): \(got ?? []) vs \(cell)")
  }
}

/// The issue's own line, as a learner types it: `countbiki read --all 3巻 6通 8曲 10ページ
/// 10ポイント 4畳半 1000m 500g 2L 3合 何冊 100日 37度5分`.
@Test func issueLineReadsWithEveryStandardVariant() throws {
  let expected: [(String, [String])] = [
    ("3巻", ["さんかん"]),
    ("6通", ["ろくつう"]),
    ("8曲", ["はっきょく", "はちきょく"]),
    ("10ページ", ["じゅっぺーじ", "じっぺーじ"]),
    ("10ポイント", ["じゅっぽいんと", "じっぽいんと"]),
    ("4畳半", ["よじょうはん", "よんじょうはん"]),
    ("1000m", ["せんめーとる"]),
    ("500g", ["ごひゃくぐらむ"]),
    ("2L", ["にりっとる"]),
    ("3合", ["さんごう"]),
    ("何冊", ["なんさつ"]),
    ("100日", ["ひゃくにち"]),
    ("37度5分", ["さんじゅうななどごぶ"]),
  ]
  for (text, readings) in expected {
    #expect(try Expression(text).reading.accepted == readings, "\(text)")
  }
}

/// 1日 alone is both the first of a month and one day; a date keeps ついたち only.
@Test func oneDayAloneIsTheFirstOrOneDayButADateIsTheFirst() throws {
  #expect(try Expression("1日").reading.accepted == ["ついたち", "いちにち"])
  #expect(try Expression("4月1日").reading.accepted == ["しがつついたち"])
  #expect(try Expression("1日間").reading.accepted == ["いちにちかん"])
  #expect(try Expression("2日").reading.accepted == ["ふつか"])
  #expect(try Expression("20日").reading.accepted == ["はつか"])
}

/// A counter that counts whole things refuses a decimal or a number below zero in one sentence;
/// one that measures takes it.
@Test func wholeThingCountersRefuseDecimalsInOneSentence() throws {
  for text in ["1.5冊", "-2冊", "2.5箱"] {
    let error = #expect(throws: ExpressionError.self) { try Expression(text) }
    let label = text.drop { !$0.isLetter || $0.isASCII }
    #expect(
      error?.description
        == "cannot read “\(text)”: \(label) counts whole numbers only, not a decimal or a number below zero"
    )
  }
  #expect(try Expression("1.5kg").reading.canonical == "いちてんごきろ")
  #expect(try Expression("0杯").reading.accepted == ["ぜろはい", "れいはい"])
}

/// A topic file may name any counter of the dictionary; an unknown one is named with the file
/// and the topic, in one sentence.
@Test func aTopicFileTakesAnyDictionaryCounterAndNamesAnUnknownOne() {
  func problems(_ counter: String) -> [String] {
    var catalog = TopicCatalog()
    let json = """
      {"category": "mine", "topics": [{"id": "mine.x", "title": "X", "kind": "range", "min": 1,
      "max": 10, "counter": "\(counter)"}]}
      """
    catalog.add(data: Data(json.utf8), file: "mine.json")
    return catalog.problems.map(\.description)
  }
  for entry in CounterDictionary.builtIn.entries {
    for label in entry.written {
      #expect(problems(label) == [], "\(label)")
    }
  }
  let unknown = problems("ほげ")
  #expect(unknown.count == 1)
  #expect(
    unknown.first?.hasPrefix(
      "mine.json: topics[0] (mine.x).counter: “ほげ” is not a counter countbiki knows; use one of the 174 counters of the counter dictionary"
    ) == true, "\(unknown)")
  #expect(unknown.first?.contains("\n") == false)
}
