import Foundation
import SystemCalls

/// A speaker as countbiki offers it: which engine says it and that engine's own settings.
/// Loaded from `Voices/<id>.json`. Several profiles may share one engine voice (an Open JTalk
/// `.htsvoice` file said faster, or a few half-tones higher, is another speaker).
public struct VoiceProfile: Hashable, Sendable {
  /// The name a learner types after `--voice`; also the file name without `.json`.
  public var id: String
  /// One line for `countbiki voices`.
  public var description: String
  /// Whether the voice sounds female or male, when the profile says.
  public var sex: Sex?
  /// How much a learner should prefer this voice when none is chosen: the installed voice with
  /// the highest rank is the default. espeak-ng's voices rank 0.
  public var rank: Int
  /// The engine and its settings.
  public var engine: Engine

  public enum Sex: String, Codable, Hashable, Sendable {
    case female, male
  }

  public enum Engine: Hashable, Sendable {
    case espeak(EspeakVoice)
    case openJTalk(OpenJTalkVoice)
    case kokoro(KokoroVoice)

    /// Which engine this is, and so what it can do.
    public var kind: SpeechEngine {
      switch self {
      case .espeak: .espeakNG
      case .openJTalk: .openJTalk
      case .kokoro: .kokoro
      }
    }
  }

  public init(
    id: String, description: String, sex: Sex? = nil, rank: Int = 0, engine: Engine = .espeak(EspeakVoice())
  ) {
    self.id = id
    self.description = description
    self.sex = sex
    self.rank = rank
    self.engine = engine
  }

  /// An espeak-ng profile, as the profiles before Open JTalk were written.
  public init(
    id: String, description: String, espeakVoice: String = "ja", variant: String? = nil,
    wordsPerMinute: Int = 175, pitch: Int = 50
  ) {
    self.init(
      id: id, description: description,
      engine: .espeak(EspeakVoice(voice: espeakVoice, variant: variant, wordsPerMinute: wordsPerMinute, pitch: pitch)))
  }
}

/// An espeak-ng voice and variant with its normal speed and pitch.
public struct EspeakVoice: Hashable, Sendable {
  /// The espeak-ng voice (language) name: `ja`.
  public var voice: String
  /// The espeak-ng variant (`f2`, `m3`), or nil for the voice's own.
  public var variant: String?
  /// The normal speed in words per minute; `Utterance.rate` multiplies it.
  public var wordsPerMinute: Int
  /// The normal base pitch, 0–100 (espeak-ng's 50 is its default); `Utterance.pitch` multiplies it.
  public var pitch: Int

  public init(voice: String = "ja", variant: String? = nil, wordsPerMinute: Int = 175, pitch: Int = 50) {
    self.voice = voice
    self.variant = variant
    self.wordsPerMinute = wordsPerMinute
    self.pitch = pitch
  }

  /// The name espeak-ng selects the voice by: `ja` or `ja+f2`.
  public var name: String {
    variant.map { "\(voice)+\($0)" } ?? voice
  }

  /// The speeds and pitches espeak-ng can produce.
  package static let wordsPerMinuteRange = 80...450
  package static let pitchRange = 0...100
}

/// An Open JTalk voice: an HTS voice file and how to say it with it.
public struct OpenJTalkVoice: Hashable, Sendable {
  /// The voice file's name without `.htsvoice`: `nitech_jp_atr503_m001`.
  public var file: String
  /// The normal speed (Open JTalk's `-r`); `Utterance.rate` multiplies it.
  public var speed: Double
  /// A pitch shift in half-tones (`-fm`); `Utterance.pitch` adds to it.
  public var halfTones: Double
  /// The all-pass constant (`-a`), which changes the voice's timbre; nil for the file's own.
  public var allPass: Double?
  /// Who made the voice file and under which licence, as its attribution must be shown.
  public var licence: String
  /// The command that installs the voice file when it is missing.
  public var install: String

  public init(
    file: String, speed: Double = 1, halfTones: Double = 0, allPass: Double? = nil,
    licence: String = "", install: String = ""
  ) {
    self.file = file
    self.speed = speed
    self.halfTones = halfTones
    self.allPass = allPass
    self.licence = licence
    self.install = install
  }

  static let speedRange = 0.3...3.0
  static let halfTonesRange = -12.0...12.0
  static let allPassRange = 0.0...1.0
}

extension VoiceProfile: Codable {
  private enum Keys: String, CodingKey {
    case id, description, sex, rank, engine
    case espeakVoice, variant, wordsPerMinute, pitch
    case file, speed, halfTones, allPass, licence, install
    case speaker
  }

  public init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: Keys.self)
    id = try c.decode(String.self, forKey: .id)
    description = try c.decode(String.self, forKey: .description)
    sex = try c.decodeIfPresent(Sex.self, forKey: .sex)
    rank = try c.decodeIfPresent(Int.self, forKey: .rank) ?? 0
    let name = try c.decodeIfPresent(String.self, forKey: .engine) ?? SpeechEngine.espeakNG.name
    guard let kind = SpeechEngine(rawValue: name) else {
      let known = SpeechEngine.allCases.map(\.name).joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        forKey: .engine, in: c, debugDescription: "the engine “\(name)” is not one of \(known)")
    }
    switch kind {
    case .espeakNG:
      engine = .espeak(
        EspeakVoice(
          voice: try c.decode(String.self, forKey: .espeakVoice),
          variant: try c.decodeIfPresent(String.self, forKey: .variant),
          wordsPerMinute: try c.decode(Int.self, forKey: .wordsPerMinute),
          pitch: try c.decode(Int.self, forKey: .pitch)))
    case .openJTalk:
      engine = .openJTalk(
        OpenJTalkVoice(
          file: try c.decode(String.self, forKey: .file),
          speed: try c.decodeIfPresent(Double.self, forKey: .speed) ?? 1,
          halfTones: try c.decodeIfPresent(Double.self, forKey: .halfTones) ?? 0,
          allPass: try c.decodeIfPresent(Double.self, forKey: .allPass),
          licence: try c.decodeIfPresent(String.self, forKey: .licence) ?? "",
          install: try c.decodeIfPresent(String.self, forKey: .install) ?? ""))
    case .kokoro:
      engine = .kokoro(
        KokoroVoice(
          speaker: try c.decode(String.self, forKey: .speaker),
          speed: try c.decodeIfPresent(Double.self, forKey: .speed) ?? 1,
          licence: try c.decodeIfPresent(String.self, forKey: .licence) ?? KokoroVoice.standardLicence))
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: Keys.self)
    try c.encode(id, forKey: .id)
    try c.encode(description, forKey: .description)
    try c.encodeIfPresent(sex, forKey: .sex)
    if rank != 0 { try c.encode(rank, forKey: .rank) }
    try c.encode(engine.kind.name, forKey: .engine)
    switch engine {
    case .espeak(let voice):
      try c.encode(voice.voice, forKey: .espeakVoice)
      try c.encodeIfPresent(voice.variant, forKey: .variant)
      try c.encode(voice.wordsPerMinute, forKey: .wordsPerMinute)
      try c.encode(voice.pitch, forKey: .pitch)
    case .openJTalk(let voice):
      try c.encode(voice.file, forKey: .file)
      try c.encode(voice.speed, forKey: .speed)
      try c.encode(voice.halfTones, forKey: .halfTones)
      try c.encodeIfPresent(voice.allPass, forKey: .allPass)
      if !voice.licence.isEmpty { try c.encode(voice.licence, forKey: .licence) }
      if !voice.install.isEmpty { try c.encode(voice.install, forKey: .install) }
    case .kokoro(let voice):
      try c.encode(voice.speaker, forKey: .speaker)
      try c.encode(voice.speed, forKey: .speed)
      try c.encode(voice.licence, forKey: .licence)
    }
  }
}

extension VoiceProfile {
  /// The id of espeak-ng's own voice, always available.
  public static let defaultID = "default"

  /// Checks the values a JSON file could get wrong; the reason names the field.
  func validate() -> String? {
    if id.isEmpty { return "its id is empty" }
    switch engine {
    case .espeak(let voice):
      if voice.voice.isEmpty { return "its espeakVoice is empty" }
      if !EspeakVoice.wordsPerMinuteRange.contains(voice.wordsPerMinute) {
        return "wordsPerMinute is \(voice.wordsPerMinute), it must be from 80 to 450"
      }
      if !EspeakVoice.pitchRange.contains(voice.pitch) {
        return "pitch is \(voice.pitch), it must be from 0 to 100"
      }
    case .openJTalk(let voice):
      if voice.file.isEmpty || voice.file.contains("/") {
        return "its file must name an .htsvoice file without its folder"
      }
      if !OpenJTalkVoice.speedRange.contains(voice.speed) {
        return "speed is \(voice.speed), it must be from 0.3 to 3"
      }
      if !OpenJTalkVoice.halfTonesRange.contains(voice.halfTones) {
        return "halfTones is \(voice.halfTones), it must be from -12 to 12"
      }
      if let allPass = voice.allPass, !OpenJTalkVoice.allPassRange.contains(allPass) {
        return "allPass is \(allPass), it must be from 0 to 1"
      }
    case .kokoro(let voice):
      if !KokoroVoice.speakers.contains(voice.speaker) {
        return "Kokoro has no speaker “\(voice.speaker)”; its speakers are \(KokoroVoice.speakers.joined(separator: ", "))"
      }
      if !KokoroVoice.speedRange.contains(voice.speed) {
        return "speed is \(voice.speed), it must be from 0.25 to 4"
      }
    }
    return nil
  }

  /// Every profile in `directory` (`*.json`), sorted by id with `default` first.
  /// A file that is not a valid profile, or whose id differs from its file name, is an error naming it.
  public static func load(from directory: URL) throws(SpeechError) -> [VoiceProfile] {
    let files: [URL]
    do {
      files = try FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
        .filter { $0.pathExtension == "json" }
    } catch {
      throw .badVoiceProfile(file: directory.path, reason: "the folder cannot be read")
    }
    var profiles: [VoiceProfile] = []
    for file in files {
      profiles.append(try load(file: file))
    }
    if profiles.isEmpty {
      throw .badVoiceProfile(file: directory.path, reason: "the folder holds no voice profiles (*.json)")
    }
    return sorted(profiles)
  }

  /// `profiles` sorted by id, `default` first.
  public static func sorted(_ profiles: [VoiceProfile]) -> [VoiceProfile] {
    profiles.sorted { ($0.id == defaultID ? 0 : 1, $0.id) < ($1.id == defaultID ? 0 : 1, $1.id) }
  }

  /// One profile file.
  public static func load(file: URL) throws(SpeechError) -> VoiceProfile {
    let profile: VoiceProfile
    // A regular file of a size a profile can have: a FIFO or a device would hang the read.
    guard let bytes = readFile(file.path, cap: 1 << 20) else {
      throw .badVoiceProfile(
        file: file.lastPathComponent, reason: "it cannot be read as a file of at most 1 MB")
    }
    do {
      profile = try JSONDecoder().decode(VoiceProfile.self, from: Data(bytes))
    } catch let error as DecodingError {
      throw .badVoiceProfile(file: file.lastPathComponent, reason: Self.reason(error))
    } catch {
      throw .badVoiceProfile(file: file.lastPathComponent, reason: "it cannot be read")
    }
    if let problem = profile.validate() {
      throw .badVoiceProfile(file: file.lastPathComponent, reason: problem)
    }
    let stem = file.deletingPathExtension().lastPathComponent
    guard profile.id == stem else {
      throw .badVoiceProfile(file: file.lastPathComponent, reason: "its id “\(profile.id)” differs from the file name “\(stem)”")
    }
    return profile
  }

  /// The profile with `id` among `profiles`.
  public static func named(_ id: String, in profiles: [VoiceProfile]) throws(SpeechError) -> VoiceProfile {
    guard let profile = profiles.first(where: { $0.id == id }) else {
      throw .unknownVoice(id: id, known: profiles.map(\.id))
    }
    return profile
  }

  private static func reason(_ error: DecodingError) -> String {
    switch error {
    case .keyNotFound(let key, _): return "the field “\(key.stringValue)” is missing"
    case .typeMismatch(_, let context), .valueNotFound(_, let context):
      let field = context.codingPath.map(\.stringValue).joined(separator: ".")
      return "the field “\(field)” has the wrong type"
    case .dataCorrupted(let context) where !context.codingPath.isEmpty:
      return context.debugDescription
    case .dataCorrupted: return "it is not valid JSON"
    @unknown default: return "it is not a voice profile"
    }
  }
}
