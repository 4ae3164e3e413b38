import SpeechClient
import Testing

@Test func recordingClientRecordsEveryCallInOrder() async throws {
  let recorder = SpeechRecorder()
  let client = SpeechClient.recording(recorder)
  let utterance = Utterance(reading: "サンボン", voice: .builtInDefault, rate: 0.5)
  try await client.prepare()
  let pcm = try await client.synthesize(utterance)
  try await client.play(pcm)
  try await client.speak(utterance)
  #expect(pcm.duration == 0.8)  // 0.1 s per character at half speed
  #expect(recorder.calls == [.prepare, .synthesize(utterance), .play(samples: 17640), .speak(utterance)])
}

@Test func unimplementedClientRefusesEveryCall() async throws {
  let client = SpeechClient.unimplemented
  await #expect(throws: SpeechError.unexpectedCall("speak")) {
    try await client.speak(Utterance(reading: "イチ", voice: .builtInDefault))
  }
  #expect(throws: SpeechError.unexpectedCall("voices")) { try client.voices() }
}

@Test func noopClientIsSilentAndInstant() async throws {
  let pcm = try await SpeechClient.noop.synthesize(Utterance(reading: "イチ", voice: .builtInDefault))
  #expect(pcm.samples.isEmpty)
  try await SpeechClient.noop.play(pcm)
}
