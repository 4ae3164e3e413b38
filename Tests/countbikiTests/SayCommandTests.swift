import Foundation
import TestSupport
import Testing

/// What a finished `countbiki` printed.
private struct Run: Sendable {
  var status: Int32
  var stdout: String
  var stderr: String
}

/// Runs the built `countbiki` with a home of its own (and `environment` on top), in `directory`;
/// with `ready`, interrupts it (SIGINT) once `ready` holds.
private func countbiki(
  _ arguments: [String], environment: [String: String] = [:], in directory: URL? = nil,
  interruptWhen ready: (@Sendable () -> Bool)? = nil
) async throws -> Run {
  // On a thread of its own: the test pool's few threads may all be busy with other tests'
  // blocking work, which would delay the interrupt by seconds.
  try await onThread {
    let home = try TemporaryFolder.make("countbiki-say-home")
    let run = try RunningBinary(
      arguments, environment: Isolation.environment(home: home).merging(environment) { $1 },
      directory: directory)
    if let ready {
      _ = try Deadline.poll(.seconds(20), "countbiki never got ready to be interrupted") {
        ready() || run.child.termination != nil ? true : nil
      }
      _ = run.send(SIGINT)
    }
    let (result, _) = try run.finish(.seconds(60))
    return Run(status: result.status, stdout: result.output, stderr: result.error)
  }
}

private func temporaryDirectory() throws -> URL {
  try TemporaryFolder.make("countbiki-say")
}

/// A home folder whose `.asoundrc` sends ALSA's default device to `capture` through the `file`
/// plugin, as raw 16-bit samples.
private func homeCapturingAudio(to capture: URL) throws -> URL {
  let home = try temporaryDirectory()
  let asoundrc =
    "pcm.!default { type file; slave.pcm \"null\"; file \"\(capture.path)\"; format \"raw\" }\n"
  try asoundrc.write(
    to: home.appendingPathComponent(".asoundrc"), atomically: true, encoding: .utf8)
  return home
}

/// Samples of a 16-bit mono WAV as countbiki writes it (44-byte header).
private func wavSamples(_ url: URL) throws -> (rate: Int, samples: [Int16]) {
  let bytes = [UInt8](try Data(contentsOf: url))
  #expect(Array(bytes[0..<4]) == Array("RIFF".utf8))
  #expect(Array(bytes[20..<24]) == [1, 0, 1, 0])
  #expect(Array(bytes[34..<36]) == [16, 0])
  let rate = Int(bytes[24]) | Int(bytes[25]) << 8 | Int(bytes[26]) << 16
  return (rate, rawSamples(bytes.dropFirst(44)))
}

private func rawSamples(_ bytes: some Collection<UInt8>) -> [Int16] {
  let bytes = Array(bytes)
  return stride(from: 0, to: bytes.count - 1, by: 2).map {
    Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
  }
}

private func captured(_ url: URL) -> [Int16] {
  (try? Data(contentsOf: url)).map { rawSamples([UInt8]($0)) } ?? []
}

@Test func sayWritesAboutASecondOfWav() async throws {
  let wav = try temporaryDirectory().appendingPathComponent("out.wav")
  let run = try await countbiki(["say", "1234円", "--wav", wav.path])
  #expect(run.status == 0)
  #expect(run.stderr == "")
  let (rate, samples) = try wavSamples(wav)
  #expect(rate == 22050)
  #expect((0.8...2.0).contains(Double(samples.count) / 22050), "\(Double(samples.count) / 22050) s")
}

@Test func sayPlaysThroughAlsaWhatItWouldWrite() async throws {
  let folder = try temporaryDirectory()
  let capture = folder.appendingPathComponent("out.raw")
  let wav = folder.appendingPathComponent("out.wav")
  _ = try await countbiki(["say", "3本", "--wav", wav.path])
  let run = try await countbiki(
    ["say", "3本"], environment: ["HOME": try homeCapturingAudio(to: capture).path])
  #expect(run.status == 0)
  #expect(run.stderr == "")
  let written = try wavSamples(wav).samples
  let played = captured(capture)
  #expect(Array(played.prefix(written.count)) == written)
  // Then at most the 0.2 s of silence written after the clip (and whole periods of it).
  #expect(played.count <= written.count + 22050 / 5 + 22050 / 10)
  #expect(played.dropFirst(written.count).allSatisfy { $0 == 0 })
}

@Test func sayWithoutASoundCardIsOneSentence() async throws {
  let home = try temporaryDirectory()
  // A default device on a card that does not exist, so the test fails the same way on any machine.
  try "pcm.!default { type hw; card 31 }\n".write(
    to: home.appendingPathComponent(".asoundrc"), atomically: true, encoding: .utf8)
  let run = try await countbiki(["say", "1234円"], environment: ["HOME": home.path])
  #expect(run.status == 1)
  #expect(run.stdout == "")
  #expect(run.stderr.hasPrefix("countbiki say: no audio device could be opened (ALSA “default”: "))
  #expect(run.stderr.hasSuffix("); use --wav FILE to write the audio to a file instead.\n"))
  #expect(run.stderr.filter { $0 == "\n" }.count == 1)
  #expect(!run.stderr.contains("ALSA lib"))
}

@Test func interruptStopsTheSoundEarly() async throws {
  let capture = try temporaryDirectory().appendingPathComponent("out.raw")
  let home = try homeCapturingAudio(to: capture)
  let words = ["1234円", "5678円", "9999円", "8888円", "7777円"]
  // Interrupted once half a second of sound has reached the device.
  let run = try await countbiki(
    ["say"] + words + ["--rate", "0.5"], environment: ["HOME": home.path],
    interruptWhen: { captured(capture).count > 22050 / 2 })
  #expect(run.status == 130)
  #expect(run.stderr == "countbiki say: stopped.\n")
  // Five slow prices last over 10 s; what reached the device is the half second plus the
  // 150 ms countbiki writes ahead and the time to notice the interrupt.
  #expect(captured(capture).count < 22050 * 3)
}

@Test func outOfRangeSettingsNameTheRange() async throws {
  let rate = try await countbiki(["say", "3本", "--rate", "0.1"])
  #expect(rate.status == 2)
  #expect(rate.stderr == "countbiki say: --rate must be a number from 0.3 to 3, not “0.1”.\n")
  let pitch = try await countbiki(["say", "3本", "--pitch", "high"])
  #expect(pitch.status == 2)
  #expect(pitch.stderr == "countbiki say: --pitch must be a number from 0.5 to 2, not “high”.\n")
  let volume = try await countbiki(["say", "3本", "--volume", "3"])
  #expect(volume.stderr == "countbiki say: --volume must be a number from 0 to 2, not “3”.\n")
  let voice = try await countbiki(["say", "3本", "--voice", "robot"])
  #expect(voice.status == 2)
  #expect(
    voice.stderr
      == "countbiki say: there is no voice “robot”; the voices are default, female, kokoro-alpha, kokoro-gongitsune, kokoro-kumo, kokoro-nezumi, kokoro-tebukuro, learner, male, mei, mei-low, nitech-m001, nitech-m001-brisk.\n"
  )
}

@Test func missingJapaneseDataIsNamed() async throws {
  let data = try temporaryDirectory().appendingPathComponent("espeak-ng-data")
  try FileManager.default.createDirectory(at: data, withIntermediateDirectories: true)
  // The real data, where `countbiki voices` says it is, minus the Japanese dictionary.
  let voices = try await countbiki(["voices"]).stdout
  let path = try #require(
    voices.split(separator: "\n").last?.components(separatedBy: " data at ").last)
  let system = URL(fileURLWithPath: path)
  for name in try FileManager.default.contentsOfDirectory(atPath: system.path)
  where name != "ja_dict" {
    try FileManager.default.createSymbolicLink(
      at: data.appendingPathComponent(name), withDestinationURL: system.appendingPathComponent(name)
    )
  }
  let run = try await countbiki(
    ["say", "3本", "--wav", data.appendingPathComponent("x.wav").path],
    environment: ["ESPEAK_DATA_PATH": data.deletingLastPathComponent().path])
  #expect(run.status == 1)
  #expect(
    run.stderr
      == "countbiki say: espeak-ng has no Japanese data (no ja_dict in \(data.path)); install the espeak-ng-data package.\n"
  )
}

@Test func voicesAreFoundFromAnyWorkingDirectory() async throws {
  let run = try await countbiki(
    ["voices"], environment: ["XDG_CONFIG_HOME": try temporaryDirectory().path],
    in: URL(fileURLWithPath: "/"))
  #expect(run.status == 0)
  let lines = run.stdout.split(separator: "\n").map(String.init)
  // The machine's voice files are hidden from tests, so no natural voice is installed.
  #expect(
    lines.prefix(5) == [
      "* default            espeak-ng  male   installed  Japanese, espeak-ng's own voice at its normal speed",
      "  female             espeak-ng  female installed  Japanese, a female voice (espeak-ng variant f2)",
      "  kokoro-alpha       kokoro     female missing    Japanese, a natural female speaker (Kokoro neural voice jf_alpha); says our reading with a melody of its own",
      "    licence: Kokoro-82M weights and voices by hexgrad, Apache-2.0; ONNX export by thewh1teagle, MIT",
      "    to install: `countbiki voices install kokoro`",
    ])
  #expect(
    lines.contains(
      "  mei                open-jtalk female missing    Japanese, a natural female voice with pitch accent (Open JTalk, Mei from MMDAgent)"
    ))
  #expect(
    lines.contains(
      "Open JTalk voices follow the dictionary's pitch accent; Kokoro voices say our reading with a melody of their own."))
  #expect(
    lines.contains(
      "    to install: enable Debian's contrib section, then run `apt-get install hts-voice-nitech-jp-atr503-m001`"))
  #expect(lines.contains("    licence: © 2003-2012 Nagoya Institute of Technology, CC BY 3.0"))
  #expect(lines.dropLast().last?.hasPrefix("No natural voice is installed, so espeak-ng speaks;") == true)
  #expect(lines.last?.hasPrefix("espeak-ng ") == true)
}

@Test func theInstalledNaturalVoiceIsTheDefaultAndAddedVoicesAreListed() async throws {
  let home = try temporaryDirectory()
  let system = ["COUNTBIKI_SYSTEM_HTS_VOICES": "/usr/share/hts-voice", "XDG_DATA_HOME": home.path]
  let listed = try await countbiki(["voices"], environment: system)
  let lines = listed.stdout.split(separator: "\n").map(String.init)
  #expect(lines.contains { $0.hasPrefix("* nitech-m001        open-jtalk male   installed  ") })
  #expect(lines.contains { $0.hasPrefix("  nitech-m001-brisk  open-jtalk male   installed  ") })
  #expect(!lines.contains { $0.hasPrefix("No natural voice") })
  // `config show` names the voice a drill speaks with when none is set: the one marked here.
  let shown = try await countbiki(
    ["config", "show"], environment: system.merging(["XDG_CONFIG_HOME": home.path]) { $1 })
  #expect(shown.stdout.contains("\nvoice   nitech-m001 (default)\n"))
  // A copy of the voice file under another name is added with its own id and listed.
  let copy = home.appendingPathComponent("deep_voice.htsvoice")
  try FileManager.default.copyItem(
    atPath: "/usr/share/hts-voice/nitech-jp-atr503-m001/nitech_jp_atr503_m001.htsvoice", toPath: copy.path)
  let added = try await countbiki(["voices", "add", copy.path, "--id", "deep"], environment: system)
  #expect(added.status == 0)
  #expect(
    added.stdout
      == "added deep: \(home.path)/countbiki/voices/deep_voice.htsvoice (no licence line found; check the voice's terms)\n")
  let again = try await countbiki(["voices"], environment: system)
  #expect(again.stdout.contains("  deep               open-jtalk -      installed  Japanese, Open JTalk with the voice file deep_voice.htsvoice\n"))
  let said = try await countbiki(["say", "3本", "--voice", "deep", "--json"], environment: system)
  #expect(said.stdout.contains(#""engine" : "open-jtalk""#))
  #expect(said.stdout.contains(#""spoken" : "サンボン""#))
  // A file that is not a voice is refused in one sentence, and nothing is added.
  let text = home.appendingPathComponent("notes.htsvoice")
  try Data("not a voice\n".utf8).write(to: text)
  let refused = try await countbiki(["voices", "add", text.path], environment: system)
  #expect(refused.status == 1)
  #expect(
    refused.stderr
      == "countbiki voices: \(text.path) cannot be used as a voice: it is not an HTS voice file (it does not start with [GLOBAL]).\n")
}

@Test func configSetShowResetAndCorruptFile() async throws {
  let xdg = try temporaryDirectory()
  let env = ["XDG_CONFIG_HOME": xdg.path]
  let file = xdg.appendingPathComponent("countbiki/config.json")
  #expect(
    try await countbiki(["config", "set", "rate", "0.8"], environment: env).stdout == "rate = 0.8\n"
  )
  #expect(try await countbiki(["config", "set", "voice", "learner"], environment: env).status == 0)
  let bad = try await countbiki(["config", "set", "pitch", "7"], environment: env)
  #expect(bad.status == 2)
  #expect(bad.stderr == "countbiki config: pitch must be a number from 0.5 to 2, not “7”.\n")
  let show = try await countbiki(["config", "show"], environment: env)
  #expect(
    show.stdout == """
      # \(file.path)
      voice   learner
      rate    0.8
      pitch   1 (default)
      volume  1 (default)
      device  default (default)
      audio   alsa (default)
      history on (default)
      scene   clean (default)
      snr     the scene's own (default)

      """)
  #expect(
    try await countbiki(["config", "set", "history", "off"], environment: env).stdout
      == "history = off\n")
  let maybe = try await countbiki(["config", "set", "history", "maybe"], environment: env)
  #expect(maybe.status == 2)
  #expect(maybe.stderr == "countbiki config: history must be on or off, not “maybe”.\n")
  try "{ not json".write(to: file, atomically: true, encoding: .utf8)
  let corrupt = try await countbiki(["config", "set", "rate", "1"], environment: env)
  #expect(corrupt.status == 1)
  #expect(corrupt.stderr.contains("config reset"))
  #expect(try String(contentsOf: file, encoding: .utf8) == "{ not json")
  #expect(try await countbiki(["config", "reset"], environment: env).status == 0)
  #expect(!FileManager.default.fileExists(atPath: file.path))
}

@Test func sayWritesTheWavAndPrintsTheJSONWhenAskedForBoth() async throws {
  let wav = try temporaryDirectory().appendingPathComponent("both.wav")
  let run = try await countbiki(["say", "3本", "--wav", wav.path, "--json", "--voice", "female"])
  #expect(run.status == 0, "\(run.stderr)")
  #expect(run.stdout.contains(#""voice" : "female""#))
  #expect(run.stdout.contains(#""reading" : "さんぼん""#))
  let (rate, samples) = try wavSamples(wav)
  #expect(rate == 22050)
  #expect(samples.count > 22050 / 4)
}

@Test func oneOfSeveralVoicesSaysEveryTextOfAWav() async throws {
  let folder = try temporaryDirectory()
  let texts = ["1", "2", "3", "4", "5", "6", "7", "8"]
  var sizes: [String: Int] = [:]
  for voices in ["default,female", "default", "female"] {
    let file = folder.appendingPathComponent("\(voices).wav")
    let run = try await countbiki(["say"] + texts + ["--voice", voices, "--wav", file.path])
    #expect(run.status == 0, "\(run.stderr)")
    sizes[voices] = try Data(contentsOf: file).count
  }
  // The voice the seed and the texts choose, as --json reports it, says all eight: the file is
  // that voice's to within 0.5 % (the two voices differ by 8 % or more).
  let json = try await countbiki(["say"] + texts + ["--voice", "default,female", "--json"])
  let chosen = json.stdout.contains(#""voice" : "female""#) ? "female" : "default"
  let mixed = try #require(sizes["default,female"])
  let alone = try #require(sizes[chosen])
  #expect(abs(mixed - alone) * 200 < alone, "\(sizes), chosen \(chosen)")
}

@Test func anAddedVoiceCannotBeCalledMixAndAnIdFromTheFileNameSaysSo() async throws {
  let home = try temporaryDirectory()
  let system = ["COUNTBIKI_SYSTEM_HTS_VOICES": "/usr/share/hts-voice", "XDG_DATA_HOME": home.path]
  let source = "/usr/share/hts-voice/nitech-jp-atr503-m001/nitech_jp_atr503_m001.htsvoice"
  let spaced = home.appendingPathComponent("my voice.htsvoice")
  let mix = home.appendingPathComponent("mix.htsvoice")
  try FileManager.default.copyItem(atPath: source, toPath: spaced.path)
  try FileManager.default.copyItem(atPath: source, toPath: mix.path)
  for (arguments, sentence) in [
    (
      [spaced.path],
      "the voice id “my voice” (from the file name my voice.htsvoice) must be letters, digits and hyphens; give one with --id ID."
    ),
    (
      [mix.path],
      "the voice id “mix” (from the file name mix.htsvoice) cannot be used: `--voice mix` means every installed natural voice; give one with --id ID."
    ),
    (
      [spaced.path, "--id", "mix"],
      "the voice id “mix” cannot be used: `--voice mix` means every installed natural voice; choose another with --id."
    ),
    ([spaced.path, "--id", "female"], "“female” is already a built-in voice; choose another id with --id."),
  ] {
    let run = try await countbiki(["voices", "add"] + arguments, environment: system)
    #expect(run.status == 2)
    #expect(run.stdout == "")
    #expect(run.stderr == "countbiki voices: \(sentence)\n")
  }
  #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("countbiki").path))
  let listed = try await countbiki(["voices", "--id", "x"], environment: system)
  #expect(listed.status == 2)
  #expect(listed.stdout == "")
  #expect(
    listed.stderr
      == "countbiki voices: --id names a voice being added, as in `countbiki voices add FILE.htsvoice --id ID`.\n")
}
