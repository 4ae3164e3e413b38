import CountBikiKit
import Foundation
import SpeechClient
import TestSupport
import Testing

@testable import Speech

/// A voice-like test signal: harmonics of a gliding pitch under a syllable-rate envelope.
private func voiceLike(seconds: Double, pitch: Double, peak: Double, seed: UInt64) -> PCM {
  let rate = 22_050
  var generator = SplitMix64(seed: seed)
  let phase = Double(generator.uniform(below: 1000)) / 1000
  let samples = (0..<Int(seconds * Double(rate))).map { index -> Int16 in
    let t = Double(index) / Double(rate)
    let f0 = pitch * (1 + 0.1 * sin(2 * .pi * 0.7 * t))
    let syllables = max(0, sin(2 * .pi * (4 * t + phase)))
    var value = 0.0
    for harmonic in 1...12 { value += sin(2 * .pi * f0 * Double(harmonic) * t) / Double(harmonic) }
    return Int16(max(-32_767, min(32_767, peak * syllables * value / 2)))
  }
  return PCM(samples: samples, sampleRate: rate)
}

private let speech = voiceLike(seconds: 3, pitch: 120, peak: 32_000, seed: 0)
private let others = (0..<8).map { voiceLike(seconds: 1.7, pitch: 100 + 15 * Double($0), peak: 9_000, seed: UInt64($0 + 1)) }
private func babble(_ index: Int) -> PCM? { others[index % others.count] }

private let catalog: SceneCatalog = {
  (try? SceneCatalog(builtIn: PackageFolder.voices.appendingPathComponent("scenes"), own: nil))
    ?? SceneCatalog()
}()

private func decibels(_ speech: Double, _ noise: Double) -> Double { 10 * log10(speech / noise) }

@Test func everyBuiltInSceneLoads() {
  #expect(catalog.ids == ["clean", "cafe", "phone", "shop", "station", "street"])
  #expect(catalog.problems.isEmpty)
}

@Test(arguments: ["shop", "street", "station", "phone", "cafe"], [-10.0, 0, 5, 20, 40])
func theSpeechToNoiseRatioIsWhatWasAskedAndNothingClips(scene id: String, snr: Double) throws {
  let scene = try catalog.scene(named: id)
  let mix = scene.render(speech, snr: snr, seed: 1, babble: babble)
  // From the separate speech and noise the mixer used …
  #expect(abs(decibels(Scene.energy(mix.speech), Scene.energy(mix.noise)) - snr) <= 0.5)
  // … and from the mixed output, whose noise is what is left once the speech is taken away.
  var rest = 0.0
  for (index, sample) in mix.output.samples.enumerated() {
    let difference = Double(sample) - Double(mix.speech[index])
    rest += difference * difference
  }
  #expect(abs(decibels(Scene.energy(mix.speech), rest) - snr) <= 0.5, "\(id) at \(snr) dB")
  let peak = mix.output.samples.map { Int($0).magnitude }.max() ?? 0
  #expect(peak <= 32_000)
  #expect(mix.output.samples.count == mix.speech.count)
}

@Test func theCleanSceneLeavesTheVoiceAsItIs() throws {
  let mix = try catalog.scene(named: "clean").render(speech, snr: 0, seed: 1, babble: babble)
  #expect(mix.output == speech)
}

@Test func aSeedGivesTheSameNoiseAndAnotherSeedOther() throws {
  let shop = try catalog.scene(named: "shop")
  let first = shop.render(speech, seed: 7, babble: babble).output
  #expect(shop.render(speech, seed: 7, babble: babble).output == first)
  #expect(shop.render(speech, seed: 8, babble: babble).output != first)
}

@Test func thePhoneKeepsItsEnergyBetween300And3400Hertz() throws {
  let white = PCM(
    samples: {
      var generator = SplitMix64(seed: 3)
      return (0..<66_150).map { _ in Int16(SceneNoise.white(&generator) * 12_000) }
    }(), sampleRate: 22_050)
  let phone = try catalog.scene(named: "phone").render(white, snr: 40, seed: 1).output
  #expect(Spectrum.share(of: white.samples, sampleRate: 22_050, from: 300, to: 3400) < 0.35)
  #expect(Spectrum.share(of: phone.samples, sampleRate: 22_050, from: 300, to: 3400) >= 0.95)
}

@Test func theStationLeavesALongTail() throws {
  let station = try catalog.scene(named: "station")
  let mix = station.render(speech, snr: 40, seed: 1, babble: babble)
  #expect(mix.output.samples.count == speech.samples.count + Int(2.5 * 22_050))
  // A second after the voice stops, its echo is still there.
  let after = mix.speech[(speech.samples.count + 22_050)..<(speech.samples.count + 22_050 + 2205)]
  #expect(Scene.rms(Array(after)) > 10)
}

@Test func pinkAndBrownNoiseFallWithFrequency() {
  var generator = SplitMix64(seed: 5)
  func low(_ color: SceneNoise.Color) -> Double {
    let samples = SceneNoise.samples(color, count: 65_536, using: &generator)
    let peak = samples.map(abs).max() ?? 1
    let pcm = samples.map { Int16($0 / peak * 20_000) }
    return Spectrum.share(of: pcm, sampleRate: 22_050, from: 0, to: 1000)
  }
  let (white, pink, brown) = (low(.white), low(.pink), low(.brown))
  #expect(white < 0.15)
  #expect(pink > white * 2)
  #expect(brown > pink)
}

// MARK: - Scene files

private func sceneError(_ json: String) -> String? {
  do {
    _ = try Scene(id: "mine", json: Data(json.utf8), file: "mine.json")
    return nil
  } catch {
    return error.description
  }
}

@Test func aSceneFileWithAMistakeIsNamedInOneSentence() {
  #expect(
    sceneError(#"{"effects": [{"effect": "fog"}]}"#)
      == "the scene file mine.json has an unknown effect “fog” in effect 1; effects are noise, babble, band, rate, compressor, reverb, gain and sway; fix or remove it"
  )
  #expect(
    sceneError(#"{"effects": [{"effect": "reverb", "seconds": 99}]}"#)
      == "the scene file mine.json has seconds 99 in effect 1 (reverb); it takes a number from 0.1 to 8; fix or remove it"
  )
  #expect(
    sceneError(#"{"effects": [{"effect": "noise", "colour": "pink"}]}"#)
      == "the scene file mine.json has an unknown field “colour” in effect 1 (noise); fix or remove it"
  )
  #expect(
    sceneError(#"{"effects": [{"effect": "noise", "level": true}]}"#)
      == "the scene file mine.json has level true in effect 1 (noise); it takes a number from -40 to 0; fix or remove it"
  )
  #expect(sceneError("[1]") == "the scene file mine.json is not a JSON object; fix or remove it")
  #expect(sceneError(#"{"snr": 3, "effects": []}"#) == nil)
}

@Test func aLearnersBrokenSceneLeavesTheBuiltInsWorking() throws {
  let own = try TemporaryFolder.make("countbiki-scenes")
  defer { try? FileManager.default.removeItem(at: own) }
  try Data(#"{"effects": [{"effect": "fog"}]}"#.utf8).write(to: own.appendingPathComponent("fog.json"))
  try Data(#"{"effects": [{"effect": "gain", "db": -6}]}"#.utf8).write(
    to: own.appendingPathComponent("quiet.json"))
  let catalog = try SceneCatalog(
    builtIn: PackageFolder.voices.appendingPathComponent("scenes"), own: own)
  #expect(catalog.ids == ["clean", "cafe", "phone", "quiet", "shop", "station", "street"])
  #expect(catalog.problems.count == 1)
  #expect(catalog.problems.first?.contains("fog.json has an unknown effect “fog”") == true)
}
