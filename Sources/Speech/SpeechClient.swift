import Foundation
import Synchronization

/// Speaks Japanese: synthesis with libespeak-ng and playback through ALSA, as a struct of
/// closures so a test or a silent session can swap it.
///
/// The client keeps no settings: every call carries its `Utterance`. To start a question's audio
/// the instant it is due, synthesize it ahead (`synthesize`) and `play` the `PCM` when due;
/// `speak` does both in one call. Cancel the task running `play` or `speak` to stop the sound.
public struct SpeechClient: Sendable {
  /// The utterance as audio samples, without playing it.
  public var synthesize: @Sendable (Utterance) async throws -> PCM
  /// Plays samples, returning once they have been heard. Cancelling the calling task stops the
  /// sound within a few milliseconds and throws `CancellationError`. Calls play one at a time.
  public var play: @Sendable (PCM) async throws -> Void
  /// Synthesizes and plays.
  public var speak: @Sendable (Utterance) async throws -> Void
  /// Gets the output ready now (opens the audio device), so a missing sound card is reported
  /// before the first question rather than during it.
  public var prepare: @Sendable () async throws -> Void
  /// The voice profiles this client offers, `default` first.
  public var voices: @Sendable () throws -> [VoiceProfile]

  public init(
    synthesize: @escaping @Sendable (Utterance) async throws -> PCM,
    play: @escaping @Sendable (PCM) async throws -> Void,
    speak: (@Sendable (Utterance) async throws -> Void)? = nil,
    prepare: @escaping @Sendable () async throws -> Void,
    voices: @escaping @Sendable () throws -> [VoiceProfile]
  ) {
    self.synthesize = synthesize
    self.play = play
    self.speak = speak ?? { utterance in try await play(synthesize(utterance)) }
    self.prepare = prepare
    self.voices = voices
  }
}

extension SpeechClient {
  /// libespeak-ng in this process, played on the ALSA device `device` (opened once, then reused),
  /// with the voice profiles in `voicesDirectory`. `onSoundStart` is called each time a clip's
  /// first samples reach the device (to start an answer timer when the sound really starts).
  public static func live(
    voicesDirectory: URL, device: String = "default", onSoundStart: (@Sendable () -> Void)? = nil
  ) -> SpeechClient {
    let output = AudioOutput(device: device, onSoundStart: onSoundStart)
    let engine = EspeakEngine.shared
    return SpeechClient(
      synthesize: { try await engine.synthesize($0) },
      play: { try await output.play($0) },
      prepare: { try await output.open(sampleRate: engine.start().sampleRate) },
      voices: { try VoiceProfile.load(from: voicesDirectory) })
  }

  /// Synthesizes with libespeak-ng and writes each played clip to `directory` as a numbered WAV
  /// file (`001.wav`, `002.wav`, …) instead of playing it.
  public static func wav(directory: URL, voicesDirectory: URL) -> SpeechClient {
    let counter = Counter()
    let engine = EspeakEngine.shared
    return SpeechClient(
      synthesize: { try await engine.synthesize($0) },
      play: { pcm in
        let number = counter.next()
        try pcm.writeWAV(to: directory.appendingPathComponent(String(format: "%03d.wav", number)))
      },
      prepare: {
        do {
          try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
          throw SpeechError.wavFile(path: directory.path, reason: "the folder cannot be created")
        }
      },
      voices: { try VoiceProfile.load(from: voicesDirectory) })
  }

  /// Says nothing: synthesis returns silence, playback returns at once. For `--audio none`.
  public static let noop = SpeechClient(
    synthesize: { _ in PCM(samples: [], sampleRate: 22050) },
    play: { _ in },
    prepare: {},
    voices: { [] })
}

/// A thread-safe counter for numbering files.
private final class Counter: Sendable {
  private let value = Mutex(0)

  func next() -> Int {
    value.withLock { value in
      value += 1
      return value
    }
  }
}
