import DrillRuntime
import Foundation
import SpeechClient
import Testing

/// How one run's speech settings come from what was typed, the config file and the defaults.
@Suite struct SpeechSettingsTests {
  private let voices = [
    VoiceProfile(id: "default", description: "espeak-ng"),
    VoiceProfile(id: "f2", description: "espeak-ng, female", variant: "f2"),
    VoiceProfile(id: "m3", description: "espeak-ng, male", variant: "m3"),
  ]
  private let shop = Scene(id: "shop", title: "A shop", effects: [.noise(color: "pink", level: 0)])
  private let phone = Scene(id: "phone", title: "A phone", effects: [.band(low: 300, high: 3400, order: 4)])

  private func resolve(
    typed: SpeechSettings.Choice = .init(), saved: SpeechSettings.Choice = .init(),
    scenes: @escaping (String) throws -> Scene = { Issue.record("asked for scene \($0)"); return .clean }
  ) throws -> SpeechSettings {
    try SpeechSettings.resolve(
      typed: typed, saved: saved, voices: voices, scenes: scenes, environment: [:])
  }

  @Test func nothingChosenIsTheDefaultsAndTheBestVoice() throws {
    let settings = try resolve()
    #expect(settings.speakerIDs == ["default"])
    #expect(settings.naturalVoiceMissing)
    #expect(settings.rate == 1 && settings.pitch == 1 && settings.volume == 1)
    #expect(settings.device == "default" && !settings.deviceFromFlag)
    #expect(settings.scene == .clean && settings.snr == nil)
    #expect(settings.notices == [])
  }

  @Test func whatIsTypedWinsOverTheConfigFileWhichWinsOverTheDefaults() throws {
    let settings = try resolve(
      typed: .init(rate: 0.8, device: "hw:1", snr: 3),
      saved: .init(voice: "f2,m3", rate: 1.2, pitch: 1.5, device: "plughw:0", snr: 9))
    #expect(settings.voiceIDs == "f2,m3")
    #expect(!settings.naturalVoiceMissing)
    #expect(settings.rate == 0.8 && settings.pitch == 1.5 && settings.volume == 1)
    #expect(settings.device == "hw:1" && settings.deviceFromFlag)
    #expect(settings.snr == 3)
  }

  @Test func anUnknownVoiceIsAProblemThatSaysWhetherItWasTyped() throws {
    #expect(throws: SpeechSettings.Problem.self) { try resolve(typed: .init(voice: "nobody")) }
    do {
      _ = try resolve(typed: .init(voice: "nobody"))
    } catch SpeechSettings.Problem.voice(_, let typed) {
      #expect(typed)
    }
    do {
      _ = try resolve(saved: .init(voice: "f2,nobody"))
    } catch SpeechSettings.Problem.voice(_, let typed) {
      #expect(!typed)
    }
  }

  @Test func aSceneIsLookedUpOnlyWhenItIsNotSilence() throws {
    #expect(try resolve(saved: .init(scene: "clean")).scene == .clean)
    var asked: [String] = []
    let settings = try resolve(typed: .init(scene: "phone"), saved: .init(scene: "shop")) { id in
      asked.append(id)
      return phone
    }
    #expect(settings.scene == phone && asked == ["phone"])
  }

  @Test func aSceneFileThatCannotBeUsedIsAProblemThatSaysWhetherItWasTyped() throws {
    let broken = { (id: String) throws -> Scene in
      try Scene(id: id, json: Data("[]".utf8), file: "\(id).json")
    }
    do {
      _ = try resolve(saved: .init(scene: "mine"), scenes: broken)
      Issue.record("a broken scene was used")
    } catch SpeechSettings.Problem.scene(let error, let typed) {
      #expect(error.description == "the scene file mine.json is not a JSON object; fix or remove it")
      #expect(!typed)
    }
  }

  @Test func anAdaptiveDrillAddsNoiseOnlyToASceneWithout() throws {
    let quiet = try resolve()
    #expect(quiet.adaptive(true) { shop }.scene == shop)
    #expect(quiet.adaptive(false) { shop }.scene == .clean)
    let noisy = try resolve(typed: .init(scene: "shop")) { _ in shop }
    #expect(noisy.adaptive(true) { phone }.scene == shop)
    #expect(quiet.hardListening(-4) { shop }.snr == -4)
    #expect(quiet.hardListening(nil) { shop }.scene == .clean)
  }

  @Test func audioChoicesReadAsTheyAreWritten() {
    #expect(AudioChoice("alsa") == .alsa && AudioChoice.standard == .alsa)
    #expect(AudioChoice("none") == AudioChoice.none)
    #expect(AudioChoice("wav:/tmp/clips") == .wav(directory: "/tmp/clips"))
    #expect(AudioChoice("wav:") == nil && AudioChoice("pulse") == nil)
    for text in ["alsa", "none", "wav:out"] { #expect(AudioChoice(text)?.text == text) }
    #expect(AudioChoice.wav(directory: "out").writesFiles && !AudioChoice.alsa.writesFiles)
  }
}
