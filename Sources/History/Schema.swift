import HistoryClient

/// The store's tables, versioned with `PRAGMA user_version`. A store is only ever migrated
/// forward, one step at a time, each step in the same transaction as the new version number.
enum Schema {
  /// One forward step: from `version - 1` to `version`.
  struct Migration: Sendable {
    let version: Int
    let apply: @Sendable (Database) throws(HistoryError) -> Void
  }

  static let migrations: [Migration] = [
    Migration(version: 1) { database throws(HistoryError) in try database.execute(version1) },
    // Version 2 schedules every pattern with FSRS, starting from the challenges already stored,
    // and indexes answer times so a topic's median is read without sorting.
    Migration(version: 2) { database throws(HistoryError) in
      try database.execute(Reviews.createTable)
      try database.execute(
        "CREATE INDEX challenges_by_answer_time ON challenges (topic, answer_seconds)")
      try Reviews.rebuild(in: database)
    },
    // Version 3 keeps running totals per topic and makes the time indexes cover the outcome, so
    // the stats of a long history read a few index pages instead of every challenge.
    Migration(version: 3) { database throws(HistoryError) in
      try database.execute(TopicTotals.createTable)
      try TopicTotals.rebuild(in: database)
      try database.execute(
        """
        DROP INDEX challenges_by_topic;
        CREATE INDEX challenges_by_topic ON challenges (topic, asked_at, outcome);
        DROP INDEX challenges_by_time;
        CREATE INDEX challenges_by_time ON challenges (asked_at, outcome);
        """)
    },
    // Version 4 keeps the likely cause of each wrong try (`swapped-digits`, `place-value` …);
    // tries stored before it have none. The partial index serves the stats' table of causes.
    Migration(version: 4) { database throws(HistoryError) in
      try database.execute(
        """
        ALTER TABLE submissions ADD COLUMN cause TEXT;
        CREATE INDEX submissions_by_cause ON submissions (cause, at) WHERE cause IS NOT NULL;
        """)
    },
    // Version 5 keeps the voice that said each challenge and the situation template a number
    // in a sentence came from, and the threshold each adaptive session ended at. A challenge
    // stored before it takes its session's voice when the session had one voice; in a session
    // of several, which one said it is not known.
    Migration(version: 5) { database throws(HistoryError) in
      try database.execute(
        """
        ALTER TABLE challenges ADD COLUMN voice TEXT;
        ALTER TABLE challenges ADD COLUMN template TEXT;
        UPDATE challenges SET voice = (
          SELECT s.voice FROM sessions s WHERE s.id = challenges.session_id AND instr(s.voice, ',') = 0
        );
        CREATE TABLE thresholds (
          session_id INTEGER PRIMARY KEY REFERENCES sessions(id) ON DELETE CASCADE,
          scene TEXT NOT NULL,
          snr REAL NOT NULL,
          rate REAL NOT NULL,
          answers INTEGER NOT NULL,
          found INTEGER NOT NULL CHECK (found IN (0, 1)),
          measured_at REAL NOT NULL
        );
        """)
    },
  ]

  static var latest: Int { migrations.last?.version ?? 0 }

  /// Refuses, before anything is written, a store from a newer countbiki and an SQLite file that
  /// holds other tables and no version. The first read also fails here for a file that is not a
  /// database.
  static func validate(_ database: Database) throws(HistoryError) {
    let current = try version(of: database)
    if current > latest { throw .newerSchema(path: database.path, version: current) }
    if current == 0, try database.scalar("SELECT count(*) FROM sqlite_schema") != 0 {
      throw .foreignDatabase(path: database.path)
    }
  }

  /// Brings a validated store to the latest version.
  static func migrate(_ database: Database) throws(HistoryError) {
    let current = try version(of: database)
    for migration in migrations where migration.version > current {
      try database.transaction { () throws(HistoryError) in
        // Another process may have migrated while this one waited for the write lock.
        guard try version(of: database) < migration.version else { return }
        try migration.apply(database)
        try database.execute("PRAGMA user_version = \(migration.version)")
      }
    }
  }

  static func version(of database: Database) throws(HistoryError) -> Int {
    Int(try database.scalar("PRAGMA user_version") ?? 0)
  }

  // Times are seconds since 1970 (UTC). `outcome`, `answer_seconds` and `finished_at` follow
  // from the submissions; they are kept so the stats read one row per challenge.
  private static let version1 = """
    CREATE TABLE sessions (
      id INTEGER PRIMARY KEY,
      key TEXT NOT NULL UNIQUE,
      seed TEXT NOT NULL,
      mode TEXT NOT NULL,
      topics TEXT NOT NULL,
      voice TEXT,
      rate REAL,
      started_at REAL NOT NULL,
      ended_at REAL
    );
    CREATE TABLE challenges (
      id INTEGER PRIMARY KEY,
      session_id INTEGER NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
      number INTEGER NOT NULL,
      topic TEXT NOT NULL,
      skill TEXT NOT NULL,
      question_values TEXT NOT NULL,
      display TEXT NOT NULL,
      reading TEXT NOT NULL,
      answer TEXT NOT NULL,
      asked_at REAL NOT NULL,
      outcome TEXT NOT NULL CHECK (outcome IN ('correct', 'missed', 'skipped')),
      answer_seconds REAL,
      finished_at REAL NOT NULL,
      UNIQUE (session_id, number)
    );
    CREATE INDEX challenges_by_time ON challenges (asked_at);
    CREATE INDEX challenges_by_topic ON challenges (topic, asked_at);
    CREATE TABLE submissions (
      challenge_id INTEGER NOT NULL REFERENCES challenges(id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      kind TEXT NOT NULL CHECK (kind IN ('correct', 'incorrect', 'skip')),
      text TEXT,
      at REAL NOT NULL,
      PRIMARY KEY (challenge_id, position)
    ) WITHOUT ROWID;
    CREATE TABLE challenge_patterns (
      challenge_id INTEGER NOT NULL REFERENCES challenges(id) ON DELETE CASCADE,
      pattern TEXT NOT NULL,
      PRIMARY KEY (challenge_id, pattern)
    ) WITHOUT ROWID;
    CREATE INDEX patterns_by_name ON challenge_patterns (pattern, challenge_id);
    """
}
