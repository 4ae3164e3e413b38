import CountBikiKit
import Foundation
import Speech
import TestSupport
import Testing

@testable import countbiki

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

// In process: prefetching and failures through the runtime, with a speech client that records.

/// A client whose audio is one sample per character; `play` fails from its `failFrom`-th call.
private func recordingClient(_ log: CallLog, failFrom: Int = .max) -> SpeechClient {
  let plays = CallLog()
  return SpeechClient(
    synthesize: { utterance in
      log.append("synthesize \(Espeak.text(for: utterance.parts)) ×\(utterance.rate)")
      return PCM(samples: Array(repeating: 1, count: Espeak.text(for: utterance.parts).count), sampleRate: 22050)
    },
    play: { pcm in
      plays.append("play")
      log.append("play \(pcm.samples.count)")
      if plays.all.count >= failFrom { throw SpeechError.playbackFailed("device unplugged") }
    },
    prepare: {}, voices: { [] })
}

private let settings = SpeechSettings(
  voice: VoiceProfile(id: "default", description: "test"), rate: 0.8, pitch: 1, volume: 1)

private func runtime(_ speaker: Speaker, topic: String = "counters.hon", seed: UInt64 = 1)
  throws -> QuizRuntime
{
  let topic = try #require(BuiltIn.catalog.topic(id: topic))
  return QuizRuntime(
    state: Quiz.State(topics: [topic], seed: seed, mode: .questions(3)), speaker: speaker,
    clock: { Date(timeIntervalSince1970: 0) }, waitsForSpeech: true,
    present: { _, _, _ in }, finished: { _ in })
}

@Test func upcomingQuestionIsTheOneAskedNextAndLeavesTheSequenceAlone() throws {
  let topic = try #require(BuiltIn.catalog.topic(id: "money.conbini"))
  var deck = Deck(topics: [topic], seed: 1)
  var state = Quiz.State(topics: [topic], seed: 1, mode: .questions(20))
  let at = Date(timeIntervalSince1970: 0)
  var upcoming = state.upcomingQuestion
  _ = Quiz.reduce(into: &state, action: .sessionStarted(at: at))
  for _ in 0..<20 {
    let question = try #require(state.current?.question)
    #expect(question == upcoming)
    #expect(question == deck.next())
    upcoming = state.upcomingQuestion
    _ = Quiz.reduce(into: &state, action: .answerSubmitted(question.answer, at: at))
  }
  #expect(upcoming == nil)
  #expect(state.phase == .finished)
}

@Test func theNextQuestionIsSynthesizedBeforeItIsAsked() async throws {
  let log = CallLog()
  let speaker = AudioSpeaker(client: recordingClient(log), settings: settings, output: .device)
    .speaker
  let runtime = try runtime(speaker)
  await runtime.send(.sessionStarted(at: Date(timeIntervalSince1970: 0)))
  let first = try #require(await runtime.state.current?.question)
  let second = try #require(await runtime.state.upcomingQuestion)
  // The second question's audio is made while the first is asked; prefetching runs in the
  // background, so wait for it without a deadline on time.
  while !log.all.contains("synthesize \(Espeak.text(for: second.spokenParts)) ×0.8") { await Task.yield() }
  await runtime.send(.answerSubmitted(first.answer, at: Date(timeIntervalSince1970: 1)))
  await runtime.send(.replayRequested)
  let synthesized = log.all.filter { $0.hasPrefix("synthesize") }
  #expect(synthesized.count(where: { $0 == "synthesize \(Espeak.text(for: second.spokenParts)) ×0.8" }) == 1)
  #expect(synthesized.count(where: { $0 == "synthesize \(Espeak.text(for: first.spokenParts)) ×0.8" }) == 1)
  #expect(
    log.all.filter { $0.hasPrefix("play") } == [
      "play \(Espeak.text(for: first.spokenParts).count)", "play \(Espeak.text(for: second.spokenParts).count)", "play \(Espeak.text(for: second.spokenParts).count)",
    ])
}

@Test func theQuizRateMultipliesTheVoiceRate() {
  let speaker = AudioSpeaker(
    client: recordingClient(CallLog()), settings: settings, output: .device)
  let utterance = speaker.utterance(SpeechRequest(parts: [SpokenPart(written: "3本", reading: "さんぼん")], rate: 0.5))
  #expect(Espeak.text(for: utterance.parts) == "サンボン")
  #expect(utterance.rate == 0.4)
  #expect(utterance.voice.id == "default")
}

@Test func aDeviceThatDiesMidSessionIsToldOnceAndTheDrillGoesOnAsText() async throws {
  let log = CallLog()
  let speaker = AudioSpeaker(
    client: recordingClient(log, failFrom: 2), settings: settings, output: .device
  ).speaker
  let output = CallLog()
  let notices = CallLog()
  let transcript = RuntimeTranscript(
    quiet: false, line: { output.append($0) }, notice: { notices.append($0) })
  let topic = try #require(BuiltIn.catalog.topic(id: "counters.hon"))
  let runtime = QuizRuntime(
    state: Quiz.State(topics: [topic], seed: 2, mode: .questions(3)), speaker: speaker,
    clock: { Date(timeIntervalSince1970: 0) }, waitsForSpeech: true,
    present: { transcript.show($0, $1, effects: $2) }, finished: { _ in })
  let at = Date(timeIntervalSince1970: 0)
  // What a scripted session sends for "12", ":replay", "15", "7", ":replay", "12" … except that
  // the device dies at its second clip, the replay of question 1.
  await runtime.send(.sessionStarted(at: at))
  await runtime.send(.replayRequested)
  for typed in ["12", "15", "7"] { await runtime.send(.answerSubmitted(typed, at: at)) }
  await runtime.send(.replayRequested)
  await runtime.send(.answerSubmitted("12", at: at))
  #expect(
    output.all == [
      "Q1 ♪ じゅうにほん",
      "  :replay",
      "   ♪ じゅうにほん",
      "  12 → right: 12本",
      "Q2 ♪ じゅうごほん",
      "  15 → right: 15本",
      "Q3 ♪ じゅうにほん",
      "  7 → wrong, listen again",
      "   ♪ じゅうにほん",
      "  :replay",
      "   ♪ じゅうにほん",
      "  12 → right: 12本",
    ])
  #expect(
    notices.all == ["audio playback failed (device unplugged); showing the readings as text."])
  #expect(log.all.filter { $0.hasPrefix("play") }.count == 2)
  #expect(await runtime.state.soundProblem == notices.all.first)
  #expect(await runtime.state.phase == .finished)
  #expect(await runtime.state.summary.totals == Summary.Totals(asked: 3, correct: 2, missed: 1))
}

@Test func cancellingStopsTheSoundBeingPlayed() async throws {
  let (started, didStart) = AsyncStream<Void>.makeStream()
  let client = SpeechClient(
    synthesize: { _ in PCM(samples: [1], sampleRate: 22050) },
    play: { _ in
      didStart.yield()
      // Plays until cancelled.
      while true { try await Task.sleep(for: .seconds(1)) }
    },
    prepare: {}, voices: { [] })
  let speaker = AudioSpeaker(client: client, settings: settings, output: .device).speaker
  let saying = Task { try await speaker.speak(SpeechRequest(parts: [SpokenPart(written: "1", reading: "いち")], rate: 1)) }
  var iterator = started.makeAsyncIterator()
  await iterator.next()
  await speaker.cancel()
  let outcome = await saying.result
  #expect(throws: CancellationError.self) { try outcome.get() }
}
