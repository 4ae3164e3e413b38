import CountBikiKit
import Foundation
import Synchronization

extension SpeechClient {
  /// A client whose every call fails: it throws `SpeechError.unexpectedCall` and prints the call to
  /// stderr, so a test that did not expect speech cannot miss it. Override the closures a test expects.
  public static let unimplemented = SpeechClient(
    render: { _ in try unexpected("synthesize") },
    play: { _ in try unexpected("play") },
    speak: { _ in try unexpected("speak") },
    prepare: { try unexpected("prepare") },
    voices: { try unexpected("voices") })

  /// A client that records every call in `recorder` and plays nothing. Synthesis returns
  /// `recorder.duration(of:)` worth of silence so timing-dependent code has audio to measure.
  public static func recording(_ recorder: SpeechRecorder, voices: [VoiceProfile] = [.builtInDefault]) -> SpeechClient {
    SpeechClient(
      synthesize: { utterance in
        recorder.record(.synthesize(utterance))
        return PCM.silence(seconds: SpeechRecorder.duration(of: utterance), sampleRate: 22050)
      },
      play: { pcm in recorder.record(.play(samples: pcm.samples.count)) },
      speak: { utterance in recorder.record(.speak(utterance)) },
      prepare: { recorder.record(.prepare) },
      voices: { voices })
  }
}

private func unexpected<T>(_ call: String) throws -> T {
  FileHandle.standardError.write(Data("SpeechClient.\(call) was called unexpectedly\n".utf8))
  throw SpeechError.unexpectedCall(call)
}

/// The calls a `SpeechClient.recording` value received, in order.
public final class SpeechRecorder: Sendable {
  public enum Call: Hashable, Sendable {
    case synthesize(Utterance)
    case play(samples: Int)
    case speak(Utterance)
    case prepare
  }

  private let recorded = Mutex<[Call]>([])

  public init() {}

  /// Every call so far.
  public var calls: [Call] { recorded.withLock { $0 } }

  func record(_ call: Call) {
    recorded.withLock { $0.append(call) }
  }

  /// The length of the silence a recording client synthesizes: 0.1 s per character of text.
  public static func duration(of utterance: Utterance) -> Double {
    0.1 * Double(SpokenText.forReading(utterance.reading).count) / utterance.rate
  }
}

extension VoiceProfile {
  /// The profile `Voices/default.json` ships, for tests and for a client without profile files.
  public static let builtInDefault = VoiceProfile(
    id: defaultID, description: "Japanese, espeak-ng's own voice at its normal speed", sex: .male)
}
