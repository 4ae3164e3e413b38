import DrillRuntime
import Foundation
import Options
import ProcessIO
import Speech

/// The speech options of the commands that speak, and their resolution against the config file.
extension SpeechSettings {
  public static let options: [Option] = [
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
      help: "hear it in a scene: \(Default.scene) (the default), shop, street, station, phone, cafe, or your own in $XDG_CONFIG_HOME/countbiki/scenes"),
    .value(
      "snr", "DB", .decimal(Scene.snrRange),
      help: "speech-to-noise ratio of the scene in dB; lower is harder (each scene has its own default)"),
  ]
  public static let optionsFooter =
    "Defaults for these persist with `countbiki config set NAME VALUE`."

  /// Reads the flags in `arguments` and the config file, and finds the voices among `voices`.
  /// A voice or scene that cannot be used is a usage error when typed, else an error naming the
  /// config file.
  public static func resolve(
    _ arguments: ParsedArguments, config: ConfigFile = .standard, voices: [VoiceProfile],
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> SpeechSettings {
    let saved = try config.load()
    // A command that writes audio files (`export`) has no --device.
    let deviceFlag = arguments.spec.option(named: "device") == nil ? nil : arguments.text("device")
    let typed = Choice(
      voice: arguments.text("voice"), rate: arguments.decimal("rate"),
      pitch: arguments.decimal("pitch"), volume: arguments.decimal("volume"), device: deviceFlag,
      scene: arguments.text("scene"), snr: arguments.decimal("snr"))
    do {
      return try resolve(
        typed: typed, saved: saved.speech, vary: arguments.flag("vary"), voices: voices,
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
