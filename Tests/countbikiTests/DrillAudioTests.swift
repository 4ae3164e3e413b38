import CountBikiKit
import Foundation
import SpeechClient
import TestSupport
import Testing

// End to end: `countbiki drill` with each --audio choice, through the built binary.

/// Runs `countbiki drill` with `HOME` at `home` (whose `.asoundrc` chooses the ALSA device), the
/// fake clock and no user config, feeding `input`.
private func drill(_ arguments: [String], input: String, home: URL? = nil) async throws
  -> Binary.Result
{
  var environment = try Binary.environment(config: try scratchFolder())
  environment["HOME"] = try (home ?? scratchFolder()).path
  return try await Binary.run(["drill"] + arguments, input: input, environment: environment)
}

private func scratchFolder() throws -> URL {
  try TemporaryFolder.make("countbiki-drill-audio")
}

/// A home folder whose `.asoundrc` holds `device` as ALSA's default PCM.
private func home(withDefaultDevice device: String) throws -> URL {
  let home = try scratchFolder()
  try "pcm.!default { \(device) }\n".write(
    to: home.appendingPathComponent(".asoundrc"), atomically: true, encoding: .utf8)
  return home
}

/// Three seeded bottle counts (the first and the last are both 12本, said from the same audio):
/// right, right, then wrong, a replay and right.
private let session = ["counters.hon", "--seed", "2", "--questions", "3"]
private let answers = "12\n15\n7\n:replay\n12本\n"
private let transcript = """
  Q1 ♪ じゅうにほん
    12 → right: 12本
  Q2 ♪ じゅうごほん
    15 → right: 15本
  Q3 ♪ じゅうにほん
    7 → wrong, listen again
     ♪ じゅうにほん
    :replay
     ♪ じゅうにほん
    12本 → right: 12本

  3 questions: 2 right first time, 1 missed, 0 skipped in 4 s. Seed 2.
  To review:
    Q3  12本  じゅうにほん  answer 12
  Replay these questions with --seed 2.

  """

@Test func silentDrillShowsEveryReading() async throws {
  let result = try await drill(session + ["--audio", "none"], input: answers)
  #expect(result.status == 0)
  #expect(result.error == "")
  #expect(result.output == transcript)
}

@Test func wavAudioWritesOneFilePerQuestionAndTheSameTranscript() async throws {
  let folder = try scratchFolder().appendingPathComponent("clips")
  let result = try await drill(session + ["--audio", "wav:\(folder.path)"], input: answers)
  #expect(result.status == 0)
  #expect(result.error == "")
  #expect(result.output == transcript)
  // Question 3 is said three times but written once.
  let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
  #expect(files == ["001.wav", "002.wav", "003.wav"])
  for file in files {
    let pcm = try PCM(wav: Data(contentsOf: folder.appendingPathComponent(file)))
    #expect(pcm.sampleRate == 22050)
    // Each count is a short phrase of about a second.
    #expect((0.4...3).contains(pcm.duration), "\(file): \(pcm.duration) s")
  }
}

@Test func alsaAudioPlaysTheQuestionsAndKeepsTheTranscript() async throws {
  let scratch = try scratchFolder()
  let capture = scratch.appendingPathComponent("out.raw")
  let clips = scratch.appendingPathComponent("clips")
  let home = try home(
    withDefaultDevice: "type file; slave.pcm \"null\"; file \"\(capture.path)\"; format \"raw\"")
  let result = try await drill(session, input: answers, home: home)
  #expect(result.status == 0)
  #expect(result.error == "")
  #expect(result.output == transcript)

  _ = try await drill(session + ["--audio", "wav:\(clips.path)"], input: answers)
  let first = try PCM(wav: Data(contentsOf: clips.appendingPathComponent("001.wav"))).samples
  let played = littleEndianSamples(try Data(contentsOf: capture))
  // The device heard question 1 first, then the others: five clips, each with 0.2 s of
  // silence after it.
  #expect(!first.isEmpty)
  #expect(Array(played.prefix(first.count)) == first)
  #expect(played.count > first.count * 3 + 5 * 22050 / 5)
}

@Test func drillWithoutASoundCardSaysSoOnceAndGoesOnAsText() async throws {
  // A default device on a card that does not exist, so the drill fails the same way anywhere.
  let result = try await drill(
    session, input: answers, home: try home(withDefaultDevice: "type hw; card 31"))
  #expect(result.status == 0)
  #expect(result.output == transcript)
  #expect(
    result.error.hasPrefix(
      "countbiki drill: no audio device could be opened (ALSA “default”: "))
  #expect(result.error.hasSuffix("); showing the readings as text.\n"))
  #expect(result.error.filter { $0 == "\n" }.count == 1)
  #expect(!result.error.contains("ALSA lib"))
}

@Test func aDeviceThatFailsWhenItPlaysIsToldOnceAndTheDrillGoesOnAsText() async throws {
  // The device opens, but every sample written to it fails (/dev/full refuses all writes).
  let home = try home(
    withDefaultDevice: "type file; slave.pcm \"null\"; file \"/dev/full\"; format \"raw\"")
  let result = try await drill(session, input: answers, home: home)
  #expect(result.status == 0)
  #expect(result.output == transcript)
  #expect(result.error.hasPrefix("countbiki drill: audio playback failed ("))
  #expect(result.error.hasSuffix("); showing the readings as text.\n"))
  #expect(result.error.filter { $0 == "\n" }.count == 1)
}

@Test func outOfRangeSpeechSettingsAreUsageErrors() async throws {
  let rate = try await drill(session + ["--rate", "5"], input: answers)
  #expect(rate.status == 2)
  #expect(rate.output == "")
  #expect(rate.error == "countbiki drill: --rate must be a number from 0.3 to 3, not “5”.\n")
  let pitch = try await drill(session + ["--pitch", "high", "--audio", "none"], input: answers)
  #expect(pitch.status == 2)
  #expect(pitch.error == "countbiki drill: --pitch must be a number from 0.5 to 2, not “high”.\n")
}

@Test func aWavFolderThatCannotBeMadeIsOneSentence() async throws {
  let file = try scratchFolder().appendingPathComponent("file")
  try Data().write(to: file)
  let folder = file.appendingPathComponent("clips").path
  let result = try await drill(session + ["--audio", "wav:\(folder)"], input: answers)
  #expect(result.status == 1)
  #expect(result.output == "")
  #expect(
    result.error
      == "countbiki drill: cannot write WAV files to \(folder): the folder cannot be created; choose a folder you can write to.\n"
  )
}
