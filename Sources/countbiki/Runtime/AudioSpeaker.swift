import CountBikiKit
import Foundation
import Speech

/// Says drill questions through a speech client: each question's audio is made ahead (the
/// runtime prefetches the upcoming question while the learner answers the current one), so a
/// question starts playing the moment it is due. The first failure (a device that disappears,
/// a file that cannot be written) is reported in one sentence and the speaker falls silent for
/// the rest of the session; it never throws anything but `CancellationError`, so a drill is never
/// stopped by sound.
final class AudioSpeaker: @unchecked Sendable {
  enum Output {
    /// Play on the client's audio device.
    case device
    /// Write each question's audio once, as `001.wav`, `002.wav`, … in this folder.
    case wav(URL)
  }

  /// How many utterances keep their audio: the current question, the upcoming one, and room
  /// for a replay at another rate.
  static let kept = 4

  private let client: SpeechClient
  private let settings: SpeechSettings
  private let output: Output
  private let report: @Sendable (String) -> Void
  private let lock = NSLock()
  private var made: [(utterance: Utterance, audio: Task<PCM, any Error>)] = []
  private var playing: Task<Void, any Error>?
  /// How many times `cancel` has been called: an utterance whose audio was still being made
  /// when it was cancelled must not start playing once the audio is ready.
  private var cancels = 0
  private var failed = false
  private var lastWritten = 0

  init(
    client: SpeechClient, settings: SpeechSettings, output: Output,
    report: @escaping @Sendable (String) -> Void
  ) {
    self.client = client
    self.settings = settings
    self.output = output
    self.report = report
  }

  var speaker: Speaker {
    Speaker(
      say: { request, number in try await self.say(request, number) },
      cancel: { self.cancel() },
      prefetch: { request in _ = self.audio(for: request) })
  }

  /// The utterance for `request`: the learner's voice settings, with the request's rate
  /// (a slower replay, say) multiplying the voice rate.
  func utterance(_ request: SpeechRequest) -> Utterance {
    var utterance = settings.utterance(request.text)
    utterance.rate *= request.rate
    return utterance
  }

  /// The task making `request`'s audio, started now unless it already was.
  private func audio(for request: SpeechRequest) -> Task<PCM, any Error> {
    let utterance = utterance(request)
    return lock.withLock {
      if let index = made.firstIndex(where: { $0.utterance == utterance }) {
        let entry = made.remove(at: index)
        made.append(entry)
        return entry.audio
      }
      let client = client
      let audio = Task { try await client.synthesize(utterance) }
      made.append((utterance, audio))
      if made.count > Self.kept { made.removeFirst() }
      return audio
    }
  }

  private func say(_ request: SpeechRequest, _ number: Int) async throws {
    let turn: Int? = lock.withLock { failed ? nil : cancels }
    guard let turn else { return }
    do {
      let pcm = try await audio(for: request).value
      switch output {
      case .wav(let folder):
        try write(pcm, number, in: folder)
      case .device:
        try Task.checkCancellation()
        try await play(pcm, turn: turn)
      }
    } catch is CancellationError {
      throw CancellationError()
    } catch {
      fail(error)
    }
  }

  /// Plays in a task of its own, so `cancel` can stop it whoever is waiting for it; nothing
  /// plays if `cancel` was called since `turn` was taken.
  private func play(_ pcm: PCM, turn: Int) async throws {
    let client = client
    let sound = Task { try await client.play(pcm) }
    lock.withLock {
      playing?.cancel()
      playing = sound
      if cancels != turn { sound.cancel() }
    }
    try await withTaskCancellationHandler {
      try await sound.value
    } onCancel: {
      sound.cancel()
    }
  }

  /// Writes question `number`'s audio the first time it is said; replays add no file.
  private func write(_ pcm: PCM, _ number: Int, in folder: URL) throws {
    let isNew = lock.withLock {
      defer { lastWritten = max(lastWritten, number) }
      return number > lastWritten
    }
    guard isNew else { return }
    try pcm.writeWAV(to: folder.appendingPathComponent(String(format: "%03d.wav", number)))
  }

  private func cancel() {
    lock.withLock {
      cancels += 1
      playing?.cancel()
      playing = nil
    }
  }

  private func fail(_ error: any Error) {
    let first = lock.withLock {
      defer { failed = true }
      return !failed
    }
    if first { report(AudioNotice.sentence(for: error)) }
  }
}
