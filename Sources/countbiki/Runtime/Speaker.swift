import CountBikiKit
import Foundation

/// What the runtime needs from sound: say a request (returning when it has been said) and stop.
/// The speech module's client plugs in here; `.silent` is the value for `--audio none`, where the
/// transcript or screen shows the reading as text instead.
struct Speaker: Sendable {
  var speak: @Sendable (SpeechRequest) async throws -> Void
  var cancel: @Sendable () async -> Void

  static let silent = Speaker(speak: { _ in }, cancel: {})
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

  /// The speaker for this choice. Sound output is not part of this build yet, so only `none`
  /// works; the others say so instead of pretending to speak.
  func speaker() throws -> Speaker {
    switch self {
    case .none: return .silent
    case .alsa, .wav:
      throw RuntimeError(
        "sound output is not available in this build yet; run with --audio none to see the readings as text."
      )
    }
  }
}
