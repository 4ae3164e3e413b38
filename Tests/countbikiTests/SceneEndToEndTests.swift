import Foundation
import TestSupport
import Testing

/// The samples of a WAV file as countbiki writes it (a 44-byte header).
private func samples(_ url: URL) throws -> [Int16] {
  littleEndianSamples([UInt8](try Data(contentsOf: url)).dropFirst(44))
}

/// Says `text` with `options` into a WAV file in `folder` and returns its samples.
private func say(_ text: String, _ options: [String], in folder: URL, config: URL? = nil)
  async throws -> [Int16]
{
  let wav = folder.appendingPathComponent("\(UUID().uuidString).wav")
  let result = try await Binary.run(["say", text, "--wav", wav.path] + options, config: config)
  #expect(result.status == 0, "\(result.error)")
  return try samples(wav)
}

@Test func aPhoneCallKeepsItsEnergyBetween300And3400Hertz() async throws {
  let folder = try TemporaryFolder.make("countbiki-scenes")
  defer { try? FileManager.default.removeItem(at: folder) }
  let phone = try await say("1280円", ["--scene", "phone"], in: folder)
  let clean = try await say("1280円", [], in: folder)
  #expect(Spectrum.share(of: clean, sampleRate: 22_050, from: 300, to: 3400) < 0.8)
  #expect(Spectrum.share(of: phone, sampleRate: 22_050, from: 300, to: 3400) >= 0.95)
}

@Test func aShopAtFiveDecibelsMeasuresFiveDecibelsAgainstTheCleanClip() async throws {
  let folder = try TemporaryFolder.make("countbiki-scenes")
  defer { try? FileManager.default.removeItem(at: folder) }
  let shop = try await say("1280円", ["--scene", "shop", "--snr", "5", "--seed", "1"], in: folder)
  let again = try await say("1280円", ["--scene", "shop", "--snr", "5", "--seed", "1"], in: folder)
  let clean = try await say("1280円", [], in: folder)
  #expect(abs(Spectrum.snr(noisy: shop, clean: clean) - 5) <= 0.5)
  #expect(shop == again)
  #expect(shop.map { Int($0).magnitude }.max() ?? 0 < 32_767)
}

@Test(arguments: [
  (["--snr", "41"], "countbiki say: --snr must be a number from -10 to 40, not “41”.\n"),
  (
    ["--scene", "fog"],
    "countbiki say: there is no scene “fog”; the scenes are clean, cafe, phone, shop, station, street.\n"
  ),
])
func aBadSceneOrRatioIsAUsageError(options: [String], error: String) async throws {
  let result = try await Binary.run(["say", "12", "--wav", "/dev/null"] + options)
  #expect(result.status == 2)
  #expect(result.error == error)
}

@Test func aLearnersBrokenSceneFileIsNamedAndTheBuiltInsStillWork() async throws {
  let config = try TemporaryFolder.make("countbiki-config")
  defer { try? FileManager.default.removeItem(at: config) }
  let scenes = config.appendingPathComponent("countbiki/scenes")
  try FileManager.default.createDirectory(at: scenes, withIntermediateDirectories: true)
  try Data(#"{"effects": [{"effect": "reverb", "seconds": 99}]}"#.utf8).write(
    to: scenes.appendingPathComponent("hall.json"))
  let result = try await Binary.run(
    ["say", "12", "--wav", "/dev/null", "--scene", "station"], config: config)
  #expect(result.status == 0)
  #expect(
    result.error
      == "countbiki: skipping a scene: the scene file \(scenes.path)/hall.json has seconds 99 in effect 1 (reverb); it takes a number from 0.1 to 8; fix or remove it.\n"
  )
  let own = try await Binary.run(
    ["say", "12", "--wav", "/dev/null", "--scene", "hall"], config: config)
  #expect(own.status == 2)
}

@Test func aDrillInAShopSoundsOtherThanInSilence() async throws {
  let folder = try TemporaryFolder.make("countbiki-scenes")
  defer { try? FileManager.default.removeItem(at: folder) }
  for scene in ["clean", "shop"] {
    let result = try await Binary.run(
      [
        "drill", "counters.hon", "--seed", "2", "--questions", "1", "--no-history", "--scene", scene,
        "--audio", "wav:\(folder.appendingPathComponent(scene).path)",
      ], input: "12\n")
    #expect(result.status == 0)
  }
  let clean = try samples(folder.appendingPathComponent("clean/001.wav"))
  let shop = try samples(folder.appendingPathComponent("shop/001.wav"))
  // The shop's own ratio, 10 dB.
  #expect(abs(Spectrum.snr(noisy: shop, clean: clean) - 10) <= 0.5)
}

@Test func anAdaptiveDrillEndsWithTheThresholdLine() async throws {
  // Seed 2 of counters.hon asks 12本, 15本, 12本, 16本: right, wrong then right, a skip, a skip.
  let result = try await Binary.run(
    [
      "drill", "counters.hon", "--seed", "2", "--questions", "4", "--audio", "none", "--no-history",
      "--adaptive",
    ], input: "12\n15\n1\n12\n:skip\n")
  #expect(result.status == 0)
  #expect(
    result.output.contains(
      "\nThreshold: you catch counters.hon at +16.0 dB in shop noise, at 1.00× speed (estimated from 4 answers).\n"
    ))
}
