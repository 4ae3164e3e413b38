import CountBikiKit
import DrillRuntime
import Foundation
import Options
import ProcessIO
import Speech
import SpeechClient

extension AudioChoice {
  /// `--audio`, declared once for the drill and for `config set audio`.
  public static let option = TypedOption<String?>(
    "audio", "OUTPUT",
    choices: [
      .init(
        value: AudioChoice.alsa.text,
        help:
          "say each question on the ALSA sound device; with no device the drill says so once and shows the readings as text"
      ),
      .init(value: AudioChoice.none.text, help: "show the reading as text instead of playing it"),
      .init(
        value: "wav:DIR", help: "write each question's audio to DIR/001.wav, 002.wav, … instead"
      ),
    ], default: standard.text, help: "where the questions are said")

  /// `--audio` as `typed`, else the config file's `audio`, else the standard choice.
  public static func value(typed: String?, config: ConfigFile = .standard) throws -> AudioChoice {
    guard let text = try typed ?? config.load().audio else { return standard }
    guard let choice = AudioChoice(text) else {
      throw UsageError("--audio must be \(spellings), not “\(text)”.")
    }
    return choice
  }

  /// The choices as a sentence names them: `alsa, none or wav:DIR`.
  static let spellings: String = {
    guard case .choices(let choices) = option.option.values, let last = choices.last else { return "" }
    return choices.dropLast().map(\.value).joined(separator: ", ") + " or " + last.value
  }()

  /// The speaker for this choice, with its output ready. A sound card that cannot be opened gives
  /// a speaker whose every utterance fails with that reason: the quiz hears of it as of any
  /// other speech failure, says so once and shows the readings as text. A device the learner
  /// chose that does not exist, or a WAV folder that cannot be written, is an error.
  public func speaker(settings: SpeechSettings) async throws -> Speaker {
    if self != .none { SpeechEngines.warmUp(for: settings.voices.voices) }
    switch self {
    case .none:
      return .silent
    case .alsa:
      let client = SpeechClient.live(
        voicesDirectory: try Resources.voicesFolder(), device: settings.device,
        fallback: settings.engineFallback)
      do {
        try await client.prepare()
      } catch {
        if let sentence = AudioDevice.unknownDevice(error) {
          throw settings.deviceFromFlag ? UsageError(sentence) : RuntimeError(sentence)
        }
        return .failing(AudioNotice.reason(for: error))
      }
      return AudioSpeaker(client: client, utterance: settings.utterance, output: .device).speaker
    case .wav(let path):
      let folder = URL(fileURLWithPath: path)
      let client = SpeechClient.wav(
        directory: folder, voicesDirectory: try Resources.voicesFolder(),
        fallback: settings.engineFallback)
      let problem = "cannot write WAV files to \(path)"
      do {
        try await client.prepare()
      } catch {
        throw RuntimeError(
          "\(problem): the folder cannot be created; choose a folder you can write to.")
      }
      guard FileManager.default.isWritableFile(atPath: folder.path) else {
        throw RuntimeError(
          "\(problem): the folder is not writable; choose a folder you can write to.")
      }
      return AudioSpeaker(client: client, utterance: settings.utterance, output: .wav(folder)).speaker
    }
  }
}

extension AudioNotice {
  /// Prints a notice on standard error as the error of `command` (`drill`, `review`).
  public static func printer(command: String) -> @Sendable (String) -> Void {
    { sentence in Output.error("countbiki \(command): \(sentence)") }
  }
}
