import CountBikiKit
import DrillRuntime
import Foundation
import Speech

/// The `--audio` choice.
enum AudioChoice: Equatable {
  case none
  case alsa
  case wav(directory: String)

  /// `--audio`, declared once for the drill and for `config set audio`.
  static let option: Option = .value(
    "audio", "OUTPUT",
    .choices([
      .init(
        value: "alsa",
        help:
          "say each question on the ALSA sound device; with no device the drill says so once and shows the readings as text"
      ),
      .init(value: "none", help: "show the reading as text instead of playing it"),
      .init(
        value: "wav:DIR", help: "write each question's audio to DIR/001.wav, 002.wav, … instead"
      ),
    ]), default: "alsa", help: "where the questions are said")

  init(_ text: String) throws {
    switch text {
    case "none": self = .none
    case "alsa": self = .alsa
    default:
      guard text.hasPrefix("wav:"), text.count > 4 else {
        throw UsageError("--audio must be none, alsa or wav:DIR, not “\(text)”.")
      }
      self = .wav(directory: String(text.dropFirst(4)))
    }
  }

  /// The speaker for this choice, with its output ready. A sound card that cannot be opened gives
  /// a speaker whose every utterance fails with that reason: the quiz hears of it as of any
  /// other speech failure, says so once and shows the readings as text. A device the learner
  /// chose that does not exist, or a WAV folder that cannot be written, is an error.
  func speaker(settings: SpeechSettings) async throws -> Speaker {
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
        if let sentence = DevicesCommand.unknownDevice(error) {
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
  static func printer(command: String) -> @Sendable (String) -> Void {
    { sentence in Output.error("countbiki \(command): \(sentence)") }
  }
}
