import Options
import ProcessIO
import Speech
import SpeechClient

extension AudioDevice {
  /// The sentence for `error` when it is a device the learner chose that ALSA cannot open and
  /// does not list: it most likely does not exist. Nil for anything else (ALSA's own default
  /// missing on a machine without sound is reported as no audio device).
  static func unknownDevice(_ error: any Error) -> String? {
    guard case .noAudioDevice(let device, let reason)? = error as? SpeechError,
      device != SpeechSettings.Default.device,
      !AudioDevice.playback().contains(where: { $0.name == device })
    else { return nil }
    return
      "there is no audio device “\(device)” (ALSA: \(reason)); run `countbiki devices` to see the devices."
  }

  /// Throws the sentence of `unknownDevice` when ALSA can neither open nor list `name`.
  public static func checkExists(_ name: String) throws {
    if let problem = AudioDevice.openingProblem(name), let sentence = unknownDevice(problem) {
      throw UsageError(sentence)
    }
  }
}
