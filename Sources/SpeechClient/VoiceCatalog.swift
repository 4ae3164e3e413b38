import Foundation

/// Every voice a learner can choose: the profiles shipped in `Voices/`, the learner's own
/// (`countbiki voices add` writes them), and a profile for each installed HTS voice file that no
/// profile names.
public enum VoiceCatalog {
  /// The profiles in `builtIn` and in the learner's voice folder, plus one for every installed
  /// voice file no profile names; sorted by id with `default` first. A profile of the learner's
  /// that cannot be used is handed to `skipped` and left out: one broken file stops no command.
  public static func load(
    builtIn: URL, environment: [String: String] = ProcessInfo.processInfo.environment,
    skipped: (SpeechError) -> Void = { _ in }
  ) throws(SpeechError) -> [VoiceProfile] {
    var profiles = try VoiceProfile.load(from: builtIn)
    let user = HTSVoiceFile.userFolder(environment: environment)
    let userFiles = ((try? FileManager.default.contentsOfDirectory(at: user, includingPropertiesForKeys: nil)) ?? [])
      .filter { $0.pathExtension == "json" }
    for file in userFiles.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
      let profile: VoiceProfile
      do {
        profile = try VoiceProfile.load(file: file)
      } catch {
        skipped(error)
        continue
      }
      profiles.removeAll { $0.id == profile.id }
      profiles.append(profile)
    }
    let named = Set(profiles.compactMap(\.openJTalkFile))
    for file in HTSVoiceFile.installed(environment: environment) where !named.contains(file.name) {
      let id = file.name.lowercased().replacingOccurrences(of: "_", with: "-")
      guard !profiles.contains(where: { $0.id == id }) else { continue }
      profiles.append(profile(for: file, id: id))
    }
    return VoiceProfile.sorted(profiles)
  }

  /// A profile that says `file` with Open JTalk at its own speed and pitch.
  public static func profile(for file: HTSVoiceFile, id: String) -> VoiceProfile {
    VoiceProfile(
      id: id, description: "Japanese, Open JTalk with the voice file \(file.name).htsvoice", rank: 1,
      engine: .openJTalk(
        OpenJTalkVoice(
          file: file.name, licence: file.licence ?? (file.comment.isEmpty ? "licence not stated in the file" : file.comment))))
  }

  /// Whether `profile` can speak here: its engine can run and has what the voice needs.
  public static func isInstalled(_ profile: VoiceProfile, environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
    availability(of: profile, environment: environment) == .available
  }

  /// Why `profile` cannot speak here, with what to install; nil when it can.
  public static func missing(_ profile: VoiceProfile, environment: [String: String] = ProcessInfo.processInfo.environment) -> SpeechError? {
    availability(of: profile, environment: environment).problem
  }

  /// Whether `profile` can speak here: the engine first, then what the voice itself needs.
  public static func availability(
    of profile: VoiceProfile, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> SpeechEngine.Availability {
    switch profile.engine {
    case .espeak:
      // espeak-ng's variants ship with its data, which is checked when it starts.
      return profile.engine.kind.availability(environment: environment)
    case .openJTalk(let voice):
      do throws(SpeechError) {
        _ = try OpenJTalkInstallation.locate(voice, environment: environment)
        return .available
      } catch {
        return .missing(error)
      }
    case .kokoro:
      // One installation holds every speaker.
      return profile.engine.kind.availability(environment: environment)
    }
  }

  /// The voice used when none is chosen: the installed voice of the highest rank (espeak-ng's
  /// `default` when no natural voice is installed).
  public static func best(of profiles: [VoiceProfile], environment: [String: String] = ProcessInfo.processInfo.environment)
    -> VoiceProfile
  {
    let fallback = profiles.first { $0.id == VoiceProfile.defaultID } ?? .builtInDefault
    let natural = profiles.filter { $0.rank > fallback.rank && isInstalled($0, environment: environment) }
    return natural.max { ($0.rank, $1.id) < ($1.rank, $0.id) } ?? fallback
  }
}

extension VoiceProfile {
  /// The HTS voice file an Open JTalk profile says, or nil for espeak-ng.
  public var openJTalkFile: String? {
    if case .openJTalk(let voice) = engine { return voice.file }
    return nil
  }

  /// Who made the voice and under which licence, as its audio must credit them: an Open JTalk
  /// or Kokoro voice's licence line; nil for espeak-ng, whose output needs no credit.
  public var credit: String? {
    switch engine {
    case .espeak: nil
    case .openJTalk(let voice): voice.licence.isEmpty ? nil : voice.licence
    case .kokoro(let voice): voice.licence.isEmpty ? nil : voice.licence
    }
  }

  /// The real speaker behind the profile: an Open JTalk voice file or a Kokoro speaker (several
  /// profiles may say one at another speed or pitch); nil for espeak-ng, whose voices are all
  /// one synthesizer.
  public var naturalSpeaker: String? {
    switch engine {
    case .espeak: nil
    case .openJTalk(let voice): "open-jtalk:" + voice.file
    case .kokoro(let voice): "kokoro:" + voice.speaker
    }
  }

  /// Whether the voice is natural (see `SpeechEngine.isNatural`).
  public var isNatural: Bool { engine.kind.isNatural }
}
