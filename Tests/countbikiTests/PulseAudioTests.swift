import Foundation
import TestSupport
import Testing

/// countbiki heard through a real sound server: a private PulseAudio whose null sink's monitor
/// is recorded while countbiki plays on ALSA's default device, routed to it by `.asoundrc`.
/// Seed 1 of money.conbini asks ¥893, ¥1,144 and ¥1,460.
extension SoundServerTests {
  @Suite struct PulseAudioTests {
    static let conbini = ["drill", "money.conbini", "--seed", "1"]

    /// The clips countbiki synthesizes for `arguments`, written with `--audio wav:DIR`, as
    /// lengths in seconds with silence trimmed.
    /// The clips the drill says, as it writes them to files.
    static func synthesized(_ arguments: [String], input: String, count: Int) throws -> [[Int16]] {
      let folder = try TemporaryFolder.make("countbiki-clips")
      let result = try Binary.run(arguments + ["--audio", "wav:\(folder.path)"], input: input)
      #expect(result.status == 0)
      return try (1...count).map { number in
        try wavFileSamples(folder.appendingPathComponent(String(format: "%03d.wav", number)))
      }
    }

    @Test func sayReturnsWithinTheClipPlusOneSecondAndTheWholeClipIsHeard() async throws {
      let server = try PulseServer.shared()
      let wav = server.folder.appendingPathComponent("1234.wav")
      #expect(try await server.run(["say", "1234円", "--wav", wav.path]).status == 0)
      let clip = try wavFileSamples(wav)
      let clipSeconds = Double(clip.count) / Double(Recording.rate)
      let recording = try server.record()
      let say = try server.start(["say", "1234円"])
      let (result, ended) = try await say.finish()
      #expect(result.status == 0)
      #expect(result.error == "")
      try recording.waitForSilenceAfterSound(what: "the clip")
      let heard = try recording.stop()
      // Timed from the first sound heard, so that starting a process on a busy machine does
      // not count; what is checked is that say does not wait on after its clip.
      let sounds = Recording.sounds(in: heard.samples)
      if let first = sounds.first?.lowerBound, let start = Recording.arrival(of: first, in: heard) {
        #expect(
          ended - start < .seconds(clipSeconds + 1),
          "say ended \(ended - start) after its \(clipSeconds) s clip began")
      }
      // The whole clip is heard: its sound, counted without any gap a loaded machine left in it.
      let heardSeconds = Recording.soundSeconds(heard.samples)
      let expected = Recording.soundSeconds(clip)
      #expect(
        abs(heardSeconds - expected) <= 0.1 * expected, "heard \(heardSeconds) s of \(expected) s"
      )
    }

    @Test func scriptedDrillOfThreeAnswersFinishesAndAllThreeClipsAreHeard() async throws {
      let arguments = Self.conbini + ["--questions", "3"]
      let expected = try Self.synthesized(arguments, input: "893\n1144\n1460\n", count: 3)
      let server = try PulseServer.shared()
      let recording = try server.record()
      // Each answer is typed once its question has been heard, as a learner would.
      let drill = try server.start(arguments, fakeClock: true)
      for (number, answer) in ["893", "1144", "1460"].enumerated() {
        try recording.waitForSounds(number + 1, what: "question \(number + 1)")
        drill.write(answer + "\n")
      }
      let (result, _) = try await drill.finish()
      #expect(result.status == 0)
      #expect(result.error == "")
      #expect(
        result.output == """
          Q1 ♪ はっぴゃくきゅうじゅうさんえん
            893 → right: ¥893
          Q2 ♪ せんひゃくよんじゅうよえん
            1144 → right: ¥1,144
          Q3 ♪ せんよんひゃくろくじゅうえん
            1460 → right: ¥1,460

          3 questions: 3 right first time, 0 missed, 0 skipped in 3 s. Seed 1.
          Replay these questions with --seed 1.

          """)
      let heard = try recording.stop()
      let sounds = Recording.sounds(in: heard.samples)
      #expect(sounds.count == 3, "heard \(sounds)")
      // Each clip is heard whole: its sound, counted without any gap a loaded machine left in
      // it (gaps of a few hundredths of a second are left out of both).
      for (sound, clip) in zip(sounds, expected) {
        let heardSeconds = Recording.soundSeconds(heard.samples[sound], gap: 0.02)
        let seconds = Recording.soundSeconds(clip, gap: 0.02)
        #expect(abs(heardSeconds - seconds) <= 0.1 * seconds, "heard \(heardSeconds) s of \(seconds) s")
      }
    }

    @Test func aNewAnswerWhileAClipPlaysCutsTheSoundAtOnce() async throws {
      let server = try PulseServer.shared()
      let recording = try server.record()
      let session = try PTYSession(
        Self.conbini + ["--questions", "1", "--rate", "0.3"], environment: server.environment(),
        realTime: true)
      try await session.waitFor("1/1")
      try await session.type("893")
      // Half a second into the question, which lasts about five seconds at this rate.
      try recording.waitForHalfASecond(after: 0, what: "the question")
      let cancelled = ContinuousClock.now
      try await session.press("Enter")
      try await session.waitFor("Right: ¥893")
      try recording.waitForSounds(1, what: "the question stop")
      let heard = try recording.stop()
      let sounds = Recording.sounds(in: heard.samples)
      #expect(sounds.count == 1)
      if let sound = sounds.first,
        let end = Recording.arrival(of: sound.upperBound - 1, in: heard)
      {
        // The clip had four and a half seconds left; the README gives the cut's measured
        // latency (tens of milliseconds on a quiet machine). A loaded machine adds the time the
        // key takes to reach the drill (a second has been seen), still far from the clip's end.
        #expect(
          end - cancelled < .seconds(2.5),
          "the sound went on \(end - cancelled) after the answer")
        #expect(
          sound.count < 3 * Recording.rate,
          "heard \(Double(sound.count) / Double(Recording.rate)) s")
      }
      // The last answer's feedback stays until a key opens the summary.
      try await session.press("Enter")
      try await session.waitFor("Session summary")
      try await session.press("q")
      try await session.expectEnded()
    }

    @Test func sSaysTheQuestionAgainAtLeast1Point3TimesLonger() async throws {
      let server = try PulseServer.shared()
      let recording = try server.record()
      let session = try PTYSession(
        Self.conbini + ["--questions", "1"], environment: server.environment(), realTime: true)
      try recording.waitForSounds(1, what: "the question")
      try await session.type("s")
      try recording.waitForSounds(2, what: "the slower replay")
      let sounds = Recording.sounds(in: try recording.stop().samples)
      #expect(sounds.count == 2)
      if sounds.count == 2 {
        let ratio = Double(sounds[1].count) / Double(sounds[0].count)
        #expect(ratio >= 1.3, "the slower replay is \(ratio) times as long")
      }
      try await session.press("q")
      try await session.waitFor("Session summary")
      try await session.press("q")
      try await session.expectEnded()
    }
  }
}
