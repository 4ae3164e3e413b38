import CountBikiKit
import Foundation
import SpeechClient
import TestSupport
import Testing

// `--rate` slows the voice itself, whatever the engine: espeak-ng by its own rate (and a stretch
// below its slowest), Open JTalk, whose `-r` lengthens only the pauses, by a stretch of its output.

private let client = SpeechClient.live(voicesDirectory: voicesDirectory, device: "null")

/// The built-in voices that can speak here and those that cannot, with why, as a machine with
/// only Debian's voice packages has them (nothing of the learner's).
private let machine: (installed: [String], missing: [String: String]) = {
  let home = (try? TemporaryFolder.make("countbiki-rate")) ?? URL(fileURLWithPath: "/nonexistent")
  let environment = Isolation.environment(home: home, systemVoices: true)
  var result: (installed: [String], missing: [String: String]) = ([], [:])
  for voice in builtInVoices {
    if let problem = VoiceCatalog.missing(voice, environment: environment) {
      result.missing[voice.id] = problem.description
    } else if voice.engine.kind != .kokoro {
      // Kokoro's five speakers are measured the same way in KokoroTests, through the one
      // worker this test process keeps for them.
      result.installed.append(voice.id)
    }
  }
  return result
}()

/// How long `1234円` is voiced (its silent ends cut) by `voice` at `rate`, in seconds.
private func voicedLength(_ voice: VoiceProfile, rate: Double) async throws -> Double {
  let utterance = Utterance(
    [SpokenPart(written: "1234円", reading: "せんにひゃくさんじゅうよえん")], voice: voice, rate: rate)
  let pcm = try await client.synthesize(utterance)
  let ends = try #require(pcm.silentEnds, "\(voice.id) said nothing at rate \(rate)")
  return Double(pcm.samples.count - ends.leading - ends.trailing) / Double(pcm.sampleRate)
}

@Test(arguments: machine.installed)
func halfRateDoublesTheVoicedLengthAndFourFifthsLengthensIt(id: String) async throws {
  let voice = try VoiceProfile.named(id, in: builtInVoices)
  let normal = try await voicedLength(voice, rate: 1)
  let half = try await voicedLength(voice, rate: 0.5) / normal
  let fourFifths = try await voicedLength(voice, rate: 0.8) / normal
  #expect(half >= 1.8, "\(id) at 0.5: \(half) times as long")
  #expect(fourFifths >= 1.15, "\(id) at 0.8: \(fourFifths) times as long")
  // And not far beyond the asked length: a stretch lands within a few per cent; Kokoro's own
  // speed, which also lengthens the pauses between its words, by up to about a fifth more.
  #expect(half <= 2.6 && fourFifths <= 1.55, "\(id): \(half), \(fourFifths)")
}

@Test(
  .enabled(if: !machine.missing.isEmpty, "every built-in voice is installed"),
  arguments: machine.missing.keys.sorted())
func aVoiceThatIsNotInstalledHasNoRateToMeasure(id: String) throws {
  try Test.cancel(Comment(rawValue: "\(id) is not installed here: \(machine.missing[id] ?? "")"))
}
