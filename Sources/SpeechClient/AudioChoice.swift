/// Where a drill's questions are said: `--audio alsa|none|wav:DIR`.
public enum AudioChoice: Equatable, Sendable {
  case none
  case alsa
  case wav(directory: String)

  /// The choice unless the learner makes another.
  public static let standard = AudioChoice.alsa

  /// `alsa`, `none` or `wav:DIR`; nil for anything else.
  public init?(_ text: String) {
    switch text {
    case "none": self = .none
    case "alsa": self = .alsa
    default:
      guard text.hasPrefix("wav:"), text.count > 4 else { return nil }
      self = .wav(directory: String(text.dropFirst(4)))
    }
  }

  /// The choice as `--audio` takes it.
  public var text: String {
    switch self {
    case .none: "none"
    case .alsa: "alsa"
    case .wav(let directory): "wav:\(directory)"
    }
  }

  /// Whether the sound goes to files rather than to the learner's ears: the live screen then
  /// shows each reading as text.
  public var writesFiles: Bool {
    guard case .wav = self else { return false }
    return true
  }
}
