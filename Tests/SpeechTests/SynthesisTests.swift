import CountBikiKit
import Foundation
import SpeechClient
import Testing

private let client = SpeechClient.live(voicesDirectory: voicesDirectory, device: "null")
private let defaultVoice = VoiceProfile.builtInDefault

@Test func yen1234IsAboutASecondOfSpeech() async throws {
  #expect(try spoken("1234円") == "センニヒャクサンジューヨエン")
  let pcm = try await client.synthesize(Utterance(reading: try spoken("1234円"), voice: defaultVoice))
  #expect(pcm.sampleRate == 22050)
  #expect((0.8...2.0).contains(pcm.duration), "\(pcm.duration) s")
  #expect(peak(pcm) > 3000)
}

/// How much longer `expression` lasts at `rate` than at the voice's normal speed, and the peak.
private func lengthening(_ expression: String, rate: Double) async throws -> (ratio: Double, peak: Int) {
  let text = try spoken(expression)
  let normal = try await client.synthesize(Utterance(reading: text, voice: defaultVoice, rate: 1))
  let changed = try await client.synthesize(Utterance(reading: text, voice: defaultVoice, rate: rate))
  return (changed.duration / normal.duration, peak(changed))
}

@Test func halfRateIsAboutTwiceAsLong() async throws {
  let ratio = try await lengthening("1234円", rate: 0.5).ratio
  #expect((1.8...2.3).contains(ratio), "ratio \(ratio)")
}

@Test func ratesBelowEspeaksSlowestAreStretched() async throws {
  let (ratio, loudest) = try await lengthening("3本", rate: 0.3)
  #expect((2.8...3.8).contains(ratio), "ratio \(ratio)")
  #expect(loudest > 3000)
}

@Test func tripleRateIsAboutAThirdAsLong() async throws {
  let ratio = try await lengthening("1234円", rate: 3).ratio
  #expect((0.25...0.45).contains(ratio), "ratio \(ratio)")
}

@Test func zeroVolumeIsSilentAndDoubleVolumeIsLouder() async throws {
  let text = try spoken("8杯")
  let silent = try await client.synthesize(Utterance(reading: text, voice: defaultVoice, volume: 0))
  let normal = try await client.synthesize(Utterance(reading: text, voice: defaultVoice, volume: 1))
  let loud = try await client.synthesize(Utterance(reading: text, voice: defaultVoice, volume: 2))
  #expect(peak(silent) == 0)
  #expect(peak(loud) > peak(normal))
}

@Test func everyBuiltInEspeakVoiceSynthesizes() async throws {
  let espeakVoices = builtInVoices.filter { $0.naturalSpeaker == nil }
  #expect(espeakVoices.map(\.id) == ["default", "female", "learner", "male"])
  var durations: [String: Double] = [:]
  for voice in espeakVoices {
    let pcm = try await client.synthesize(Utterance(reading: try spoken("14時30分"), voice: voice))
    #expect(peak(pcm) > 3000, "\(voice.id)")
    durations[voice.id] = pcm.duration
  }
  #expect(durations["learner"]! > durations["default"]! * 1.2)
}

@Test func settingsOfOneCallDoNotLeakIntoTheNext() async throws {
  let female = builtInVoices.first { $0.id == "female" }!
  let plain = Utterance(reading: try spoken("6本"), voice: female)
  let first = try await client.synthesize(plain)
  _ = try await client.synthesize(Utterance(reading: try spoken("6本"), voice: female, rate: 0.5, pitch: 2, volume: 2))
  let second = try await client.synthesize(plain)
  // libespeak-ng keeps a little history between messages (pauses depend on the previous text),
  // so lengths may differ by a few per cent; a leaked rate of 0.5 would double it.
  #expect(abs(second.duration / first.duration - 1) < 0.15, "\(first.duration) s, then \(second.duration) s")
  #expect(abs(peak(first) - peak(second)) < peak(first) / 4)
}

@Test func unknownEspeakVoiceIsNamed() async throws {
  let voice = VoiceProfile(id: "odd", description: "", variant: "nosuchvariant")
  await #expect(throws: SpeechError.espeakVoiceNotFound("ja+nosuchvariant")) {
    try await client.synthesize(Utterance(reading: "イチ", voice: voice))
  }
}
