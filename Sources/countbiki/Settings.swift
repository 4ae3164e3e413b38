import CountBikiKit
import Foundation
import Speech

/// The speech settings a learner keeps in the config file; nil means the built-in default.
struct Settings: Codable, Equatable {
  var voice: String?
  var rate: Double?
  var pitch: Double?
  var volume: Double?
  /// The ALSA playback device (`countbiki devices`).
  var device: String?
  /// The drill's `--audio` choice: alsa, none or wav:DIR.
  var audio: String?
  /// `off`: drills keep no history.
  var history: String?
  /// The scene questions are heard in (`countbiki scenes`), and its speech-to-noise ratio.
  var scene: String?
  var snr: Double?
  /// Entries of the file that are not settings (written by a newer countbiki, or by hand): kept
  /// as they are when the file is written again.
  var others: [String: JSONValue] = [:]

  init(
    voice: String? = nil, rate: Double? = nil, pitch: Double? = nil, volume: Double? = nil,
    device: String? = nil, audio: String? = nil, history: String? = nil
  ) {
    (self.voice, self.rate, self.pitch, self.volume) = (voice, rate, pitch, volume)
    (self.device, self.audio, self.history) = (device, audio, history)
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Name.self)
    voice = try container.decodeIfPresent(String.self, forKey: Name(Key.voice))
    rate = try container.decodeIfPresent(Double.self, forKey: Name(Key.rate))
    pitch = try container.decodeIfPresent(Double.self, forKey: Name(Key.pitch))
    volume = try container.decodeIfPresent(Double.self, forKey: Name(Key.volume))
    device = try container.decodeIfPresent(String.self, forKey: Name(Key.device))
    audio = try container.decodeIfPresent(String.self, forKey: Name(Key.audio))
    history = try container.decodeIfPresent(String.self, forKey: Name(Key.history))
    scene = try container.decodeIfPresent(String.self, forKey: Name(Key.scene))
    snr = try container.decodeIfPresent(Double.self, forKey: Name(Key.snr))
    for name in container.allKeys where Key(rawValue: name.stringValue) == nil {
      others[name.stringValue] = try container.decode(JSONValue.self, forKey: name)
    }
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Name.self)
    for (name, value) in others { try container.encode(value, forKey: Name(name)) }
    try container.encodeIfPresent(voice, forKey: Name(Key.voice))
    try container.encodeIfPresent(rate, forKey: Name(Key.rate))
    try container.encodeIfPresent(pitch, forKey: Name(Key.pitch))
    try container.encodeIfPresent(volume, forKey: Name(Key.volume))
    try container.encodeIfPresent(device, forKey: Name(Key.device))
    try container.encodeIfPresent(audio, forKey: Name(Key.audio))
    try container.encodeIfPresent(history, forKey: Name(Key.history))
    try container.encodeIfPresent(scene, forKey: Name(Key.scene))
    try container.encodeIfPresent(snr, forKey: Name(Key.snr))
  }

  /// Any name in the file.
  private struct Name: CodingKey {
    let stringValue: String
    init(_ name: String) { stringValue = name }
    init(_ key: Key) { stringValue = key.rawValue }
    init?(stringValue: String) { self.stringValue = stringValue }
    var intValue: Int? { nil }
    init?(intValue: Int) { nil }
  }

  /// Every setting's declaration: the options of the commands that speak (but `--vary`, a
  /// choice for one run), `--audio`, and `history`.
  static let options =
    SpeechSettings.options.filter { $0.name != "vary" } + [AudioChoice.option, HistoryOptions.setting]

  /// The settings a learner can name; each is also an option of the commands that use it.
  enum Key: String, CaseIterable {
    case voice, rate, pitch, volume, device, audio, history, scene, snr

    /// The command-line option of the same name, which declares the allowed values.
    var option: Option {
      Settings.options.first { $0.name == rawValue }!
    }

    var range: ClosedRange<Double>? {
      guard case .decimal(let range) = option.values else { return nil }
      return range
    }

    static let names = allCases.map(\.rawValue).joined(separator: ", ")
  }

  subscript(key: Key) -> String? {
    switch key {
    case .voice: return voice
    case .device: return device
    case .audio: return audio
    case .rate: return rate.map(RangedNumber.format)
    case .pitch: return pitch.map(RangedNumber.format)
    case .volume: return volume.map(RangedNumber.format)
    case .history: return history
    case .scene: return scene
    case .snr: return snr.map(RangedNumber.format)
    }
  }

  /// Sets `key` from text, checking numbers against the key's range.
  mutating func set(_ key: Key, to text: String) throws {
    if key == .history {
      guard text == "on" || text == "off" else {
        throw UsageError("history must be on or off, not “\(text)”.")
      }
      history = text
      return
    }
    guard let range = key.range else {
      try key.option.check(text)
      switch key {
      case .device: device = text
      case .audio: audio = text
      case .scene:
        _ = try SpeechSettings.scene(named: text, fromFlag: true)
        scene = text
      default: voice = text
      }
      return
    }
    let value = try RangedNumber.parse(text, label: key.rawValue, in: range)
    switch key {
    case .voice, .device, .audio, .history, .scene: break
    case .snr: snr = value
    case .rate: rate = value
    case .pitch: pitch = value
    case .volume: volume = value
    }
  }

  /// The first value outside its range, described, or nil when all are valid.
  var problem: String? {
    for key in Key.allCases {
      guard let range = key.range, let text = self[key], let value = Double(text),
        !range.contains(value)
      else { continue }
      return "\(key.rawValue) is \(text), outside \(RangedNumber.describe(range))"
    }
    return nil
  }
}

/// Voice, rate, pitch and volume for one run: command-line flags over the config file over the
/// built-in defaults. Commands that speak take the options in `options`.
struct SpeechSettings {
  static let options: [Option] = [
    .value(
      "voice", "ID",
      help:
        "a voice listed by `countbiki voices` (default: the best installed); several, as A,B, or `mix` (every installed natural voice) take turns question by question"
    ),
    .flag("vary", help: "make each question up to 10 % faster or slower, as different people speak"),
    .value(
      "rate", "R", .decimal(Utterance.rateRange),
      help: "speed as a multiple of the voice's normal speed; 0.8 is 80 %"),
    .value(
      "pitch", "P", .decimal(Utterance.pitchRange),
      help: "pitch as a multiple of the voice's normal pitch"),
    .value("volume", "V", .decimal(Utterance.volumeRange), help: "0 is silent, 1 is normal"),
    .value(
      "device", "NAME",
      help: "the ALSA playback device, as `countbiki devices` lists them; ALSA's default if unset"),
    .value(
      "scene", "NAME",
      help: "hear it in a scene: clean (the default), shop, street, station, phone, cafe, or your own in $XDG_CONFIG_HOME/countbiki/scenes"),
    .value(
      "snr", "DB", .decimal(Scene.snrRange),
      help: "speech-to-noise ratio of the scene in dB; lower is harder (each scene has its own default)"),
  ]
  static let optionsFooter =
    "Defaults for these persist with `countbiki config set NAME VALUE`."
  /// ALSA's own default device, used unless the learner chose another.
  static let defaultDevice = "default"

  /// Who speaks: one voice, or several taking turns question by question.
  var voices: VoiceMix
  /// The first (or only) speaker.
  var voice: VoiceProfile { voices.first }
  var rate: Double
  var pitch: Double
  var volume: Double
  var device: String = defaultDevice
  /// Whether `device` came from `--device` (a mistake there is a usage error).
  var deviceFromFlag = false
  var scene: Scene = .clean
  /// nil: the scene's own ratio.
  var snr: Double? = nil
  /// The session's seed, which with what is said draws each utterance's noise and speaker.
  var seed: UInt64 = 0
  /// What the learner should hear about the voices before the session starts: a chosen voice
  /// that cannot speak here (espeak-ng speaks instead), or how to get a natural voice.
  var notices: [String] = []
  /// Whether espeak-ng speaks because no natural voice is installed (none was chosen).
  var naturalVoiceMissing = false
  /// The command these settings speak for, named in what it says about the voices.
  var command = "drill"

  init(voices: VoiceMix, rate: Double, pitch: Double, volume: Double) {
    (self.voices, self.rate, self.pitch, self.volume) = (voices, rate, pitch, volume)
  }

  init(voice: VoiceProfile, rate: Double, pitch: Double, volume: Double) {
    self.init(voices: VoiceMix([voice]), rate: rate, pitch: pitch, volume: volume)
  }

  /// Reads the flags in `arguments` and the config file, and finds the voices among `voices`.
  /// A voice that is not among them is an error (a usage error when typed); one that cannot
  /// speak here is left out with a notice, espeak-ng speaking when none is left.
  static func resolve(
    _ arguments: ParsedArguments, config: ConfigFile = .standard, voices: [VoiceProfile],
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> SpeechSettings {
    let saved = try config.load()
    let named = arguments.text("voice") ?? saved.voice
    var chosen: [VoiceProfile]
    do throws(SpeechError) {
      chosen = try named.map { name throws(SpeechError) in try choose(name, among: voices, environment: environment) } ?? []
    } catch {
      if arguments.text("voice") != nil { throw UsageError(error.description) }
      throw RuntimeError(
        "\(error.description.dropLast()) (set in \(config.url.path)); run `countbiki config set voice ID`."
      )
    }
    var notices: [String] = []
    chosen = chosen.filter { voice in
      guard let problem = VoiceCatalog.missing(voice, environment: environment) else { return true }
      notices.append("the voice \(voice.id) cannot speak here: \(Self.clause(problem)); espeak-ng speaks instead.")
      return false
    }
    var naturalVoiceMissing = false
    if named == nil {
      chosen = [VoiceCatalog.best(of: voices, environment: environment)]
      naturalVoiceMissing = chosen[0].openJTalkFile == nil
    }
    // A command that writes audio files (`export`) has no --device.
    let deviceFlag = arguments.spec.option(named: "device") == nil ? nil : arguments.text("device")
    var settings = SpeechSettings(
      voices: VoiceMix(chosen, vary: arguments.flag("vary")),
      rate: arguments.decimal("rate") ?? saved.rate ?? 1,
      pitch: arguments.decimal("pitch") ?? saved.pitch ?? 1,
      volume: arguments.decimal("volume") ?? saved.volume ?? 1)
    settings.device = deviceFlag ?? saved.device ?? defaultDevice
    settings.deviceFromFlag = deviceFlag != nil
    settings.scene = try scene(
      named: arguments.text("scene") ?? saved.scene ?? "clean",
      fromFlag: arguments.text("scene") != nil)
    settings.snr = arguments.decimal("snr") ?? saved.snr
    settings.notices = notices
    settings.naturalVoiceMissing = naturalVoiceMissing
    return settings
  }

  /// The profiles `text` names: an id, ids separated by commas, or `mix`.
  static func choose(
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
  private static func clause(_ error: SpeechError) -> String {
    var text = error.description
    if text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// These settings for `command`, whose name its later notices carry, with the notices printed
  /// on standard error as `countbiki COMMAND: …`. A drill (`hint`) also says, once for each
  /// learner, how to get a natural voice when espeak-ng is all there is.
  func announced(
    command: String, hint: Bool = false,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> SpeechSettings {
    for notice in notices { Output.error("countbiki \(command): \(notice)") }
    if hint, naturalVoiceMissing, NaturalVoiceHint.due(environment: environment)
    {
      Output.error("countbiki \(command): \(NaturalVoiceHint.sentence)")
    }
    var settings = self
    settings.command = command
    settings.notices = []
    return settings
  }

  /// What an engine failing mid-session does: says so once, on standard error, and espeak-ng
  /// speaks on.
  var engineFallback: @Sendable (SpeechError) -> Void {
    let command = command
    return { error in
      var reason = error.description
      if reason.hasSuffix(".") { reason.removeLast() }
      Output.error("countbiki \(command): \(reason); espeak-ng speaks instead.")
    }
  }

  /// The speakers' ids in the learner's order: the quiz names the one that says each question.
  var speakerIDs: [String] { voices.voices.map(\.id) }

  /// The voices' ids as the history keeps them: `nitech-m001`, or `nitech-m001,mei` for a mix.
  var voiceIDs: String { speakerIDs.joined(separator: ",") }

  /// The scene named `id`; unknown is a usage error when it was typed, else a plain error.
  static func scene(named id: String, fromFlag: Bool) throws -> Scene {
    guard id != "clean" else { return .clean }
    do {
      return try Resources.scenes().scene(named: id)
    } catch let error as SceneFileError {
      let sentence = "\(error.description)."
      if fromFlag { throw UsageError(sentence) }
      throw RuntimeError(sentence)
    }
  }

  /// These settings with the session's seed.
  func seeded(_ seed: UInt64) -> SpeechSettings {
    var settings = self
    settings.seed = seed
    return settings
  }

  /// For an adaptive session: a scene with noise (the shop when none has any), whose ratio each
  /// request then sets.
  func adaptive(_ on: Bool) throws -> SpeechSettings {
    guard on, !scene.isNoisy else { return self }
    var settings = self
    settings.scene = try Self.scene(named: "shop", fromFlag: false)
    return settings
  }

  /// A review's raised difficulty: the scene (the shop when none has noise) at `snr` dB.
  func hardListening(_ snr: Double?) throws -> SpeechSettings {
    guard let snr else { return self }
    var settings = try adaptive(true)
    settings.snr = snr
    return settings
  }

  /// `parts` to be said with these settings, in their scene.
  /// Its speaker is the one the mix gives what is said in this session.
  func utterance(_ parts: [SpokenPart]) -> Utterance {
    let speaker = voices.speaker(for: SpokenPart.reading(of: parts), seed: seed)
    var utterance = Utterance(
      parts, voice: speaker.voice, rate: rate * speaker.rate, pitch: pitch, volume: volume)
    if !scene.effects.isEmpty {
      let reading = SpokenPart.reading(of: parts)
      utterance.scene = SceneChoice(scene, snr: snr, seed: SceneChoice.seed(seed, for: reading))
    }
    return utterance
  }
}
