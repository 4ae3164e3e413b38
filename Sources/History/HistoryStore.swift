import Foundation
import HistoryClient
import Synchronization

/// The learner's practice history in one SQLite file: every finished challenge with its session,
/// written in its own transaction so a crash loses at most the question being asked. Several
/// processes may use one store at once (WAL journal, busy timeout). Every failure is a
/// `HistoryError`; the file is never truncated, replaced or deleted.
public final class HistoryStore: Sendable {
  /// The file the store lives in.
  public let path: String
  let database: Mutex<Database>

  /// Opens the store at `path`, creating it when missing and migrating an older schema forward.
  /// A missing folder is made only when `makesFolder` is set (countbiki's own data folder); one
  /// the learner named is more likely a mistyped path than a wish for a new tree of folders.
  /// `busyTimeout` is how long a write waits while another process writes.
  public init(path: String, busyTimeout: Duration = .seconds(5), makesFolder: Bool = false)
    throws(HistoryError)
  {
    self.path = path
    if case .unusable(let error) = StoreFile.at(path) { throw error }
    let folder = (path as NSString).deletingLastPathComponent
    if !folder.isEmpty, !FileManager.default.fileExists(atPath: folder) {
      guard makesFolder else { throw .missingFolder(path: path, folder: folder) }
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      } catch {
        throw .cannotOpen(path: path, reason: "its folder cannot be created")
      }
    }
    // SQLite would open such a file read-only and fail later, at the first write.
    if FileManager.default.fileExists(atPath: path),
      access(path, W_OK) != 0 || access(folder.isEmpty ? "." : folder, W_OK) != 0
    {
      throw .readOnly(path: path)
    }
    let database = try Database(path: path, busyTimeout: busyTimeout)
    try Schema.validate(database)
    try database.execute("PRAGMA journal_mode = WAL")
    // In WAL mode NORMAL keeps every committed transaction through a crash of the process; only
    // a power cut can lose the last ones.
    // A small page cache keeps a long drill's memory flat; the stats read index pages only.
    try database.execute(
      "PRAGMA synchronous = NORMAL; PRAGMA foreign_keys = ON; PRAGMA cache_size = -512")
    try Schema.migrate(database)
    self.database = Mutex(database)
  }

  /// Stores one finished challenge of `session` in its own transaction, adding the session the
  /// first time one of its challenges is stored.
  public func record(_ challenge: ChallengeRecord, of session: SessionRecord) throws(HistoryError) {
    try withDatabase { database throws(HistoryError) in
      try database.transaction { () throws(HistoryError) in
        let sessionID = try insert(session, into: database)
        try insert(challenge, session: sessionID, into: database)
      }
    }
  }

  /// Marks `session` as ended, keeping the `threshold` an adaptive session ended at with it. A
  /// session whose challenges were stored but that never ended (the process was killed) keeps
  /// no end time and is listed as not ended.
  public func end(_ session: SessionRecord, at end: Date, threshold: ThresholdRecord? = nil)
    throws(HistoryError)
  {
    try withDatabase { database throws(HistoryError) in
      try database.transaction { () throws(HistoryError) in
        try database.run(
          "UPDATE sessions SET ended_at = ? WHERE key = ?",
          [.real(end.timeIntervalSince1970), .text(session.key)])
        guard let threshold else { return }
        try database.run(
          """
          INSERT OR REPLACE INTO thresholds (session_id, scene, snr, rate, answers, found, measured_at)
          SELECT id, ?, ?, ?, ?, ?, ? FROM sessions WHERE key = ?
          """,
          [
            .text(threshold.scene), .real(threshold.snr), .real(threshold.rate),
            .integer(Int64(threshold.answers)), .integer(threshold.found ? 1 : 0),
            .real(end.timeIntervalSince1970), .text(session.key),
          ])
      }
      // Each challenge adds a few pages to the write-ahead log; the session's end copies them
      // into the file and empties the log. Another process reading now keeps it (no error).
      _ = try? database.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    }
  }

  /// Runs `body` with the connection, one caller at a time.
  func withDatabase<Value: Sendable>(
    _ body: (Database) throws(HistoryError) -> Value
  ) throws(HistoryError) -> Value {
    let result: Result<Value, HistoryError> = database.withLock { database in
      do throws(HistoryError) { return .success(try body(database)) } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  private func insert(_ session: SessionRecord, into database: Database) throws(HistoryError)
    -> Int64
  {
    try database.run(
      """
      INSERT INTO sessions (key, seed, mode, topics, voice, rate, started_at)
      VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (key) DO NOTHING
      """,
      [
        .text(session.key), .text(String(session.seed)), .text(session.mode),
        .text(session.topics.joined(separator: " ")), session.voice.map { .text($0) } ?? .null,
        session.rate.map { .real($0) } ?? .null, .real(session.startedAt.timeIntervalSince1970),
      ])
    guard
      let id = try database.scalar("SELECT id FROM sessions WHERE key = ?", [.text(session.key)])
    else {
      throw .failed(path: path, reason: "the session was not stored")
    }
    return id
  }

  private func insert(_ challenge: ChallengeRecord, session: Int64, into database: Database)
    throws(HistoryError)
  {
    let finishedAt = challenge.submissions.last?.at ?? challenge.askedAt
    try database.run(
      """
      INSERT INTO challenges (session_id, number, topic, skill, question_values, display, reading,
        answer, asked_at, outcome, answer_seconds, finished_at, voice, template)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      """,
      [
        .integer(session), .integer(Int64(challenge.number)), .text(challenge.topic),
        .text(challenge.skill),
        .text(challenge.values.map(String.init).joined(separator: " ")), .text(challenge.display),
        .text(challenge.reading), .text(challenge.answer),
        .real(challenge.askedAt.timeIntervalSince1970),
        .text(challenge.outcome.rawValue), challenge.answerSeconds.map { .real($0) } ?? .null,
        .real(finishedAt.timeIntervalSince1970), challenge.voice.map { .text($0) } ?? .null,
        challenge.template.map { .text($0) } ?? .null,
      ])
    let id = database.lastInsertedRow
    for (position, submission) in challenge.submissions.enumerated() {
      try database.run(
        """
        INSERT INTO submissions (challenge_id, position, kind, text, at, cause)
        VALUES (?, ?, ?, ?, ?, ?)
        """,
        [
          .integer(id), .integer(Int64(position)), .text(submission.kind.rawValue),
          submission.text.map { .text($0) } ?? .null, .real(submission.at.timeIntervalSince1970),
          submission.cause.map { .text($0) } ?? .null,
        ])
    }
    let patterns = Set(challenge.patterns).sorted()
    for pattern in patterns {
      try database.run(
        "INSERT INTO challenge_patterns (challenge_id, pattern) VALUES (?, ?)",
        [.integer(id), .text(pattern)])
    }
    let grade = FSRS.Grade(outcome: challenge.outcome, answerSeconds: challenge.answerSeconds)
    let reviewedAt = challenge.submissions.first?.at ?? challenge.askedAt
    try Reviews.review(patterns, grade: grade, at: reviewedAt, in: database)
    try TopicTotals.add(challenge, in: database)
  }
}
