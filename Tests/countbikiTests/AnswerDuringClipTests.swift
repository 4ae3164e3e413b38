import Foundation
import History
import Speech
import TestSupport
import Testing

/// An answer typed while the question is still being said (through ALSA's `file` plugin over
/// the null device: no sound card, no sound server, the clip paced by the wall clock) is judged
/// at once, the clip cut, and stored before anything else happens.
@Suite struct AnswerDuringClipTests {
  static let drill = ["drill", "money.conbini", "--seed", "1", "--rate", "0.5"]

  /// Before, the answer waited for the clip to end: when its verdict was printed the device had
  /// been given the whole clip (at half speed about two and a half seconds), and a SIGTERM in
  /// that time dropped it. Now the verdict comes while the device has had only part of it, and
  /// a SIGTERM right after the verdict finds the answer in the store.
  @Test func anAnswerTypedWhileTheQuestionIsSaidIsJudgedAtOnceAndStored() async throws {
    let home = try TemporaryFolder.make("countbiki-answer-during-clip")
    var environment = try Binary.environment(config: nil)
    environment["HOME"] = home.path
    // The first question's clip, as the drill makes it.
    let clips = home.appendingPathComponent("clips")
    let written = try await Binary.run(
      Self.drill + ["--questions", "1", "--audio", "wav:\(clips.path)", "--no-history"],
      input: "893\n", environment: environment)
    #expect(written.status == 0, "\(written.error)")
    let clip = try PCM(wav: Data(contentsOf: clips.appendingPathComponent("001.wav")))
    #expect(clip.duration > 1.5)

    let capture = home.appendingPathComponent("out.raw")
    try """
    pcm.!default { type file; slave.pcm "null"; file "\(capture.path)"; format "raw" }

    """.write(to: home.appendingPathComponent(".asoundrc"), atomically: true, encoding: .utf8)
    let store = home.appendingPathComponent("history.sqlite3")
    let drill = try RunningBinary(Self.drill + ["--history", store.path], environment: environment)
    _ = try await Deadline.poll(
      .seconds(20), "the first question was never asked", every: .milliseconds(2)
    ) {
      drill.output.contains("Q1 ♪") ? true : nil
    }
    drill.write("893\n")
    let played = try await Deadline.poll(
      .seconds(20), "the answer was never judged", every: .milliseconds(2)
    ) {
      () -> Int? in
      guard drill.output.contains("893 → right: ¥893") else { return nil }
      let bytes = (try? FileManager.default.attributesOfItem(atPath: capture.path)[.size]) as? Int
      return (bytes ?? 0) / 2
    }
    _ = drill.send(SIGTERM)
    let (result, _) = try await drill.finish()
    #expect(
      played < clip.samples.count, "the device had \(played) of \(clip.samples.count) samples")
    #expect(result.status == 128 + SIGTERM)
    #expect(result.output.hasPrefix("Q1 ♪ はっぴゃくきゅうじゅうさんえん\n  893 → right: ¥893\nQ2 ♪ "))
    let sessions = try HistoryStore(path: store.path).sessions()
    #expect(sessions.map(\.questions) == [1])
    #expect(sessions.map(\.correct) == [1])
    #expect(sessions.allSatisfy { $0.endedAt != nil })
  }
}
