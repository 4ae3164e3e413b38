import CountBikiKit
import Foundation
import History
import HistoryClient
import SQLite
import TestSupport
import Testing

/// A history of 100,000 answers, made with SQL directly for speed: one recorded challenge gives
/// the schema and a template row that is copied.
private func storeOfAHundredThousandAnswers() throws -> URL {
  let folder = try TemporaryFolder.make("countbiki-export-scale")
  let store = folder.appendingPathComponent("history.sqlite3")
  let start = Date(timeIntervalSince1970: 1_767_258_000)
  let session = SessionRecord(
    key: "k", seed: 1, mode: "questions:1", topics: ["money.conbini"], voice: nil, rate: nil,
    startedAt: start)
  try HistoryStore(path: store.path).record(
    ChallengeRecord(
      number: 1, topic: "money.conbini", skill: "listening", values: [893], display: "¥893",
      reading: "はっぴゃくきゅうじゅうさんえん", answer: "893", patterns: ["hyaku.happyaku"],
      askedAt: start, submissions: [.init(kind: .correct, text: "893", at: start)],
      outcome: .correct),
    of: session)
  let connection = try Connection(path: store.path, busyTimeout: .seconds(5))
  try connection.execute(
    """
    BEGIN;
    WITH RECURSIVE n(i) AS (SELECT 2 UNION ALL SELECT i + 1 FROM n WHERE i < 100000)
    INSERT INTO challenges (id, session_id, number, topic, skill, question_values, display, reading,
      answer, asked_at, outcome, answer_seconds, finished_at, voice, template)
    SELECT i, c.session_id, i, c.topic, c.skill, c.question_values, c.display, c.reading, c.answer,
      c.asked_at + i, c.outcome, c.answer_seconds, c.finished_at + i, c.voice, c.template
    FROM n, challenges c WHERE c.id = 1;
    INSERT INTO submissions (challenge_id, position, kind, text, at)
    SELECT c.id, 0, 'correct', '893', c.asked_at FROM challenges c WHERE c.id > 1;
    INSERT INTO challenge_patterns (challenge_id, pattern)
    SELECT c.id, 'hyaku.happyaku' FROM challenges c WHERE c.id > 1;
    COMMIT;
    """)
  return store
}

/// `history export` writes as it reads: 100,000 answers (about 120 MB of JSON) go out with the
/// exporting process's peak memory under 64 MiB.
/// The CSV export, which shares the reading, runs in full sweeps (`COUNTBIKI_FULL_SWEEP`).
@Test(arguments: Sweep.isFull ? ["--json", "--csv"] : ["--json"])
func exportingAHundredThousandAnswersStaysUnder64MiB(format: String) async throws {
  let store = try storeOfAHundredThousandAnswers()
  let home = try TemporaryFolder.make("countbiki-export-scale-home")
  let output = home.appendingPathComponent("export")
  let (status, peak, lines) = try await onThread {
    let child = try ChildProcess(
      Binary.url.path, ["history", "export", format, "--history", store.path],
      environment: Isolation.environment(home: home), output: output)
    // The exported process's own high-water mark (VmHWM), read until it ends: `ru_maxrss`
    // would count the test process's memory, which a spawned child inherits until its exec.
    var peak = 0
    let end = ContinuousClock.now + .seconds(120)
    while child.termination == nil && ContinuousClock.now < end {
      let status = (try? String(contentsOfFile: "/proc/\(child.pid)/status", encoding: .utf8)) ?? ""
      for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
        peak = max(peak, Int(line.split(separator: " ").dropFirst().first ?? "") ?? 0)
      }
      usleep(2000)
    }
    let termination = try child.wait(.seconds(5))
    var lines = 0
    let bytes = try Data(contentsOf: output)
    for byte in bytes where byte == UInt8(ascii: "\n") { lines += 1 }
    return (termination, peak, lines)
  }
  #expect(status == .exited(0))
  #expect(peak < 64 * 1024, "peak resident memory \(peak) KiB")
  // Every answer is there: one CSV row each, or one JSON object of 26 lines each (and the one
  // session and the document around them).
  #expect(lines == (format == "--csv" ? 100_001 : 100_000 * 26 + 23), "\(lines) lines")
}
