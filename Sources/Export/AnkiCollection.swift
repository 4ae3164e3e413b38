import CountBikiKit
import Foundation
import SQLite

/// An Anki collection in the schema-11 form (`collection.anki2`) that every Anki since 2.1
/// imports: one deck, one note type, one new card per note.
struct AnkiCollection {
  let deckName: String
  let deckDescription: String
  let noteType: AnkiNoteType
  let cards: [Flashcard]

  /// The one time written everywhere a time is kept (1 January 2026, 00:00 UTC), so the same
  /// export gives the same bytes.
  static let created: Int64 = 1_767_225_600

  var deckID: Int64 { StableID.id("countbiki deck/\(deckName)") }

  /// Writes the collection as a new SQLite file at `path`.
  func write(to path: String) throws(SQLiteError) {
    let file = try Connection(path: path, busyTimeout: .seconds(5))
    try file.execute(Self.schema)
    try file.transaction(failure: { $0 }) { () throws(SQLiteError) in
      try file.run(
        "INSERT INTO col VALUES (1, ?, ?, ?, 11, 0, 0, 0, ?, ?, ?, ?, '{}')",
        [
          .integer(Self.created), .integer(Self.created * 1000), .integer(Self.created * 1000),
          .text(Self.json(configuration)), .text(Self.json(models)), .text(Self.json(decks)),
          // No deck options: the deck takes those of the collection it is imported into.
          .text("{}"),
        ])
      for (position, card) in cards.enumerated() {
        let fields = card.ankiFields
        try file.run(
          "INSERT INTO notes VALUES (?, ?, ?, ?, 0, '', ?, ?, ?, 0, '')",
          [
            .integer(card.noteID), .text(card.guid), .integer(noteType.id),
            .integer(Self.created), .text(fields.joined(separator: "\u{1f}")),
            .text(fields[AnkiNoteType.sortField]),
            .integer(Self.checksum(fields[AnkiNoteType.sortField])),
          ])
        // A new card, due in the order of the export.
        try file.run(
          "INSERT INTO cards VALUES (?, ?, ?, 0, ?, 0, 0, 0, ?, 0, 0, 0, 0, 0, 0, 0, 0, '')",
          [
            .integer(card.noteID), .integer(card.noteID), .integer(deckID),
            .integer(Self.created), .integer(Int64(position + 1)),
          ])
      }
    }
  }

  /// Anki's duplicate check: the first 32 bits of the SHA-1 of the sort field.
  static func checksum(_ text: String) -> Int64 {
    Int64(SHA1.digest(Array(text.utf8)).prefix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
  }

  private var configuration: [String: Any] {
    [
      "activeDecks": [deckID], "curDeck": deckID, "curModel": noteType.id,
      "nextPos": cards.count + 1,
      "newSpread": 0, "collapseTime": 1200, "timeLim": 0, "estTimes": true, "dueCounts": true,
      "sortType": "noteFld", "sortBackwards": false, "addToCur": true,
    ]
  }

  private var models: [String: Any] {
    [String(noteType.id): noteType.json(modified: Self.created, deckID: deckID)]
  }

  private var decks: [String: Any] {
    [
      "1": Self.deck(id: 1, name: "Default", description: ""),
      String(deckID): Self.deck(id: deckID, name: deckName, description: deckDescription),
    ]
  }

  private static func deck(id: Int64, name: String, description: String) -> [String: Any] {
    [
      "id": id, "name": name, "desc": description, "mod": created, "usn": 0, "dyn": 0, "conf": 1,
      "collapsed": false, "browserCollapsed": false, "extendNew": 0, "extendRev": 0,
      "newToday": [0, 0], "revToday": [0, 0], "lrnToday": [0, 0], "timeToday": [0, 0],
    ]
  }

  /// JSON with sorted keys, so the bytes do not depend on dictionary order.
  static func json(_ value: Any) -> String {
    let data = try! JSONSerialization.data(
      withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes])
    return String(decoding: data, as: UTF8.self)
  }

  private static let schema = """
    CREATE TABLE col (id integer PRIMARY KEY, crt integer NOT NULL, mod integer NOT NULL,
      scm integer NOT NULL, ver integer NOT NULL, dty integer NOT NULL, usn integer NOT NULL,
      ls integer NOT NULL, conf text NOT NULL, models text NOT NULL, decks text NOT NULL,
      dconf text NOT NULL, tags text NOT NULL);
    CREATE TABLE notes (id integer PRIMARY KEY, guid text NOT NULL, mid integer NOT NULL,
      mod integer NOT NULL, usn integer NOT NULL, tags text NOT NULL, flds text NOT NULL,
      sfld integer NOT NULL, csum integer NOT NULL, flags integer NOT NULL, data text NOT NULL);
    CREATE TABLE cards (id integer PRIMARY KEY, nid integer NOT NULL, did integer NOT NULL,
      ord integer NOT NULL, mod integer NOT NULL, usn integer NOT NULL, type integer NOT NULL,
      queue integer NOT NULL, due integer NOT NULL, ivl integer NOT NULL, factor integer NOT NULL,
      reps integer NOT NULL, lapses integer NOT NULL, left integer NOT NULL, odue integer NOT NULL,
      odid integer NOT NULL, flags integer NOT NULL, data text NOT NULL);
    CREATE TABLE revlog (id integer PRIMARY KEY, cid integer NOT NULL, usn integer NOT NULL,
      ease integer NOT NULL, ivl integer NOT NULL, lastIvl integer NOT NULL,
      factor integer NOT NULL, time integer NOT NULL, type integer NOT NULL);
    CREATE TABLE graves (usn integer NOT NULL, oid integer NOT NULL, type integer NOT NULL);
    CREATE INDEX ix_notes_usn ON notes (usn);
    CREATE INDEX ix_cards_usn ON cards (usn);
    CREATE INDEX ix_revlog_usn ON revlog (usn);
    CREATE INDEX ix_cards_nid ON cards (nid);
    CREATE INDEX ix_cards_sched ON cards (did, queue, due);
    CREATE INDEX ix_revlog_cid ON revlog (cid);
    CREATE INDEX ix_notes_csum ON notes (csum);
    """
}
