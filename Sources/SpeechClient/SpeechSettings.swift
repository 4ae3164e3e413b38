import CountBikiKit
import Foundation

/// Voice, rate, pitch and volume for one run: what was typed over what the config file keeps
/// over the built-in defaults.
public struct SpeechSettings: Sendable {
  /// The built-in defaults, one home for each: resolution, the options' help and `config show`
  /// all read them here.
  public enum Default {
    public static let rate = 1.0
    public static let pitch = 1.0
    public static let volume = 1.0
    /// ALSA's own default device, used unless the learner chose another.
    public static let device = "default"
    /// Silence: the scene with no effect.
    public static let scene = Scene.clean.id
    /// The scene of an adaptive drill or a hard-listening review when the chosen one has no
    /// noise.
    public static let noisyScene = "shop"
  }

  /// Who speaks: one voice, or several taking turns question by question.
  public var voices: VoiceMix
  /// The first (or only) speaker.
  public var voice: VoiceProfile { voices.first }
  public var rate: Double
  public var pitch: Double
  public var volume: Double
  public var device: String = Default.device
  /// Whether `device` came from `--device` (a mistake there is a usage error).
  public var deviceFromFlag = false
  public var scene: Scene = .clean
  /// nil: the scene's own ratio.
  public var snr: Double? = nil
  /// The session's seed, which with what is said draws each utterance's noise and speaker.
  public var seed: UInt64 = 0
  /// What the learner should hear about the voices before the session starts: a chosen voice
  /// that cannot speak here (espeak-ng speaks instead), or how to get a natural voice.
  public var notices: [String] = []
  /// Whether espeak-ng speaks because no natural voice is installed (none was chosen).
  public var naturalVoiceMissing = false
  /// The command these settings speak for, named in what it says about the voices.
  public var command = "drill"

  public init(voices: VoiceMix, rate: Double, pitch: Double, volume: Double) {
    (self.voices, self.rate, self.pitch, self.volume) = (voices, rate, pitch, volume)
  }

  public init(voice: VoiceProfile, rate: Double, pitch: Double, volume: Double) {
    self.init(voices: VoiceMix([voice]), rate: rate, pitch: pitch, volume: volume)
  }

  /// What one source chose: the command line or the config file; nil is not chosen there.
  public struct Choice: Sendable, Equatable {
    public var voice: String?
    public var rate: Double?
    public var pitch: Double?
    public var volume: Double?
    public var device: String?
    public var scene: String?
    public var snr: Double?

    public init(
      voice: String? = nil, rate: Double? = nil, pitch: Double? = nil, volume: Double? = nil,
      device: String? = nil, scene: String? = nil, snr: Double? = nil
    ) {
      (self.voice, self.rate, self.pitch, self.volume) = (voice, rate, pitch, volume)
      (self.device, self.scene, self.snr) = (device, scene, snr)
    }
  }

  /// A choice that cannot be used, and whether it was typed (else the config file holds it).
  public enum Problem: Error, Equatable {
    case voice(SpeechError, typed: Bool)
    case scene(SceneFileError, typed: Bool)
  }

  /// `typed` over `saved` over the defaults, the voices found among `voices` and a scene
  /// through `scenes` (asked only for a scene other than silence). A voice that is not among
  /// `voices` is a problem; one that cannot speak here is left out with a notice, espeak-ng
  /// speaking when none is left; with none chosen, the best installed speaks.
  public static func resolve(
    typed: Choice, saved: Choice, vary: Bool = false, voices: [VoiceProfile],
    scenes: (String) throws -> Scene,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> SpeechSettings {
    let named = typed.voice ?? saved.voice
    var chosen: [VoiceProfile]
    do throws(SpeechError) {
      chosen = try named.map { name throws(SpeechError) in
        try choose(name, among: voices, environment: environment)
      } ?? []
    } catch {
      throw Problem.voice(error, typed: typed.voice != nil)
    }
    var notices: [String] = []
    chosen = chosen.filter { voice in
      guard let problem = VoiceCatalog.missing(voice, environment: environment) else { return true }
      notices.append(
        "the voice \(voice.id) cannot speak here: \(clause(problem)); espeak-ng speaks instead.")
      return false
    }
    var naturalVoiceMissing = false
    if named == nil {
      chosen = [VoiceCatalog.best(of: voices, environment: environment)]
      naturalVoiceMissing = !chosen[0].isNatural
    }
    var settings = SpeechSettings(
      voices: VoiceMix(chosen, vary: vary),
      rate: typed.rate ?? saved.rate ?? Default.rate,
      pitch: typed.pitch ?? saved.pitch ?? Default.pitch,
      volume: typed.volume ?? saved.volume ?? Default.volume)
    settings.device = typed.device ?? saved.device ?? Default.device
    settings.deviceFromFlag = typed.device != nil
    let sceneID = typed.scene ?? saved.scene ?? Default.scene
    if sceneID != Default.scene {
      do {
        settings.scene = try scenes(sceneID)
      } catch let error as SceneFileError {
        throw Problem.scene(error, typed: typed.scene != nil)
      }
    }
    settings.snr = typed.snr ?? saved.snr
    settings.notices = notices
    settings.naturalVoiceMissing = naturalVoiceMissing
    return settings
  }

  /// The profiles `text` names: an id, ids separated by commas, or `mix`.
  public static func choose(
    _ text: String, among voices: [VoiceProfile], environment: [String: String]
  ) throws(SpeechError) -> [VoiceProfile] {
    if text == VoiceMix.everyVoice { return VoiceMix.every(of: voices, environment: environment) }
    let ids = text.split(separator: ",", omittingEmptySubsequences: false).map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    var chosen: [VoiceProfile] = []
    for id in ids where !chosen.contains(where: { $0.id == id }) {
      chosen.append(try VoiceProfile.named(id, in: voices))
    }
    return chosen
  }

  /// `error`'s sentence as a clause: no closing full stop.
  public static func clause(_ error: any Error & CustomStringConvertible) -> String {
    var text = error.description
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// The speakers' ids in the learner's order: the quiz names the one that says each question.
  public var speakerIDs: [String] { voices.voices.map(\.id) }

  /// The voices' ids as the history keeps them: `nitech-m001`, or `nitech-m001,mei` for a mix.
  public var voiceIDs: String { speakerIDs.joined(separator: ",") }

  /// These settings with the session's seed.
  public func seeded(_ seed: UInt64) -> SpeechSettings {
    var settings = self
    settings.seed = seed
    return settings
  }

  /// For an adaptive session: a scene with noise (`noisy` when the chosen one has none), whose
  /// ratio each request then sets.
  public func adaptive(_ on: Bool, noisy: () throws -> Scene) rethrows -> SpeechSettings {
    guard on, !scene.isNoisy else { return self }
    var settings = self
    settings.scene = try noisy()
    return settings
  }

  /// A review's raised difficulty: the scene (`noisy` when the chosen one has none) at `snr` dB.
  public func hardListening(_ snr: Double?, noisy: () throws -> Scene) rethrows -> SpeechSettings {
    guard let snr else { return self }
    var settings = try adaptive(true, noisy: noisy)
    settings.snr = snr
    return settings
  }

  /// What `parts` would be asked as outside a quiz (`say`, `export`): at the learner's rate, by
  /// the voice whose turn it is to say them in this session.
  public func request(_ parts: [SpokenPart]) -> SpeechRequest {
    SpeechRequest(parts: parts, speaker: voices.speakerID(for: SpokenPart.reading(of: parts), seed: seed))
  }

  /// `parts` to be said with these settings, in their scene, by the voice whose turn it is.
  public func utterance(_ parts: [SpokenPart]) -> Utterance {
    utterance(request(parts))
  }

  /// `request` to be said with these settings: the one place a request's relative rate and
  /// speaker become an utterance's voice and rate (the learner's rate × the request's × the
  /// mix's spread), which each engine then says through `VoiceProfile.Engine.ratePlan`.
  public func utterance(_ request: SpeechRequest) -> Utterance {
    let reading = request.reading
    var utterance = Utterance(
      request.parts, voice: voices.voice(request.speaker),
      rate: rate * request.rate * voices.rateSpread(for: reading, seed: seed), pitch: pitch, volume: volume)
    if !scene.effects.isEmpty {
      utterance.scene = SceneChoice(scene, snr: request.snr ?? snr, seed: SceneChoice.seed(seed, for: reading))
    }
    return utterance
  }
}
