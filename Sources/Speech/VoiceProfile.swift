import Foundation

/// A voice as countbiki offers it: an espeak-ng voice and variant with its normal speed and pitch.
/// Loaded from `Voices/<id>.json`.
public struct VoiceProfile: Codable, Hashable, Sendable {
  /// The name a learner types after `--voice`; also the file name without `.json`.
  public var id: String
  /// One line for `countbiki voices`.
  public var description: String
  /// The espeak-ng voice (language) name: `ja`.
  public var espeakVoice: String
  /// The espeak-ng variant (`f2`, `m3`), or nil for the voice's own.
  public var variant: String?
  /// The normal speed in words per minute; `Utterance.rate` multiplies it.
  public var wordsPerMinute: Int
  /// The normal base pitch, 0–100 (espeak-ng's 50 is its default); `Utterance.pitch` multiplies it.
  public var pitch: Int

  public init(
    id: String, description: String, espeakVoice: String = "ja", variant: String? = nil,
    wordsPerMinute: Int = 175, pitch: Int = 50
  ) {
    self.id = id
    self.description = description
    self.espeakVoice = espeakVoice
    self.variant = variant
    self.wordsPerMinute = wordsPerMinute
    self.pitch = pitch
  }

  /// The name espeak-ng selects the voice by: `ja` or `ja+f2`.
  public var espeakName: String {
    variant.map { "\(espeakVoice)+\($0)" } ?? espeakVoice
  }

  /// The speeds and pitches espeak-ng can produce for a profile.
  static let wordsPerMinuteRange = 80...450
  static let pitchRange = 0...100

  /// Checks the values a JSON file could get wrong; the reason names the field.
  func validate() -> String? {
    if id.isEmpty { return "its id is empty" }
    if espeakVoice.isEmpty { return "its espeakVoice is empty" }
    if !Self.wordsPerMinuteRange.contains(wordsPerMinute) {
      return "wordsPerMinute is \(wordsPerMinute), it must be from 80 to 450"
    }
    if !Self.pitchRange.contains(pitch) { return "pitch is \(pitch), it must be from 0 to 100" }
    return nil
  }
}

extension VoiceProfile {
  /// The id of the voice used when none is chosen.
  public static let defaultID = "default"

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
    return profiles.sorted { ($0.id == defaultID ? 0 : 1, $0.id) < ($1.id == defaultID ? 0 : 1, $1.id) }
  }

  /// One profile file.
  public static func load(file: URL) throws(SpeechError) -> VoiceProfile {
    let profile: VoiceProfile
    do {
      profile = try JSONDecoder().decode(VoiceProfile.self, from: Data(contentsOf: file))
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
    case .dataCorrupted: return "it is not valid JSON"
    @unknown default: return "it is not a voice profile"
    }
  }
}
