import CountBikiKit
import Foundation
import Speech

/// What the runtime needs from sound: say a request (returning when it has been said), stop, and
/// make a request's audio ahead of time. `.silent` is the value for `--audio none`, where the
/// transcript or screen shows the reading as text instead.
struct Speaker: Sendable {
  /// Says `request` for question `number` of the session, returning once it has been said.
  /// Cancelling the calling task stops the sound.
  var say: @Sendable (_ request: SpeechRequest, _ number: Int) async throws -> Void
  /// Stops whatever is being said now.
  var cancel: @Sendable () async -> Void
  /// Starts making `request`'s audio in the background and returns at once, so the audio is
  /// ready when it is due.
  var prefetch: @Sendable (SpeechRequest) -> Void

  init(
    say: @escaping @Sendable (_ request: SpeechRequest, _ number: Int) async throws -> Void,
    cancel: @escaping @Sendable () async -> Void,
    prefetch: @escaping @Sendable (SpeechRequest) -> Void = { _ in }
  ) {
    self.say = say
    self.cancel = cancel
    self.prefetch = prefetch
  }

  /// A speaker that does not care which question it is saying.
  init(
    speak: @escaping @Sendable (SpeechRequest) async throws -> Void,
    cancel: @escaping @Sendable () async -> Void
  ) {
    self.init(say: { request, _ in try await speak(request) }, cancel: cancel)
  }

  func speak(_ request: SpeechRequest, question number: Int = 0) async throws {
    try await say(request, number)
  }

  static let silent = Speaker(say: { _, _ in }, cancel: {})

  /// A speaker that cannot speak: every utterance fails with `reason`.
  static func failing(_ reason: String) -> Speaker {
    Speaker(say: { _, _ in throw Unavailable(description: reason) }, cancel: {})
  }

  private struct Unavailable: Error, CustomStringConvertible {
    let description: String
  }
}

/// The `--audio` choice.
enum AudioChoice: Equatable {
  case none
  case alsa
  case wav(directory: String)

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
  /// other speech failure, says so once and shows the readings as text. A WAV folder that
  /// cannot be written is an error.
  func speaker(settings: SpeechSettings) async throws -> Speaker {
    switch self {
    case .none:
      return .silent
    case .alsa:
      let client = SpeechClient.live(voicesDirectory: try Resources.voicesFolder())
      do {
        try await client.prepare()
      } catch {
        return .failing(AudioNotice.reason(for: error))
      }
      return AudioSpeaker(client: client, settings: settings, output: .device).speaker
    case .wav(let path):
      let folder = URL(fileURLWithPath: path)
      let client = SpeechClient.wav(
        directory: folder, voicesDirectory: try Resources.voicesFolder())
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
      return AudioSpeaker(client: client, settings: settings, output: .wav(folder)).speaker
    }
  }
}

/// The one sentence a drill prints when sound stops working and it goes on showing text.
enum AudioNotice {
  static func sentence(for error: any Error) -> String {
    "\(reason(for: error)); showing the readings as text."
  }

  /// What went wrong, without a closing full stop.
  static func reason(for error: any Error) -> String {
    var reason = (error as? SpeechError)?.description ?? "\(error)"
    if reason.hasSuffix(".") { reason.removeLast() }
    return reason
  }

  @Sendable static func print(_ sentence: String) {
    Output.error("countbiki drill: \(sentence)")
  }
}
