import Foundation
import SpeechClient
import Synchronization

/// The one place an engine is chosen: from the utterance's voice.
public enum SpeechEngines {
  /// The sample rate every engine delivers: espeak-ng's own; Open JTalk's 48 kHz is resampled,
  /// so one device setting serves a session that mixes voices.
  static let sampleRate = 22050

  /// Says `utterance` with the engine its voice names. When an Open JTalk or Kokoro voice cannot speak and
  /// `fallback` is given, it is told why and espeak-ng says the utterance instead, so a drill
  /// goes on; without `fallback` the error is thrown. A voice whose engine crashed, hung or is
  /// missing is not tried again in this process (each try of a hung one costs its deadline):
  /// espeak-ng says the rest at once, and `fallback` hears of it only the first time.
  static func render(
    _ utterance: Utterance, fallback: (@Sendable (SpeechError) -> Void)? = nil
  ) async throws -> SpokenClip {
    // Before any engine: a part without our reading is said by none of them (`SpokenReading`).
    if let written = SpokenReading.missing(in: utterance.parts) { throw SpeechError.noReading(written: written) }
    var clip = try await engineRender(utterance, fallback: fallback)
    // The scene comes after the engine, whichever it is: noise, a phone line, a hall.
    if let scene = utterance.scene, !scene.scene.effects.isEmpty {
      clip.pcm = try await scene.apply(to: clip.pcm, babbleVoice: utterance) { other in
        try await engineRender(other, fallback: fallback).pcm
      }
    }
    return clip
  }

  private static func engineRender(
    _ utterance: Utterance, fallback: (@Sendable (SpeechError) -> Void)?
  ) async throws -> SpokenClip {
    switch utterance.voice.engine {
    case .espeak:
      return try await say(utterance)
    case .openJTalk:
      return try await falling(back: fallback, key: utterance.voice.id, utterance) { try await say(utterance) }
    case .kokoro:
      // One worker says every Kokoro speaker: when it fails, all of them have.
      return try await falling(back: fallback, key: "engine:kokoro", utterance) { try await say(utterance) }
    }
  }

  /// `utterance` said by its voice's engine at the utterance's rate: the one place a rate is
  /// carried out. The engine is given the native part of the voice's rate plan, and its output
  /// is stretched by the rest.
  private static func say(_ utterance: Utterance) async throws -> SpokenClip {
    let plan = utterance.voice.engine.ratePlan(utterance.rate)
    var clip: SpokenClip
    switch utterance.voice.engine {
    case .espeak(let voice):
      clip = try await EspeakEngine.shared.render(utterance, voice: voice, rate: plan.native)
    case .openJTalk(let voice):
      clip = try await OpenJTalk.locate(voice).render(utterance, voice: voice, rate: plan.native, sampleRate: sampleRate)
    case .kokoro(let voice):
      clip = try await KokoroEngine.shared.render(utterance, voice: voice, rate: plan.native, sampleRate: sampleRate)
    }
    if !plan.keepsLength { clip.pcm = clip.pcm.stretched(by: plan.stretch) }
    return clip
  }

  /// `render`'s clip; when it fails and `fallback` is given, espeak-ng's. A failure other than a
  /// misread marks `key` broken for this process, and `fallback` hears of it the first time.
  private static func falling(
    back fallback: (@Sendable (SpeechError) -> Void)?, key: String, _ utterance: Utterance,
    _ render: () async throws -> SpokenClip
  ) async throws -> SpokenClip {
    if fallback != nil, broken.withLock({ $0.contains(key) }) { return try await espeak(utterance) }
    do {
      return try await render()
    } catch let error as SpeechError {
      guard let fallback else { throw error }
      if case .readingMismatch = error {
        // This utterance only: the voice says the next one.
      } else if broken.withLock({ $0.insert(key).inserted }) == false {
        return try await espeak(utterance)
      }
      fallback(error)
      return try await espeak(utterance)
    }
  }

  /// Starts, without waiting, the engines that take a while to load (Kokoro's worker) for the
  /// voices a session will use, so that they load while the first question is prepared.
  public static func warmUp(for voices: [VoiceProfile]) {
    guard voices.contains(where: { if case .kokoro = $0.engine { true } else { false } }) else { return }
    Task { await KokoroEngine.shared.warmUp() }
  }

  /// The voices whose engine failed in this process, by profile id.
  private static let broken = Mutex(Set<String>())

  /// `utterance` said by espeak-ng's default voice at the utterance's rate, pitch and volume.
  private static func espeak(_ utterance: Utterance) async throws -> SpokenClip {
    var plain = utterance
    plain.voice = .builtInDefault
    return try await say(plain)
  }
}
