import Foundation
import Options
import ProcessIO
import SpeechClient

/// The speech options of the commands that speak, and their resolution against the config file.
/// The speech options of the commands that speak, decoded once: what was typed, to be merged
/// with the config file by `SpeechSettings.resolve`.
public struct SpeechOptions: OptionGroup {
  public static let voice = TypedOption<String?>(
    "voice", "ID",
    help:
      "a voice listed by `countbiki voices` (default: the best installed); several, as A,B, or `mix` (every installed natural voice) take turns question by question"
  )
  public static let vary = Flag(
    "vary", help: "make each question up to 10 % faster or slower, as different people speak")
  public static let rate = TypedOption(
    "rate", "R", decimal: Utterance.rateRange,
    help: "speed as a multiple of the voice's normal speed; 0.8 is 80 %")
  public static let pitch = TypedOption(
    "pitch", "P", decimal: Utterance.pitchRange,
    help: "pitch as a multiple of the voice's normal pitch")
  public static let volume = TypedOption(
    "volume", "V", decimal: Utterance.volumeRange, help: "0 is silent, 1 is normal")
  public static let device = TypedOption<String?>(
    "device", "NAME",
    help: "the ALSA playback device, as `countbiki devices` lists them; ALSA's default if unset")
  public static let scene = TypedOption<String?>(
    "scene", "NAME",
    help:
      "hear it in a scene: \(SpeechSettings.Default.scene) (the default), shop, street, station, phone, cafe, or your own in $XDG_CONFIG_HOME/countbiki/scenes"
  )
  public static let snr = TypedOption(
    "snr", "DB", decimal: Scene.snrRange,
    help: "speech-to-noise ratio of the scene in dB; lower is harder (each scene has its own default)")

  public static let options = [
    voice.option, vary.option, rate.option, pitch.option, volume.option, device.option,
    scene.option, snr.option,
  ]

  /// What was typed; nil for what was not.
  public let typed: SpeechSettings.Choice
  public let vary: Bool

  public init(_ arguments: ParsedArguments) {
    typed = SpeechSettings.Choice(
      voice: arguments[Self.voice], rate: arguments[Self.rate], pitch: arguments[Self.pitch],
      volume: arguments[Self.volume], device: arguments[Self.device],
      scene: arguments[Self.scene], snr: arguments[Self.snr])
    vary = arguments[Self.vary]
  }
}

extension SpeechSettings {
  /// The declarations of the speech options, in the order `--help` lists them.
  public static let options = SpeechOptions.options
  public static let optionsFooter =
    "Defaults for these persist with `countbiki config set NAME VALUE`."

  /// Merges the options typed with the config file, and finds the voices among `voices`.
  /// A voice or scene that cannot be used is a usage error when typed, else an error naming the
  /// config file.
  public static func resolve(
    _ options: SpeechOptions, config: ConfigFile = .standard, voices: [VoiceProfile],
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> SpeechSettings {
    let saved = try config.load()
    do {
      return try resolve(
        typed: options.typed, saved: saved.speech, vary: options.vary, voices: voices,
        scenes: { try Resources.scenes().scene(named: $0) }, environment: environment)
    } catch Problem.voice(let error, typed: true) {
      throw UsageError(error.description)
    } catch Problem.voice(let error, typed: false) {
      throw RuntimeError(
        "\(clause(error)) (set in \(config.url.path)); run `countbiki config set voice ID`.")
    } catch Problem.scene(let error, typed: true) {
      throw UsageError("\(error.description).")
    } catch Problem.scene(let error, typed: false) {
      throw RuntimeError(
        "\(error.description) (set in \(config.url.path)); run `countbiki config set scene NAME`.")
    }
  }

  /// These settings for `command`, whose name its later notices carry, with the notices printed
  /// on standard error as `countbiki COMMAND: …`. A drill (`hint`) also says, once for each
  /// learner, how to get a natural voice when espeak-ng is all there is.
  public func announced(
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
  public var engineFallback: @Sendable (SpeechError) -> Void {
    let command = command
    return { error in
      Output.error("countbiki \(command): \(Self.clause(error)); espeak-ng speaks instead.")
    }
  }

  /// The scene named `id`; unknown is a usage error when it was typed, else a plain error.
  public static func scene(named id: String, fromFlag: Bool) throws -> Scene {
    guard id != Default.scene else { return .clean }
    do {
      return try Resources.scenes().scene(named: id)
    } catch let error as SceneFileError {
      let sentence = "\(error.description)."
      if fromFlag { throw UsageError(sentence) }
      throw RuntimeError(sentence)
    }
  }

  /// For an adaptive session: a scene with noise (the shop when the chosen one has none).
  public func adaptive(_ on: Bool) throws -> SpeechSettings {
    try adaptive(on) { try Self.scene(named: Default.noisyScene, fromFlag: false) }
  }

  /// A review's raised difficulty: the scene (the shop when none has noise) at `snr` dB.
  public func hardListening(_ snr: Double?) throws -> SpeechSettings {
    try hardListening(snr) { try Self.scene(named: Default.noisyScene, fromFlag: false) }
  }
}
