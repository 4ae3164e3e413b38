import CountBikiKit
import Foundation
import SpeechClient
import TestSupport
import Testing

@testable import Speech

extension FakeKokoro {
  /// 600本 said by `engine`.
  func say(_ engine: KokoroEngine) async throws -> SpokenClip {
    let profile = try VoiceProfile.named("kokoro-alpha", in: builtInVoices)
    return try await engine.render(
      Utterance(reading: "ろっぴゃっぽん", written: "600本", voice: profile), voice: KokoroVoice(speaker: "jf_alpha"),
      rate: 1, sampleRate: SpeechEngines.sampleRate)
  }
}

/// A good answer: our phonemes and a tenth of a second of a tone.
private let goodAnswer = """
  answer({"ok": True, "phonemes": "ɾoʔpʲaʔpoɴ", "samples": 2400}, struct.pack("<2400h", *([8000, -8000] * 1200)))
  """

@Test func aWorkerThatDiesOnceIsStartedAgainAndSpeaks() async throws {
  let fake = try FakeKokoro(
    """
    import os
    marker = os.path.join(os.path.dirname(os.path.abspath(__file__)), "died")
    if not os.path.exists(marker):
        open(marker, "w").close()
        os._exit(3)
    os.remove(marker)
    \(goodAnswer)
    """)
  let engine = KokoroEngine(environment: fake.environment)
  let clip = try await fake.say(engine)
  #expect(clip.engineReading == "ろっぴゃっぽん")
  #expect(fake.startCount == 2)
}

@Test(arguments: [
  ("import os\nos._exit(3)", SpeechError.engineFailed(name: "Kokoro", reason: "its worker stopped")),
  ("time.sleep(60)", SpeechError.engineHung(name: "Kokoro", milliseconds: 4000)),
  (
    "stdout.write(b'\\xff\\xff\\xff\\xffgarbage'); stdout.flush(); time.sleep(60)",
    SpeechError.engineFailed(name: "Kokoro", reason: "its worker answered garbage (it announced a frame of 4294967295 bytes)")
  ),
  (
    "answer({'ok': True, 'phonemes': 'ɾoʔpʲaʔpoɴ', 'samples': 10}, b'12')",
    SpeechError.engineFailed(name: "Kokoro", reason: "its worker answered garbage (it sent 2 bytes for 10 samples)")
  ),
])
func aWorkerThatFailsIsStartedOnceMoreThenGivenUp(behaviour: String, error: SpeechError) async throws {
  let fake = try FakeKokoro(behaviour)
  let engine = KokoroEngine(environment: fake.environment)
  await #expect(throws: error) { try await fake.say(engine) }
  #expect(fake.startCount == 2)
  // Given up: the next clip fails at once, with no third worker.
  let started = ContinuousClock.now
  await #expect(throws: error) { try await fake.say(engine) }
  #expect(ContinuousClock.now - started < .seconds(2))
  #expect(fake.startCount == 2)
}

@Test func phonemesThatDoNotSpellOurReadingAreRefused() async throws {
  let fake = try FakeKokoro(
    """
    answer({"ok": True, "phonemes": "ɾoʔpʲaʔpo", "samples": 2}, b"\\x00\\x00\\x00\\x00")
    """)
  await #expect(throws: SpeechError.readingMismatch(expected: "ろっぴゃっぽん", heard: "ろっぴゃっぽ")) {
    try await fake.say(KokoroEngine(environment: fake.environment))
  }
}

@Test func aModelThatFailsItsChecksumIsOneSentence() async throws {
  _ = try kokoroVoice()
  let real = try KokoroInstallation.locate(environment: kokoroEnvironment)
  let home = try TemporaryFolder.make("countbiki-bad-model")
  let folder = home.appendingPathComponent(".local/share/countbiki/engines/kokoro")
  try FileManager.default.createDirectory(at: folder.appendingPathComponent("model"), withIntermediateDirectories: true)
  try FileManager.default.createSymbolicLink(
    at: folder.appendingPathComponent("venv"), withDestinationURL: real.folder.appendingPathComponent("venv"))
  try Data("not a model".utf8).write(to: folder.appendingPathComponent("model/\(KokoroInstallation.modelName)"))
  let engine = KokoroEngine(environment: Isolation.environment(home: home))
  let problem = SpeechError.engineFailed(
    name: "Kokoro", reason: "its model file does not match its checksum; run `countbiki voices install kokoro` again")
  await #expect(throws: problem) { try await engine.phonemes(for: [SpokenPart(written: "3", reading: "さん")]) }
  #expect(
    problem.description
      == "the speech engine Kokoro failed: its model file does not match its checksum; run `countbiki voices install kokoro` again."
  )
}

@Test func aDamagedOrMissingInstallationIsOneSentence() throws {
  let home = try TemporaryFolder.make("countbiki-no-kokoro")
  let environment = Isolation.environment(home: home)
  #expect(throws: SpeechError.kokoroMissing("it is not installed; run `countbiki voices install kokoro`")) {
    try KokoroInstallation.locate(environment: environment)
  }
  let folder = KokoroInstallation.userFolder(environment: environment)
  try FileManager.default.createDirectory(at: folder.appendingPathComponent("venv/bin"), withIntermediateDirectories: true)
  #expect(
    throws: SpeechError.kokoroMissing(
      "its installation in \(folder.path) is damaged (no Python or no model); run `countbiki voices install kokoro` again")
  ) {
    try KokoroInstallation.locate(environment: environment)
  }
}
