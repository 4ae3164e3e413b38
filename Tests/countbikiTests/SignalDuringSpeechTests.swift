import Foundation
import TestSupport
import Testing

/// SIGINT, SIGTERM and SIGHUP while a clip is playing through a private PulseAudio: countbiki
/// ends within 100 ms (the signal does not wait behind the utterance), a drill with its summary.
extension SoundServerTests {
  @Suite struct SignalDuringSpeechTests {
    /// At half speed each clip lasts two to three seconds.
    static let slow = ["--rate", "0.5"]

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func signalMidClipEndsAScriptedDrillWithItsSummaryWithin100Milliseconds(signal: Int32)
      async throws
    {
      let server = try PulseServer.shared()
      let recording = try server.record()
      let drill = try server.start(PulseAudioTests.conbini + Self.slow, fakeClock: true)
      drill.write("893\n")
      // The second question is due once the transcript shows it.
      _ = try await Deadline.poll(.seconds(20), "the drill never asked the second question") {
        drill.output.contains("Q2") ? true : nil
      }
      try recording.waitForHalfASecond(what: "the second question")
      let sent = drill.send(signal)
      let (result, ended) = try await drill.finish()
      #expect(ended - sent < .milliseconds(100), "ended \(ended - sent) after the signal")
      #expect(result.status == 128 + signal)
      #expect(
        result.output == """
          Q1 ♪ はっぴゃくきゅうじゅうさんえん
            893 → right: ¥893
          Q2 ♪ せんひゃくよんじゅうよえん

          1 question: 1 right first time, 0 missed, 0 skipped in 2 s. Seed 1.
          Replay these questions with --seed 1.

          """)
      _ = try recording.stop()
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func signalMidClipEndsSayWithin100Milliseconds(signal: Int32) async throws {
      let server = try PulseServer.shared()
      let recording = try server.record()
      let say = try server.start(["say", "1234円"] + Self.slow)
      try recording.waitForHalfASecond(after: 0, what: "the clip")
      let sent = say.send(signal)
      let (result, ended) = try await say.finish()
      #expect(ended - sent < .milliseconds(100), "ended \(ended - sent) after the signal")
      #expect(result.status == 128 + signal)
      #expect(result.error == "countbiki say: stopped.\n")
      _ = try recording.stop()
    }
  }
}
