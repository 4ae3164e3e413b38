import Foundation
import Testing

@testable import History
@testable import HistoryClient

/// Schema version 5: the voice and template of each challenge, and adaptive thresholds.
@Suite struct SchemaVersion5Tests {
  /// A store written by countbiki at schema version 4 (three scripted drills): money.conbini said
  /// by `female` (¥1,144 first typed 1414: swapped digits), a two-number station.cars sentence said
  /// by `default,female` taking turns, and counters.hon with no sound.
  private func version4Store(in scratch: Scratch) throws -> String {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/history-v4.sqlite3")
    let path = scratch.path("history.sqlite3")
    try FileManager.default.copyItem(atPath: fixture.path, toPath: path)
    let version = try Schema.version(of: Database(path: path, busyTimeout: .seconds(1)))
    #expect(version == 4)
    return path
  }

  @Test func aVersion4FileMigratesKeepingEverythingAndGivesOneVoiceSessionsTheirVoice() throws {
    let scratch = try Scratch()
    let store = try HistoryStore(path: try version4Store(in: scratch))

    #expect(
      try store.withDatabase { database throws(HistoryError) in try Schema.version(of: database) }
        == 5)
    #expect(try store.sessions().map(\.session.voice) == ["female", "default,female", nil])
    let challenges = try store.challenges().map(\.challenge)
    #expect(challenges.map(\.display) == ["¥893", "¥1,144", "13号車", "4号車", "12本"])
    #expect(challenges.map(\.voice) == ["female", "female", nil, nil, nil])
    #expect(challenges.map(\.template) == [nil, nil, nil, nil, nil])
    #expect(challenges[1].submissions.map(\.cause) == ["swapped-digits", nil])
    #expect(challenges[1].submissions.map(\.text) == ["1414", "1144"])
    #expect(try store.thresholds() == [])

    let start = Date(timeIntervalSince1970: 1_764_838_800)  // 2025-12-04 09:00 UTC
    let later = SessionRecord(
      key: "v5", seed: 9, mode: "questions:1", topics: ["station.cars"], voice: "default,female",
      rate: 1, startedAt: start)
    try store.record(
      ChallengeRecord(
        number: 1, topic: "station.cars", skill: "listening", values: [13], display: "13号車",
        reading: "じゅうさんごうしゃ", answer: "13", patterns: [], askedAt: start,
        submissions: [SubmissionRecord(kind: .correct, text: "13", at: start.addingTimeInterval(2))],
        outcome: .correct, voice: "female", template: "station.cars/seat"),
      of: later)
    try store.end(
      later, at: start.addingTimeInterval(3),
      threshold: ThresholdRecord(scene: "shop", snr: 8, rate: 1, answers: 1, found: false))
    let last = try #require(try store.challenges().last?.challenge)
    #expect(last.voice == "female" && last.template == "station.cars/seat")
    #expect(
      try store.thresholds() == [
        StoredThreshold(
          session: 4,
          threshold: ThresholdRecord(scene: "shop", snr: 8, rate: 1, answers: 1, found: false),
          measuredAt: start.addingTimeInterval(3))
      ])
    #expect(HistoryStore.check(path: store.path).problems == [])
  }

  /// The step to version 5 is one transaction: when it cannot finish, the file stays at version
  /// 4 with nothing of version 5 in it, and the store says why in one sentence.
  @Test func aMigrationThatFailsLeavesTheVersion4FileAsItWas() throws {
    let scratch = try Scratch()
    let path = try version4Store(in: scratch)
    try Database(path: path, busyTimeout: .seconds(1)).execute("CREATE TABLE thresholds (x)")
    #expect(throws: HistoryError.self) { try HistoryStore(path: path) }
    let database = try Database(path: path, busyTimeout: .seconds(1))
    #expect(try Schema.version(of: database) == 4)
    #expect(
      try database.scalar(
        "SELECT count(*) FROM pragma_table_info('challenges') WHERE name IN ('voice', 'template')")
        == 0)
  }

  @Test func anAdaptiveSessionKeepsItsThresholdAndForgettingItsTopicDropsIt() throws {
    let scratch = try Scratch()
    let store = try HistoryStore(path: scratch.path("history.sqlite3"))
    try store.record(challenge(1), of: session("a"))
    let threshold = ThresholdRecord(scene: "phone", snr: -2.5, rate: 1.2, answers: 30, found: true)
    try store.end(session("a"), at: morning.addingTimeInterval(60), threshold: threshold)
    // Ending again (a second `end`) replaces the session's threshold rather than adding one.
    try store.end(session("a"), at: morning.addingTimeInterval(61), threshold: threshold)
    #expect(
      try store.thresholds() == [
        StoredThreshold(session: 1, threshold: threshold, measuredAt: morning.addingTimeInterval(61))
      ])
    try store.forget(["money"])
    #expect(try store.thresholds() == [])
  }
}
