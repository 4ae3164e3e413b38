import CountBikiKit
import DrillRuntime
import Foundation

import SpeechClient
import TestSupport
import Testing

// In process: prefetching and failures through the runtime, with a speech client that records.

/// A client whose audio is one sample per character; `play` fails from its `failFrom`-th call.
private func recordingClient(_ log: CallLog, failFrom: Int = .max) -> SpeechClient {
  let plays = CallLog()
  return SpeechClient(
    synthesize: { utterance in
      log.append("synthesize \(SpokenText.forReading(SpokenPart.reading(of: utterance.parts))) ×\(utterance.rate)")
      return PCM(samples: Array(repeating: 1, count: SpokenText.forReading(SpokenPart.reading(of: utterance.parts)).count), sampleRate: 22050)
    },
    play: { pcm in
      plays.append("play")
      log.append("play \(pcm.samples.count)")
      if plays.all.count >= failFrom { throw SpeechError.playbackFailed("device unplugged") }
    },
    prepare: {}, voices: { [] })
}

/// The learner's voice settings: the default voice at 0.8 of its speed.
private let voice: @Sendable (SpeechRequest) -> Utterance = SpeechSettings(
  voice: VoiceProfile(id: "default", description: "test"), rate: 0.8, pitch: 1, volume: 1
).utterance

private func runtime(_ speaker: Speaker, topic: String = "counters.hon", seed: UInt64 = 1)
  throws -> QuizRuntime
{
  let topic = try #require(BuiltIn.catalog.topic(id: topic))
  return QuizRuntime(
    state: Quiz.State(topics: [topic], seed: seed, mode: .questions(3)), speaker: speaker,
    clock: RuntimeClock(now: { Date(timeIntervalSince1970: 0) }), waitsForSpeech: true,
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
  let speaker = AudioSpeaker(client: recordingClient(log), utterance: voice, output: .device)
    .speaker
  let runtime = try runtime(speaker)
  await runtime.send(.sessionStarted(at: Date(timeIntervalSince1970: 0)))
  let first = try #require(await runtime.state.current?.question)
  let second = try #require(await runtime.state.upcomingQuestion)
  // The second question's audio is made while the first is asked; prefetching runs in the
  // background, so wait for it without a deadline on time.
  while !log.all.contains("synthesize \(SpokenText.forReading(SpokenPart.reading(of: second.spokenParts))) ×0.8") { await Task.yield() }
  await runtime.send(.answerSubmitted(first.answer, at: Date(timeIntervalSince1970: 1)))
  await runtime.send(.replayRequested)
  let synthesized = log.all.filter { $0.hasPrefix("synthesize") }
  #expect(synthesized.count(where: { $0 == "synthesize \(SpokenText.forReading(SpokenPart.reading(of: second.spokenParts))) ×0.8" }) == 1)
  #expect(synthesized.count(where: { $0 == "synthesize \(SpokenText.forReading(SpokenPart.reading(of: first.spokenParts))) ×0.8" }) == 1)
  #expect(
    log.all.filter { $0.hasPrefix("play") } == [
      "play \(SpokenText.forReading(SpokenPart.reading(of: first.spokenParts)).count)", "play \(SpokenText.forReading(SpokenPart.reading(of: second.spokenParts)).count)", "play \(SpokenText.forReading(SpokenPart.reading(of: second.spokenParts)).count)",
    ])
}

@Test func theRequestsRateMultipliesTheLearnersAndItsSpeakerSaysIt() {
  var settings = SpeechSettings(
    voices: VoiceMix([VoiceProfile(id: "default", description: "a"), VoiceProfile(id: "f2", description: "b")]),
    rate: 0.8, pitch: 1, volume: 1)
  settings.seed = 1
  let speaker = AudioSpeaker(
    client: recordingClient(CallLog()), utterance: settings.utterance, output: .device)
  let parts = [SpokenPart(written: "3本", reading: "さんぼん")]
  let utterance = speaker.utterance(SpeechRequest(parts: parts, rate: 0.5, speaker: "f2"))
  #expect(SpokenText.forReading(SpokenPart.reading(of: utterance.parts)) == "サンボン")
  #expect(utterance.rate == 0.4)
  #expect(utterance.voice.id == "f2")
  // A request that names no speaker, or one not in the mix, is said by the first.
  #expect(speaker.utterance(SpeechRequest(parts: parts)).voice.id == "default")
  #expect(speaker.utterance(SpeechRequest(parts: parts, speaker: "mei")).voice.id == "default")
}

@Test func aDeviceThatDiesMidSessionIsToldOnceAndTheDrillGoesOnAsText() async throws {
  let log = CallLog()
  let speaker = AudioSpeaker(
    client: recordingClient(log, failFrom: 2), utterance: voice, output: .device
  ).speaker
  let output = CallLog()
  let notices = CallLog()
  let transcript = RuntimeTranscript(
    quiet: false, line: { output.append($0) }, notice: { notices.append($0) })
  let topic = try #require(BuiltIn.catalog.topic(id: "counters.hon"))
  let runtime = QuizRuntime(
    state: Quiz.State(topics: [topic], seed: 2, mode: .questions(3)), speaker: speaker,
    clock: RuntimeClock(now: { Date(timeIntervalSince1970: 0) }), waitsForSpeech: true,
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
  let speaker = AudioSpeaker(client: client, utterance: voice, output: .device).speaker
  let saying = Task { try await speaker.speak(SpeechRequest(parts: [SpokenPart(written: "1", reading: "いち")], rate: 1)) }
  var iterator = started.makeAsyncIterator()
  await iterator.next()
  await speaker.cancel()
  let outcome = await saying.result
  #expect(throws: CancellationError.self) { try outcome.get() }
}
