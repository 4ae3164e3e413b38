import CountBikiKit
import Foundation
import Options
import ProcessIO
import SpeechClient

/// The speech settings a learner keeps in the config file; nil means the built-in default.
public struct Settings: Codable, Equatable, Sendable {
  public var voice: String?
  public var rate: Double?
  public var pitch: Double?
  public var volume: Double?
  /// The ALSA playback device (`countbiki devices`).
  public var device: String?
  /// The drill's `--audio` choice: alsa, none or wav:DIR.
  public var audio: String?
  /// `off`: drills keep no history.
  public var history: String?
  /// The scene questions are heard in (`--scene`: a built-in one or the learner's own), and its
  /// speech-to-noise ratio.
  public var scene: String?
  public var snr: Double?
  /// Entries of the file that are not settings (written by a newer countbiki, or by hand): kept
  /// as they are when the file is written again.
  public var others: [String: JSONValue] = [:]

  public init(
    voice: String? = nil, rate: Double? = nil, pitch: Double? = nil, volume: Double? = nil,
    device: String? = nil, audio: String? = nil, history: String? = nil
  ) {
    (self.voice, self.rate, self.pitch, self.volume) = (voice, rate, pitch, volume)
    (self.device, self.audio, self.history) = (device, audio, history)
  }

  public init(from decoder: any Decoder) throws {
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

  public func encode(to encoder: any Encoder) throws {
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

  /// What each setting is when the file leaves it out: the voice is the best of `voices` that is
  /// installed, as a drill chooses it; a scene's speech-to-noise ratio is the scene's own.
  public static func defaults(voices: [VoiceProfile]) -> Settings {
    let standard = SpeechSettings.Default.self
    var defaults = Settings(
      voice: VoiceCatalog.best(of: voices).id, rate: standard.rate, pitch: standard.pitch,
      volume: standard.volume, device: standard.device, audio: AudioChoice.standard.text,
      history: HistoryOptions.settingDefault)
    defaults.scene = standard.scene
    return defaults
  }

  /// Every setting's declaration: the options of the commands that speak (but `--vary`, a
  /// choice for one run), `--audio`, and `history`.
  public static let options =
    SpeechSettings.options.filter { $0.name != "vary" } + [AudioChoice.option.option, HistoryOptions.setting]

  /// The settings a learner can name; each is also an option of the commands that use it.
  public enum Key: String, CaseIterable {
    case voice, rate, pitch, volume, device, audio, history, scene, snr

    /// The command-line option of the same name, which declares the allowed values.
    public var option: Option {
      Settings.options.first { $0.name == rawValue }!
    }

    public var range: ClosedRange<Double>? {
      guard case .decimal(let range) = option.values else { return nil }
      return range
    }

    public static let names = allCases.map(\.rawValue).joined(separator: ", ")

    /// Why `text` cannot be this setting when it is not one of the words the setting takes
    /// (`audio`, `history`); nil for a word it takes and for the other settings.
    func formProblem(_ text: String) -> String? {
      switch self {
      case .history where text != "on" && text != "off":
        "history must be on or off, not “\(text)”"
      case .audio where AudioChoice(text) == nil:
        "audio must be \(AudioChoice.spellings), not “\(text)”"
      default: nil
      }
    }
  }

  public subscript(key: Key) -> String? {
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
  public mutating func set(_ key: Key, to text: String) throws {
    if let problem = key.formProblem(text) { throw UsageError("\(problem).") }
    guard let range = key.range else {
      try key.option.check(text)
      switch key {
      case .device: device = text
      case .audio: audio = text
      case .history: history = text
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

  /// The speech settings kept, as one source of `SpeechSettings.resolve`.
  public var speech: SpeechSettings.Choice {
    SpeechSettings.Choice(
      voice: voice, rate: rate, pitch: pitch, volume: volume, device: device, scene: scene,
      snr: snr)
  }

  /// The first value of the wrong form or outside its range, described, or nil when all are
  /// valid.
  public var problem: String? {
    for key in Key.allCases {
      if let text = self[key], let problem = key.formProblem(text) { return problem }
      guard let range = key.range, let text = self[key], let value = Double(text),
        !range.contains(value)
      else { continue }
      return "\(key.rawValue) is \(text), outside \(RangedNumber.describe(range))"
    }
    return nil
  }
}
