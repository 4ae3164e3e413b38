import Foundation
import TestSupport
import Testing

/// SIGINT, SIGTERM and SIGHUP while a clip is playing through a private PulseAudio: countbiki
/// ends while the clip still has more than a second to play (the signal does not wait behind the
/// utterance), a drill with its summary. How soon it ends (milliseconds, measured on a quiet
/// machine) is a figure in the README's performance table, not a deadline here: a loaded machine
/// may take a few hundred milliseconds to schedule the exit.
extension SoundServerTests {
  @Suite struct SignalDuringSpeechTests {
    /// At half speed each clip lasts two to three seconds.
    static let slow = ["--rate", "0.5"]
    /// Half a second into a clip of at least two seconds, the clip has more than this left: an
    /// exit later than this waited for the utterance.
    static let beforeTheClipEnds = Duration.seconds(1)

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func signalMidClipEndsAScriptedDrillWithItsSummaryBeforeTheClipEnds(signal: Int32)
      async throws
    {
      let server = try PulseServer.shared()
      let recording = try server.record()
      let drill = try server.start(PulseAudioTests.conbini + Self.slow, fakeClock: true)
      // The answer is written once the first question has been heard, so whatever was recorded
      // by then comes before the second question, however late this test's thread runs.
      try recording.waitForSounds(1, what: "the first question")
      let answered = recording.snapshot().samples.count
      drill.write("893\n")
      try recording.waitForHalfASecond(after: answered, what: "the second question")
      let sent = drill.send(signal)
      let (result, ended) = try await drill.finish()
      #expect(ended - sent < Self.beforeTheClipEnds, "ended \(ended - sent) after the signal")
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

    /// The first question's clip too: a signal is caught before the first question is spoken,
    /// not once its clip has been heard.
    @Test func aSigtermDuringTheFirstClipEndsTheDrillBeforeTheClipEnds() async throws {
      let server = try PulseServer.shared()
      let recording = try server.record()
      let drill = try server.start(PulseAudioTests.conbini + Self.slow, fakeClock: true)
      try recording.waitForHalfASecond(after: 0, what: "the first question")
      let sent = drill.send(SIGTERM)
      let (result, ended) = try await drill.finish()
      #expect(ended - sent < Self.beforeTheClipEnds, "ended \(ended - sent) after the signal")
      #expect(result.status == 128 + SIGTERM)
      #expect(result.output.hasPrefix("Q1 ♪ はっぴゃくきゅうじゅうさんえん\n\n0 questions: 0 right first time"))
      #expect(result.output.hasSuffix("Seed 1.\nReplay these questions with --seed 1.\n"))
      _ = try recording.stop()
    }

    @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
    func signalMidClipEndsSayBeforeTheClipEnds(signal: Int32) async throws {
      let server = try PulseServer.shared()
      let recording = try server.record()
      let say = try server.start(["say", "1234円"] + Self.slow)
      try recording.waitForHalfASecond(after: 0, what: "the clip")
      let sent = say.send(signal)
      let (result, ended) = try await say.finish()
      #expect(ended - sent < Self.beforeTheClipEnds, "ended \(ended - sent) after the signal")
      #expect(result.status == 128 + signal)
      #expect(result.error == "countbiki say: stopped.\n")
      _ = try recording.stop()
    }
  }
}
