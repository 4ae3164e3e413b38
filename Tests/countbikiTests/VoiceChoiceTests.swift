import Foundation
import TestSupport
import Testing

/// Which voice speaks: several taking turns (`--voice A,B`, `mix`), a chosen voice that cannot
/// speak here, an engine that hangs or crashes mid-session, and the hint about natural voices.

/// An isolated environment, with the machine's installed voices when `systemVoices` is set.
private func environment(systemVoices: Bool = false, hint: Bool = false) throws -> [String: String]
{
  var environment = Isolation.environment(
    home: try TemporaryFolder.make("countbiki-voice-home"), systemVoices: systemVoices,
    naturalVoiceHint: hint)
  environment["COUNTBIKI_FAKE_CLOCK"] = "1"
  return environment
}

/// A folder holding an `open_jtalk` that runs `script` instead of Open JTalk.
private func fakeOpenJTalk(_ script: String) throws -> URL {
  let folder = try TemporaryFolder.make("countbiki-fake-engine")
  let program = folder.appendingPathComponent("open_jtalk")
  try "#!/bin/sh\n\(script)\n".write(to: program, atomically: true, encoding: .utf8)
  try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
  return folder
}

private let nitechFile = "/usr/share/hts-voice/nitech-jp-atr503-m001/nitech_jp_atr503_m001.htsvoice"

private func requireNitech() throws {
  guard FileManager.default.fileExists(atPath: nitechFile) else {
    throw TestFailure("the voice \(nitechFile) is missing; run Tests/install-voices.sh")
  }
}

@Test func aVoiceListNamingAnAbsentVoiceIsAUsageError() async throws {
  let run = try await Binary.run(
    ["say", "1", "--voice", "default,nosuch", "--json"], environment: try environment())
  #expect(run.status == 2)
  #expect(run.output == "")
  #expect(
    run.error
      == "countbiki say: there is no voice “nosuch”; the voices are default, female, kokoro-alpha, kokoro-gongitsune, kokoro-kumo, kokoro-nezumi, kokoro-tebukuro, learner, male, mei, mei-low, nitech-m001, nitech-m001-brisk.\n"
  )
}

@Test func aChosenVoiceThatCannotSpeakHereGivesWayToEspeakWithOneLine() async throws {
  // mei's voice file is nowhere in the isolated home, and the machine's voices are hidden.
  let run = try await Binary.run(
    ["say", "600本", "--voice", "mei", "--json"], environment: try environment())
  #expect(run.status == 0)
  #expect(run.output.contains(#""engine" : "espeak-ng""#))
  #expect(run.output.contains(#""spoken" : "ロッピャッポン""#))
  let lines = run.error.split(separator: "\n")
  #expect(lines.count == 1)
  #expect(lines.first?.hasPrefix("countbiki say: the voice mei cannot speak here: ") == true)
  #expect(
    lines.first?.hasSuffix(
      "then `countbiki voices add mei_normal.htsvoice`; espeak-ng speaks instead.") == true)
}

/// The WAV bytes `say TEXTS --wav` writes with `arguments` added, and what it printed.
private func sayWAV(
  _ texts: [String], _ arguments: [String], environment: [String: String]
) async throws -> (wav: Data, run: Binary.Result) {
  let folder = try TemporaryFolder.make("countbiki-voice-wav")
  defer { try? FileManager.default.removeItem(at: folder) }
  let file = folder.appendingPathComponent("out.wav")
  let run = try await Binary.run(
    ["say"] + texts + ["--wav", file.path] + arguments, environment: environment)
  return ((try? Data(contentsOf: file)) ?? Data(), run)
}

@Test(arguments: [
  ("exec sleep 30", "the speech engine open_jtalk did not finish within 0.4 s and was stopped"),
  ("exit 3", "the speech engine open_jtalk failed: it exited with status 3"),
])
func anEngineThatHangsOrCrashesIsToldOnceAndEspeakSaysTheRest(script: String, told: String)
  async throws
{
  try requireNitech()
  var broken = try environment(systemVoices: true)
  broken["PATH"] = try fakeOpenJTalk(script).path + ":" + (broken["PATH"] ?? "/usr/bin:/bin")
  broken["COUNTBIKI_ENGINE_DEADLINE_MS"] = "400"
  let texts = ["3本", "1234円", "14時30分"]
  let (wav, run) = try await sayWAV(texts, ["--voice", "nitech-m001"], environment: broken)
  #expect(run.status == 0, "\(run.error)")
  let lines = run.error.split(separator: "\n")
  #expect(lines.count == 1, "\(run.error)")
  #expect(lines.first == "countbiki say: \(told); espeak-ng speaks instead.", "\(run.error)")
  // Every text was said, by espeak-ng's default voice, exactly as it says them when chosen.
  let (espeak, plain) = try await sayWAV(
    texts, ["--voice", "default"], environment: try environment())
  #expect(plain.status == 0)
  #expect(wav.count > 44 && wav == espeak)
}

/// `say --wav F --json` makes the clip twice (the file, then the report); a voice that fails
/// is told once (the campaign once saw the line twice).
@Test func aFailingVoiceIsToldOnceWhenTheClipIsBothWrittenAndReported() async throws {
  try requireNitech()
  var broken = try environment(systemVoices: true)
  broken["PATH"] = try fakeOpenJTalk("exit 3").path + ":" + (broken["PATH"] ?? "/usr/bin:/bin")
  let (wav, run) = try await sayWAV(
    ["3本"], ["--voice", "nitech-m001", "--json"], environment: broken)
  #expect(run.status == 0, "\(run.error)")
  #expect(
    run.error
      == "countbiki say: the speech engine open_jtalk failed: it exited with status 3; espeak-ng speaks instead.\n"
  )
  #expect(run.output.hasPrefix("{"))
  #expect(wav.count > 44)
}

@Test func theHintAboutNaturalVoicesIsSaidOnceForEachLearner() async throws {
  var hinted = try environment(hint: true)
  hinted["COUNTBIKI_HISTORY"] = nil
  let drill = ["drill", "counters.hon", "--seed", "1", "--questions", "1", "--audio", "wav:"]
  let folder = try TemporaryFolder.make("countbiki-voice-hint")
  defer { try? FileManager.default.removeItem(at: folder) }
  var arguments = drill
  arguments[arguments.count - 1] += folder.path
  let first = try await Binary.run(arguments, input: "3\n", environment: hinted)
  let second = try await Binary.run(arguments, input: "3\n", environment: hinted)
  #expect(first.status == 0 && second.status == 0)
  #expect(
    first.error
      == "countbiki drill: No natural voice is installed, so espeak-ng speaks; for Open JTalk voices with pitch accent run `apt-get install open-jtalk open-jtalk-mecab-naist-jdic` and add a voice (`countbiki voices` says how).\n"
  )
  #expect(second.error == "")
  // A learner who chose espeak-ng's voice is not told.
  let chosen = try await Binary.run(
    arguments + ["--voice", "female"], input: "3\n", environment: try environment(hint: true))
  #expect(chosen.error == "")
}

/// The speakers of a scripted drill's questions, from the WAV files it wrote: each file is
/// compared with what `say` writes for the question's reading in each voice.
@Test func severalVoicesTakeTurnsAsTheSeedSays() async throws {
  let folder = try TemporaryFolder.make("countbiki-voice-mix")
  defer { try? FileManager.default.removeItem(at: folder) }
  let env = try environment()
  let run = try await Binary.run(
    [
      "drill", "money.conbini", "--seed", "1", "--questions", "6", "--voice", "default,female",
      "--audio", "wav:" + folder.path, "--no-history", "--json",
    ], input: String(repeating: ":skip\n", count: 6), environment: env)
  #expect(run.status == 0, "\(run.error)")
  // Each question's reading, by its number (a skipped question comes back under its number).
  var readings: [Int: String] = [:]
  for challenge in try JSONDecoder().decode(Summary.self, from: Data(run.output.utf8)).challenges {
    readings[challenge.number] = challenge.question.reading.accepted[0]
  }
  #expect(readings.count == 5)
  var speakers: [String] = []
  for (number, reading) in readings.sorted(by: { $0.key < $1.key }) {
    let file = folder.appendingPathComponent(String(format: "%03d.wav", number))
    let heard = try Data(contentsOf: file)
    // espeak-ng carries a little state from clip to clip, so the samples differ from a fresh
    // run's and the trimmed silence by a few samples; the length, which each voice's timing
    // sets, stays within 0.5 % (the two voices differ by 8 % or more).
    var who: [String] = []
    for voice in ["default", "female"] {
      let (said, _) = try await sayWAV([reading], ["--voice", voice], environment: env)
      if abs(said.count - heard.count) * 200 < heard.count { who.append(voice) }
    }
    speakers.append(who.joined(separator: "+"))
  }
  #expect(speakers == ["default", "female", "female", "female", "default"])
}

private struct Summary: Decodable {
  struct Challenge: Decodable {
    struct Question: Decodable {
      struct Reading: Decodable { let accepted: [String] }
      let reading: Reading
    }
    let number: Int
    let question: Question
  }
  let challenges: [Challenge]
}
