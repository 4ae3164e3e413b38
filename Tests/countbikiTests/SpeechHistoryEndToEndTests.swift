import Foundation
import History
import HistoryClient
import TestSupport
import Testing

/// What the store keeps of how a question was said: its voice, its template, and the threshold
/// an adaptive session ended at, through the built binary and a store in an isolated XDG home.
@Suite struct SpeechHistoryEndToEndTests {
  private let home: URL
  /// Where a drill keeps its history when no store is named.
  private var store: String {
    home.appendingPathComponent(".local/share/countbiki/history.sqlite3").path
  }

  init() throws {
    home = try TemporaryFolder.make("countbiki-said")
  }

  /// Runs countbiki in the isolated home, its fake clock starting at `clock` (seconds since 1970).
  private func run(_ arguments: [String], input: String = "", clock: Int) async throws
    -> Binary.Result
  {
    var environment = Isolation.environment(home: home)
    environment["COUNTBIKI_FAKE_CLOCK"] = String(clock)
    environment["TZ"] = "UTC"
    return try await Binary.run(arguments, input: input, environment: environment)
  }

  private func audio(_ name: String) -> String {
    "wav:" + home.appendingPathComponent(name).path
  }

  /// Two adaptive drills of counters.hon in the shop, a day apart: the first misses 15本 once,
  /// typing 51 (the ratio goes up to +24 dB and turns there), the second has every answer right
  /// (+12 dB).
  @Test func statsShowTheConfusionTableAndAThresholdLineAfterTwoAdaptiveSessions() async throws {
    defer { try? FileManager.default.removeItem(at: home) }
    let december1 = 1_764_579_600  // 2025-12-01 09:00 UTC
    let first = try await run(
      [
        "drill", "counters.hon", "--seed", "2", "--questions", "4", "--adaptive", "--audio",
        audio("first"),
      ], input: "12\n51\n15\n12\n16\n", clock: december1)
    #expect(first.status == 0 && first.error == "")
    #expect(
      first.output.contains(
        "\nThreshold: you catch counters.hon at +24.0 dB in shop noise, at 1.00× speed (estimated from 4 answers).\n"
      ))
    let second = try await run(
      [
        "drill", "counters.hon", "--seed", "2", "--questions", "4", "--adaptive", "--audio",
        audio("second"),
      ], input: "12\n15\n12\n16\n", clock: december1 + 86_400)
    #expect(second.status == 0 && second.error == "")
    #expect(
      second.output.contains(
        "\nThreshold: you catch counters.hon at +12.0 dB in shop noise, at 1.00× speed (estimated from 4 answers).\n"
      ))

    let stats = try await run(["stats", "--days", "2"], clock: december1 + 86_400 + 3 * 3600)
    #expect(stats.status == 0 && stats.error == "")
    #expect(
      stats.output == """
        Topic         Questions  First try  Median  Last practised  This week  Last week
        counters.hon          8        88%   1.0 s  today           8 (88%)    -

        Last 2 days (questions a day, first-try accuracy)
          Mon 1 Dec   ██████████████████████████████  4  75%
          Tue 2 Dec   ██████████████████████████████  4  100%

        Why answers were missed (wrong tries by likely cause)
          Cause           Tries  This week  Last week  Trend
          swapped digits      1          1          0  more

        Thresholds of adaptive drills, oldest first (speech over noise: lower is better)
          counters.hon in shop noise: Mon 1 Dec +24.0 dB → Tue 2 Dec +12.0 dB (better by 12.0 dB)

        Streak 2 days   practice time 9 s   8 questions, 88% right first time

        """)
    let json = try await run(["stats", "--json"], clock: december1 + 86_400 + 3 * 3600)
    let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
    let thresholds = try #require(object?["thresholds"] as? [[String: Any]])
    #expect(thresholds.count == 1)
    #expect(thresholds.first?["scene"] as? String == "shop")
    #expect(
      (thresholds.first?["measures"] as? [[String: Any]])?.compactMap { $0["snr"] as? Double }
        == [24, 12])
  }

  @Test func anAdaptiveDrillWithoutSoundKeepsNoThreshold() async throws {
    defer { try? FileManager.default.removeItem(at: home) }
    let result = try await run(
      ["drill", "counters.hon", "--seed", "2", "--questions", "2", "--adaptive", "--audio", "none"],
      input: "12\n15\n", clock: 1_764_579_600)
    #expect(result.status == 0)
    let kept = try HistoryStore(path: store)
    #expect(try kept.challenges().count == 2)
    #expect(try kept.thresholds() == [])
  }

  /// station.cars seed 51 says 「指定席は6号車から12号車までです」 (6 and 12); typed `6 21`, then
  /// the answer. Two voices take turns; this sentence is default's.
  @Test func aSentenceKeepsItsVoiceTemplateAndEachNumbersCauseInJSONAndTheExport() async throws {
    defer { try? FileManager.default.removeItem(at: home) }
    let result = try await run(
      [
        "drill", "station.cars", "--context", "sentence", "--seed", "51", "--questions", "1",
        "--voice", "default,female", "--audio", audio("cars"), "--json",
      ], input: "6 21\n6 12\n", clock: 1_764_579_600)
    #expect(result.status == 0 && result.error == "")
    let summary = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let challenges = try #require(summary["challenges"] as? [[String: Any]])
    #expect(challenges.map { $0["voice"] as? String } == ["default", "default"])
    #expect(
      challenges.map { ($0["question"] as? [String: Any])?["template"] as? String } == [
        "station.cars/reserved", "station.cars/reserved",
      ])
    let causes = challenges.map { challenge in
      (challenge["submissions"] as? [[String: Any]] ?? []).map {
        (($0["diagnosis"] as? [String: Any])?["cause"] as? String) ?? "-"
      }
    }
    #expect(causes == [["-", "-"], ["swapped-digits", "-"]])

    let export = try await run(["history", "export", "--csv"], clock: 1_764_579_700)
    #expect(export.status == 0)
    #expect(
      export.output.split(separator: "\n", omittingEmptySubsequences: false).dropFirst()
        .joined(separator: "\n") == """
        1,51,2025-12-01T09:00:00Z,1,station.cars,listening,6,6号車,ろくごうしゃ,6,,correct,2025-12-01T09:00:00Z,1,correct,6,2025-12-01T09:00:01Z,,station.cars/reserved,default
        1,51,2025-12-01T09:00:00Z,1,station.cars,listening,6,6号車,ろくごうしゃ,6,,correct,2025-12-01T09:00:00Z,2,correct,6,2025-12-01T09:00:02Z,,station.cars/reserved,default
        1,51,2025-12-01T09:00:00Z,2,station.cars,listening,12,12号車,じゅうにごうしゃ,12,,missed,2025-12-01T09:00:00Z,1,incorrect,21,2025-12-01T09:00:01Z,swapped-digits,station.cars/reserved,default
        1,51,2025-12-01T09:00:00Z,2,station.cars,listening,12,12号車,じゅうにごうしゃ,12,,missed,2025-12-01T09:00:00Z,2,correct,12,2025-12-01T09:00:02Z,,station.cars/reserved,default

        """)
  }
}
