import Foundation
import History
import SpeechClient
import TestSupport
import Testing

/// An answer typed while the question is still being said (through ALSA's `file` plugin over
/// the null device: no sound card, no sound server, the clip paced by the wall clock) is judged
/// at once, the clip cut, and stored before anything else happens.
@Suite struct AnswerDuringClipTests {
  /// A sentence (about three seconds) at the normal rate, so the device gets the clip's samples
  /// exactly as the drill writes them to a WAV file.
  static let drill = ["drill", "money.conbini", "--seed", "1", "--context", "sentence"]

  static func size(of file: URL) -> Int {
    var info = stat()
    return stat(file.path, &info) == 0 ? Int(info.st_size) : 0
  }

  /// Before, the answer waited for the clip to end: the device was given the whole clip (a sentence of
  /// about three seconds) before the verdict, and a SIGTERM in that time dropped
  /// the answer. Now the verdict cuts the clip (the device had only part of it), and a SIGTERM
  /// right after the verdict finds the answer in the store.
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
    #expect(clip.duration > 2.5)

    let capture = home.appendingPathComponent("out.raw")
    try """
    pcm.!default { type file; slave.pcm "null"; file "\(capture.path)"; format "raw" }

    """.write(to: home.appendingPathComponent(".asoundrc"), atomically: true, encoding: .utf8)
    let store = home.appendingPathComponent("history.sqlite3")
    // The drill at real-time priority, and the typing on a thread of its own: a busy machine
    // or a busy concurrency pool would otherwise let the whole clip play before the answer
    // is typed or read, and the test would time the load instead of the drill.
    let drill = try RunningBinary(
      Self.drill + ["--history", store.path], environment: environment, realTime: true)
    let threshold = 2 * clip.sampleRate / 10
    nonisolated(unsafe) let typist = drill
    try await onThread {
      // The answer is typed once the device has been given a tenth of a second of the clip.
      _ = try Deadline.poll(.seconds(20), "the first question was never played", every: .milliseconds(1)) {
        () -> Bool? in Self.size(of: capture) >= threshold ? true : nil
      }
      typist.write("893\n")
    }
    _ = try await Deadline.poll(
      .seconds(20), "the answer was never judged", every: .milliseconds(2)
    ) { drill.output.contains("893 → right: 893") ? true : nil }
    _ = drill.send(SIGTERM)
    let (result, _) = try await drill.finish()
    // What the device was given of the first clip: it matches the clip sample for sample up to
    // where the answer cut it, then the second question (or nothing) follows.
    let captured = littleEndianSamples(try Data(contentsOf: capture))
    let played = zip(captured, clip.samples).prefix { $0 == $1 }.count
    #expect(played > 0)
    #expect(
      played < clip.samples.count, "the device had \(played) of \(clip.samples.count) samples")
    #expect(result.status == 128 + SIGTERM)
    #expect(
      result.output.hasPrefix(
        "Q1 ♪ ぽいんとをつかって、おしはらいははっぴゃくきゅうじゅうさんえんです。\n  893 → right: 893\n"))
    let sessions = try HistoryStore(path: store.path).sessions()
    #expect(sessions.map(\.questions) == [1])
    #expect(sessions.map(\.correct) == [1])
    #expect(sessions.allSatisfy { $0.endedAt != nil })
  }
}
