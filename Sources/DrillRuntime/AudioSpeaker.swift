import CountBikiKit
import Foundation
import SpeechClient
import Synchronization

/// Says drill questions through a speech client: each question's audio is made ahead (the
/// runtime prefetches the upcoming question while the learner answers the current one), so a
/// question starts playing the moment it is due. A failure (a device that disappears, a file that
/// cannot be written) is thrown to the runtime, which reports it to the quiz as `speechFailed`;
/// the quiz then asks for no more speech.
public final class AudioSpeaker: Sendable {
  public enum Output: Sendable {
    /// Play on the client's audio device.
    case device
    /// Write each question's audio once, as `001.wav`, `002.wav`, … in this folder.
    case wav(URL)
  }

  /// How many utterances keep their audio: the current question, the upcoming one, and room
  /// for a replay at another rate.
  public static let kept = 4

  private let client: SpeechClient
  private let makeUtterance: @Sendable (SpeechRequest) -> Utterance
  private let output: Output
  private let store = Mutex(Store())

  /// What changes while the session runs.
  private struct Store {
    /// The audio made or being made, least recently used first.
    var made: [(utterance: Utterance, audio: Task<PCM, any Error>)] = []
    var playing: Task<Void, any Error>?
    /// How many times `cancel` has been called: an utterance whose audio was still being made
    /// when it was cancelled must not start playing once the audio is ready.
    var cancels = 0
    /// The highest question number written as a WAV file.
    var lastWritten = 0
  }

  /// `utterance` makes the utterance for a request with the learner's voices, rate and scene
  /// (`SpeechSettings.utterance`).
  public init(
    client: SpeechClient, utterance: @escaping @Sendable (SpeechRequest) -> Utterance,
    output: Output
  ) {
    self.client = client
    self.makeUtterance = utterance
    self.output = output
  }

  public var speaker: Speaker {
    Speaker(
      say: { request, number in try await self.say(request, number) },
      cancel: { self.cancel() },
      prefetch: { request in _ = self.audio(for: request) })
  }

  /// The utterance for `request`.
  public func utterance(_ request: SpeechRequest) -> Utterance {
    makeUtterance(request)
  }

  /// The task making `request`'s audio, started now unless it already was.
  private func audio(for request: SpeechRequest) -> Task<PCM, any Error> {
    let utterance = utterance(request)
    let client = client
    return store.withLock { store in
      if let index = store.made.firstIndex(where: { $0.utterance == utterance }) {
        let entry = store.made.remove(at: index)
        store.made.append(entry)
        return entry.audio
      }
      let audio = Task { try await client.synthesize(utterance) }
      store.made.append((utterance, audio))
      if store.made.count > Self.kept { store.made.removeFirst() }
      return audio
    }
  }

  private func say(_ request: SpeechRequest, _ number: Int) async throws {
    let turn = store.withLock { $0.cancels }
    let pcm = try await audio(for: request).value
    switch output {
    case .wav(let folder):
      try write(pcm, number, in: folder)
    case .device:
      try Task.checkCancellation()
      try await play(pcm, turn: turn)
    }
  }

  /// Plays in a task of its own, so `cancel` can stop it whoever is waiting for it; nothing
  /// plays if `cancel` was called since `turn` was taken.
  private func play(_ pcm: PCM, turn: Int) async throws {
    let client = client
    let sound = Task { try await client.play(pcm) }
    store.withLock { store in
      store.playing?.cancel()
      store.playing = sound
      if store.cancels != turn { sound.cancel() }
    }
    try await withTaskCancellationHandler {
      try await sound.value
    } onCancel: {
      sound.cancel()
    }
  }

  /// Writes question `number`'s audio the first time it is said; replays add no file.
  private func write(_ pcm: PCM, _ number: Int, in folder: URL) throws {
    let isNew = store.withLock { store in
      defer { store.lastWritten = max(store.lastWritten, number) }
      return number > store.lastWritten
    }
    guard isNew else { return }
    try pcm.writeWAV(to: folder.appendingPathComponent(String(format: "%03d.wav", number)))
  }

  private func cancel() {
    store.withLock { store in
      store.cancels += 1
      store.playing?.cancel()
      store.playing = nil
    }
  }
}
