import Foundation
import History
import TestSupport
import Testing

/// A drill playing through ALSA (the `file` plugin over the null device: no sound card, no sound
/// server, clips paced by the wall clock as on a real device) with its own history store.
private final class ALSADrill {
  let store: URL
  let binary: RunningBinary

  init() throws {
    let home = try TemporaryFolder.make("countbiki-alsa-signal")
    store = home.appendingPathComponent("history.sqlite3")
    let pcm = home.appendingPathComponent("out.raw").path
    try """
    pcm.!default { type file; slave.pcm "null"; file "\(pcm)"; format "raw" }

    """.write(to: home.appendingPathComponent(".asoundrc"), atomically: true, encoding: .utf8)
    var environment = try Binary.environment(config: nil)
    environment["HOME"] = home.path
    binary = try RunningBinary(
      ["drill", "money.conbini", "--seed", "5", "--history", store.path], environment: environment)
  }
}

/// A stop signal while a clip plays through ALSA ends the drill with its summary and its session
/// ended in the store. Before, the summary was written as soon as the clip stopped, while the
/// store was still being told the session had ended, and the process could exit in between:
/// 3 to 4 of 20 such drills (8 of 40 in the campaign) left a session "not ended".
@Suite struct SignalDuringALSAClipTests {
  /// The drills run side by side: each answers the first question, then gets SIGTERM while the
  /// second is being said (its clip lasts about a second and a half).
  static let drills = Sweep.count(12, full: 40)

  @Test func everyDrillSignalledWhileAClipPlaysLeavesItsSessionEnded() async throws {
    let drills = try (0..<Self.drills).map { _ in try ALSADrill() }
    for drill in drills { drill.binary.write("641\n") }
    var playing = Array(drills.indices)
    _ = try await Deadline.poll(
      .seconds(30), "a second question was never asked", every: .milliseconds(5)
    ) {
      () -> Bool? in
      playing.removeAll { index in
        guard drills[index].binary.output.contains("Q2 ♪") else { return false }
        _ = drills[index].binary.send(SIGTERM)
        return true
      }
      return playing.isEmpty ? true : nil
    }
    for drill in drills {
      let (result, _) = try await drill.binary.finish()
      #expect(result.status == 128 + SIGTERM, "\(result.error)")
      #expect(
        result.output == """
          Q1 ♪ ろっぴゃくよんじゅういちえん
            641 → right: ¥641
          Q2 ♪ せんひゃくごじゅうさんえん

          1 question: 1 right first time, 0 missed, 0 skipped in 2 s. Seed 5.
          Replay these questions with --seed 5.

          """)
      let sessions = try HistoryStore(path: drill.store.path).sessions()
      #expect(sessions.count == 1)
      #expect(sessions.allSatisfy { $0.endedAt != nil && $0.questions == 1 }, "not ended")
    }
  }
}
