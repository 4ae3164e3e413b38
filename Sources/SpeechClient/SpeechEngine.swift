import Foundation

/// The engines countbiki speaks with, and what each one is and can do. A new engine is one new
/// case: every property below switches over the cases without a `default:`, so the compiler
/// lists each place that must say what the new engine does.
public enum SpeechEngine: String, CaseIterable, Hashable, Sendable {
  /// espeak-ng, linked into the process: formant synthesis from our kana.
  case espeakNG = "espeak-ng"
  /// Open JTalk, run as a child process: HTS voices reading written Japanese with its accent.
  case openJTalk = "open-jtalk"
  /// Kokoro-82M, run in a worker process: neural speakers given phonemes made from our kana.
  case kokoro = "kokoro"

  /// The engine's name as profiles and `countbiki voices` write it: `espeak-ng`, `open-jtalk`,
  /// `kokoro`.
  public var name: String { rawValue }

  /// The engine's name as a learner reads it in credits: `espeak-ng`, `Open JTalk`.
  public var title: String {
    switch self {
    case .espeakNG: "espeak-ng"
    case .openJTalk: "Open JTalk"
    case .kokoro: "Kokoro"
    }
  }

  /// Whether its voices are made from recordings of a speaker (a natural voice) rather than
  /// from rules (espeak-ng's formant synthesis). `--voice mix` prefers natural voices.
  public var isNatural: Bool {
    switch self {
    case .espeakNG: false
    case .openJTalk: true
    case .kokoro: true
    }
  }

  /// Whether the engine's own rate setting slows or speeds the whole voice. Where it does not
  /// (Open JTalk's `-r` lengthens only the pauses), the output is time-stretched instead.
  public var hasNativeRate: Bool {
    switch self {
    case .espeakNG: true
    case .openJTalk: false
    // Its `speed` slows the speech itself: 0.5 makes a clip about twice as long.
    case .kokoro: true
    }
  }

  /// Whether the engine reads written Japanese and takes each word's pitch accent from a
  /// dictionary (else it is given our kana and speaks it flat).
  public var hasDictionaryAccent: Bool {
    switch self {
    case .espeakNG: false
    case .openJTalk: true
    // Its phonemes carry no accent: the model makes the phrase's melody itself.
    case .kokoro: false
    }
  }

  /// The engine's own licence (a voice may have another; see `VoiceProfile.credit`).
  public var licence: String {
    switch self {
    case .espeakNG: "GPL-3.0-or-later"
    case .openJTalk: "Modified BSD"
    case .kokoro: "Apache-2.0 (weights and voices), MIT (ONNX export)"
    }
  }

  /// The command that installs the engine on Debian or Ubuntu.
  public var install: String {
    switch self {
    case .espeakNG: "apt-get install espeak-ng-data libespeak-ng1"
    case .openJTalk: "apt-get install open-jtalk open-jtalk-mecab-naist-jdic"
    case .kokoro: KokoroInstallation.installCommand
    }
  }

  /// Whether the engine (not yet any one voice of it) can run here, or why not.
  public func availability(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> Availability
  {
    switch self {
    case .espeakNG:
      // Linked into the binary; its data is checked when it starts (`Espeak.check`).
      return .available
    case .openJTalk:
      do throws(SpeechError) {
        try OpenJTalkInstallation.checkEngine(environment: environment)
        return .available
      } catch {
        return .missing(error)
      }
    case .kokoro:
      do throws(SpeechError) {
        _ = try KokoroInstallation.locate(environment: environment)
        return .available
      } catch {
        return .missing(error)
      }
    }
  }

  /// Whether an engine or a voice can speak here.
  public enum Availability: Equatable, Sendable {
    case available
    /// It cannot; the error says what is missing and how to install it.
    case missing(SpeechError)

    /// The reason, or nil when it is available.
    public var problem: SpeechError? {
      switch self {
      case .available: nil
      case .missing(let error): error
      }
    }
  }
}
