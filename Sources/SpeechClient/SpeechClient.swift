import Foundation

/// Speaks Japanese: synthesis with the engine the utterance's voice names (espeak-ng or Open
/// JTalk) and playback through ALSA, as a struct of closures so a test or a silent session can
/// swap it.
///
/// The client keeps no settings: every call carries its `Utterance`. To start a question's audio
/// the instant it is due, synthesize it ahead (`synthesize`) and `play` the `PCM` when due;
/// `speak` does both in one call. Cancel the task running `play` or `speak` to stop the sound.
public struct SpeechClient: Sendable {
  /// The utterance as audio samples, with what the engine was given and said.
  public var render: @Sendable (Utterance) async throws -> SpokenClip
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
    render: @escaping @Sendable (Utterance) async throws -> SpokenClip,
    play: @escaping @Sendable (PCM) async throws -> Void,
    speak: (@Sendable (Utterance) async throws -> Void)? = nil,
    prepare: @escaping @Sendable () async throws -> Void,
    voices: @escaping @Sendable () throws -> [VoiceProfile]
  ) {
    self.init(
      render: render, synthesize: { try await render($0).pcm }, play: play, speak: speak, prepare: prepare,
      voices: voices)
  }

  /// A client whose synthesis gives samples only (a test's silence, say).
  public init(
    synthesize: @escaping @Sendable (Utterance) async throws -> PCM,
    play: @escaping @Sendable (PCM) async throws -> Void,
    speak: (@Sendable (Utterance) async throws -> Void)? = nil,
    prepare: @escaping @Sendable () async throws -> Void,
    voices: @escaping @Sendable () throws -> [VoiceProfile]
  ) {
    self.init(
      render: { utterance in
        let pcm = try await synthesize(utterance)
        return SpokenClip(
          pcm: pcm, engine: "none", voice: utterance.voice.id, engineText: utterance.reading,
          engineReading: utterance.reading, fromWritten: false)
      },
      synthesize: synthesize, play: play, speak: speak, prepare: prepare, voices: voices)
  }

  private init(
    render: @escaping @Sendable (Utterance) async throws -> SpokenClip,
    synthesize: @escaping @Sendable (Utterance) async throws -> PCM,
    play: @escaping @Sendable (PCM) async throws -> Void,
    speak: (@Sendable (Utterance) async throws -> Void)?,
    prepare: @escaping @Sendable () async throws -> Void,
    voices: @escaping @Sendable () throws -> [VoiceProfile]
  ) {
    self.render = render
    self.synthesize = synthesize
    self.play = play
    self.speak = speak ?? { utterance in try await play(synthesize(utterance)) }
    self.prepare = prepare
    self.voices = voices
  }
}

extension SpeechClient {
  /// Says nothing: synthesis returns silence, playback returns at once. For `--audio none`.
  public static let noop = SpeechClient(
    synthesize: { _ in PCM(samples: [], sampleRate: 22050) },
    play: { _ in },
    prepare: {},
    voices: { [] })
}
