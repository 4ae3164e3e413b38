import Foundation
import Speech

/// The speech settings a learner keeps in the config file; nil means the built-in default.
struct Settings: Codable, Equatable {
  var voice: String?
  var rate: Double?
  var pitch: Double?
  var volume: Double?
  /// `off` keeps no history of drills.
  var history: String?

  /// The settings a learner can name, with the allowed range of the numeric ones.
  enum Key: String, CaseIterable {
    case voice, rate, pitch, volume, history

    var range: ClosedRange<Double>? {
      switch self {
      case .voice, .history: return nil
      case .rate: return Utterance.rateRange
      case .pitch: return Utterance.pitchRange
      case .volume: return Utterance.volumeRange
      }
    }

    static let names = allCases.map(\.rawValue).joined(separator: ", ")
  }

  subscript(key: Key) -> String? {
    switch key {
    case .voice: return voice
    case .rate: return rate.map(Self.format)
    case .pitch: return pitch.map(Self.format)
    case .volume: return volume.map(Self.format)
    case .history: return history
    }
  }

  /// Sets `key` from text, checking numbers against the key's range.
  mutating func set(_ key: Key, to text: String) throws {
    if key == .history {
      guard text == "on" || text == "off" else { throw UsageError("history must be on or off, not “\(text)”.") }
      history = text
      return
    }
    guard let range = key.range else {
      voice = text
      return
    }
    guard let value = Double(text), value.isFinite, range.contains(value) else {
      throw UsageError("\(key.rawValue) must be a number from \(Self.format(range.lowerBound)) to \(Self.format(range.upperBound)), not “\(text)”.")
    }
    switch key {
    case .voice, .history: break
    case .rate: rate = value
    case .pitch: pitch = value
    case .volume: volume = value
    }
  }

  /// The first value outside its range, described, or nil when all are valid.
  var problem: String? {
    for key in Key.allCases {
      guard let range = key.range, let text = self[key], let value = Double(text), !range.contains(value) else { continue }
      return "\(key.rawValue) is \(text), outside \(Self.format(range.lowerBound))–\(Self.format(range.upperBound))"
    }
    return nil
  }

  static func format(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}

/// Voice, rate, pitch and volume for one run: command-line flags over the config file over the
/// built-in defaults. Commands that speak take the options in `optionNames`.
struct SpeechSettings {
  static let optionNames: Set<String> = ["voice", "rate", "pitch", "volume"]
  static let optionsHelp = """
      --voice ID    a voice profile (countbiki voices); default: default
      --rate R      speed as a multiple of the voice's normal speed, 0.3–3 (0.8 = 80 %)
      --pitch P     pitch as a multiple of the voice's normal pitch, 0.5–2
      --volume V    0 (silent) to 2; 1 is normal
    Defaults for these persist with `countbiki config set NAME VALUE`.
    """

  var voice: VoiceProfile
  var rate: Double
  var pitch: Double
  var volume: Double

  /// Reads the flags in `arguments` and the config file, and finds the voice among `voices`.
  static func resolve(_ arguments: Arguments, config: ConfigFile = .standard, voices: [VoiceProfile]) throws -> SpeechSettings {
    let saved = try config.load()
    let voiceID = arguments.options["voice"] ?? saved.voice ?? VoiceProfile.defaultID
    let voice: VoiceProfile
    do {
      voice = try VoiceProfile.named(voiceID, in: voices)
    } catch {
      if arguments.options["voice"] != nil { throw UsageError(error.description) }
      throw RuntimeError("\(error.description.dropLast()) (set in \(config.url.path)); run `countbiki config set voice ID`.")
    }
    return SpeechSettings(
      voice: voice,
      rate: try arguments.double("rate", in: Utterance.rateRange) ?? saved.rate ?? 1,
      pitch: try arguments.double("pitch", in: Utterance.pitchRange) ?? saved.pitch ?? 1,
      volume: try arguments.double("volume", in: Utterance.volumeRange) ?? saved.volume ?? 1)
  }

  /// `text` to be said with these settings.
  func utterance(_ text: String) -> Utterance {
    Utterance(text, voice: voice, rate: rate, pitch: pitch, volume: volume)
  }
}
