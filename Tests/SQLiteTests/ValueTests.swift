import SQLite
import Testing

/// Values go in through `bind` and come back through `Row` exactly as they were.
@Suite struct ValueTests {
  @Test func integersRoundTripIncludingInt64Extremes() throws {
    let folder = try DatabaseFolder()
    let database = try folder.open()
    try database.execute("CREATE TABLE numbers (position INTEGER PRIMARY KEY, value INTEGER)")
    let values: [Int64] = [
      0, 1, -1, 1_234, 10_000_000_000_000_000, Int64.max, Int64.min, Int64.min + 1,
    ]
    for (position, value) in values.enumerated() {
      try database.run(
        "INSERT INTO numbers VALUES (?, ?)", [.integer(Int64(position)), .integer(value)])
    }
    var read: [Int64] = []
    try database.query("SELECT value FROM numbers ORDER BY position", failure: { $0 }) {
      (row: Row) throws(SQLiteError) in read.append(row.integer(0))
    }
    #expect(read == values)
    #expect(try database.scalar("SELECT value FROM numbers WHERE position = 5") == Int64.max)
    #expect(try database.scalar("SELECT value FROM numbers WHERE position = 6") == Int64.min)
  }

  @Test func doublesRoundTripBitForBit() throws {
    let folder = try DatabaseFolder()
    let database = try folder.open()
    try database.execute("CREATE TABLE reals (position INTEGER PRIMARY KEY, value REAL)")
    let values: [Double] = [
      0, 0.1, 36.5, -5.25, .pi, 1e-300, .leastNonzeroMagnitude, .greatestFiniteMagnitude,
      .infinity, -.infinity,
    ]
    for (position, value) in values.enumerated() {
      try database.run(
        "INSERT INTO reals VALUES (?, ?)", [.integer(Int64(position)), .real(value)])
    }
    var read: [Double] = []
    try database.query("SELECT value FROM reals ORDER BY position", failure: { $0 }) {
      (row: Row) throws(SQLiteError) in read.append(row.real(0))
    }
    #expect(read.map(\.bitPattern) == values.map(\.bitPattern))
  }

  @Test func textRoundTripsWithJapaneseEmojiAndCombiningMarks() throws {
    let folder = try DatabaseFolder()
    let database = try folder.open()
    try database.execute("CREATE TABLE words (position INTEGER PRIMARY KEY, value TEXT)")
    let values = [
      "せんにひゃくさんじゅうよえん", "¥1,234", "１２３", "令和元年", "ｶﾅ", "e\u{301}", "🍣🚃", "𠮷野家",
      "a\tb\nc", "",
    ]
    for (position, value) in values.enumerated() {
      try database.run(
        "INSERT INTO words VALUES (?, ?)", [.integer(Int64(position)), .text(value)])
    }
    #expect(try database.texts("SELECT value FROM words ORDER BY position") == values)
    // SQLite counts characters, so it sees the text's own length, not its bytes.
    #expect(try database.scalar("SELECT length(value) FROM words WHERE position = 0") == 14)
    #expect(
      try database.scalar("SELECT length(CAST(value AS BLOB)) FROM words WHERE position = 0") == 42)
  }

  /// `bind` binds text by length, so a NUL inside it does not cut it short.
  @Test func textHoldingANulIsStoredWhole() throws {
    let folder = try DatabaseFolder()
    let database = try folder.open()
    try database.execute("CREATE TABLE words (value TEXT)")
    try database.run("INSERT INTO words VALUES (?)", [.text("ひゃく\u{0}ほん")])
    #expect(try database.texts("SELECT value FROM words") == ["ひゃく\u{0}ほん"])
    #expect(try database.scalar("SELECT length(CAST(value AS BLOB)) FROM words") == 16)
  }

  @Test func nullIsNullAndEmptyTextIsNot() throws {
    struct Cells: Equatable {
      var isNull: [Bool]
      var text: String?
      var real: Double?
    }
    let folder = try DatabaseFolder()
    let database = try folder.open()
    try database.execute("CREATE TABLE cells (position INTEGER PRIMARY KEY, text TEXT, real REAL)")
    try database.run("INSERT INTO cells VALUES (1, ?, ?)", [.null, .null])
    try database.run("INSERT INTO cells VALUES (2, ?, ?)", [.text(""), .real(0)])
    var rows: [Cells] = []
    var plainText: [String] = []
    try database.query("SELECT text, real FROM cells ORDER BY position", failure: { $0 }) {
      (row: Row) throws(SQLiteError) in
      rows.append(
        Cells(
          isNull: [row.isNull(0), row.isNull(1)], text: row.optionalText(0),
          real: row.optionalReal(1)))
      plainText.append(row.text(0))
    }
    #expect(
      rows == [
        Cells(isNull: [true, true], text: nil, real: nil),
        Cells(isNull: [false, false], text: "", real: 0),
      ])
    #expect(plainText == ["", ""])
  }

  @Test func scalarIsNilForNoRowAndForNullAndTheFirstRowOtherwise() throws {
    let folder = try DatabaseFolder()
    let database = try folder.open()
    try database.execute(
      "CREATE TABLE numbers (value INTEGER); INSERT INTO numbers VALUES (3), (8)")
    #expect(try database.scalar("SELECT value FROM numbers WHERE value > 100") == nil)
    #expect(try database.scalar("SELECT NULL") == nil)
    #expect(try database.scalar("SELECT value FROM numbers ORDER BY value DESC") == 8)
    #expect(try database.scalar("SELECT count(*) FROM numbers WHERE value < ?", [.integer(5)]) == 1)
  }

  @Test func lastInsertedRowIsTheRowidOfTheLatestInsert() throws {
    let folder = try DatabaseFolder()
    let database = try folder.open()
    try database.execute("CREATE TABLE words (id INTEGER PRIMARY KEY, value TEXT)")
    try database.run("INSERT INTO words (id, value) VALUES (41, 'よん')")
    try database.run("INSERT INTO words (value) VALUES ('ご')")
    #expect(database.lastInsertedRow == 42)
  }

  /// A statement is prepared once and kept; each run starts with no value bound, so a value
  /// left out is NULL, not the one the run before bound.
  @Test func aKeptStatementForgetsTheValuesOfTheRunBefore() throws {
    let folder = try DatabaseFolder()
    let database = try folder.open()
    try database.execute("CREATE TABLE words (position INTEGER, value TEXT)")
    let insert = "INSERT INTO words VALUES (?, ?)"
    try database.run(insert, [.integer(1), .text("さんぼん")])
    try database.run(insert, [.integer(2)])
    #expect(try database.texts("SELECT value FROM words ORDER BY position") == ["さんぼん", nil])
  }
}
