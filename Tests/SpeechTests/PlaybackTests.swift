import Foundation
import SpeechClient
import Testing

/// Playback through ALSA's `file` plugin: the real libasound path, captured to a raw file.
@Suite(.serialized) struct PlaybackTests {
  /// The whole clip reaches the device; of the 0.2 s of silence after it, only what was written
  /// while it played (the next clip is not held back for the rest).
  @Test func playedClipIsCapturedWholeFollowedOnlyBySilence() async throws {
    let capture = try temporaryDirectory().appendingPathComponent("out.raw")
    let client = SpeechClient.live(voicesDirectory: voicesDirectory, device: fileDevice(capture))
    let pcm = try await client.synthesize(Utterance(reading: try spoken("1234円"), voice: .builtInDefault))
    try await client.play(pcm)
    let captured = try rawSamples(capture)
    let padding = Int(0.2 * Double(pcm.sampleRate))
    #expect(Array(captured.prefix(pcm.samples.count)) == pcm.samples)
    // ALSA may round the end up to whole periods; all of it is silence.
    #expect(captured.count >= pcm.samples.count)
    #expect(captured.count <= pcm.samples.count + padding + pcm.sampleRate / 10)
    #expect(captured.dropFirst(pcm.samples.count).allSatisfy { $0 == 0 })
  }

  @Test func deviceIsReusedForConsecutiveClips() async throws {
    let capture = try temporaryDirectory().appendingPathComponent("out.raw")
    let client = SpeechClient.live(voicesDirectory: voicesDirectory, device: fileDevice(capture))
    let first = try await client.synthesize(Utterance(reading: try spoken("3本"), voice: .builtInDefault))
    let second = try await client.synthesize(Utterance(reading: try spoken("4匹"), voice: .builtInDefault))
    try await client.play(first)
    try await client.play(second)
    let captured = try rawSamples(capture)
    #expect(Array(captured.prefix(first.samples.count)) == first.samples)
    let secondStart = captured.indices.dropFirst(first.samples.count).first { captured[$0] != 0 }
    let tail = captured[(secondStart ?? 0)...].prefix(second.samples.count)
    #expect(Array(tail.prefix(100)) == Array(second.samples.drop { $0 == 0 }.prefix(100)))
  }

  @Test func cancellingStopsTheSoundEarly() async throws {
    let capture = try temporaryDirectory().appendingPathComponent("out.raw")
    let client = SpeechClient.live(voicesDirectory: voicesDirectory, device: fileDevice(capture))
    let long = PCM(samples: (0..<(22050 * 4)).map { Int16(8000 * sin(Double($0) / 10)) }, sampleRate: 22050)
    let playing = Task { try await client.play(long) }
    try await Task.sleep(for: .milliseconds(300))
    playing.cancel()
    let result = await playing.result
    #expect(throws: CancellationError.self) { try result.get() }
    let captured = try rawSamples(capture)
    #expect(captured.count > 0)
    // Cancelled 0.3 s in (later on a loaded machine): well short of the clip's four seconds.
    #expect(captured.count < 3 * 22050, "captured \(Double(captured.count) / 22050) s of a 4 s clip")
    // The device is left ready for the next clip.
    let short = try await client.synthesize(Utterance(reading: try spoken("3本"), voice: .builtInDefault))
    try await client.play(short)
    let after = try rawSamples(capture)
    #expect(Array(after.dropFirst(captured.count).prefix(short.samples.count)) == short.samples)
  }

  @Test func missingDeviceIsOneClearError() async throws {
    let client = SpeechClient.live(voicesDirectory: voicesDirectory, device: "hw:CARD=countbikiNoSuchCard")
    await #expect(throws: SpeechError.noAudioDevice(device: "hw:CARD=countbikiNoSuchCard", reason: "No such device")) {
      try await client.prepare()
    }
  }
}
