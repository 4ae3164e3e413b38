import Foundation
import SpeechClient
import Synchronization

extension SpeechClient {
  /// The engines in this process, played on the ALSA device `device` (opened once, then
  /// reused), with the voice profiles in `voicesDirectory`. `onSoundStart` is called each time a
  /// clip's first samples reach the device, with the delay the device reports then (how long
  /// until they are heard; nil when it cannot say). With `fallback`, an Open JTalk voice that
  /// cannot speak reports why to it and espeak-ng speaks instead.
  public static func live(
    voicesDirectory: URL, device: String = "default",
    onSoundStart: (@Sendable (_ queued: Duration?) -> Void)? = nil,
    fallback: (@Sendable (SpeechError) -> Void)? = nil
  ) -> SpeechClient {
    let output = AudioOutput(device: device, onSoundStart: onSoundStart)
    return SpeechClient(
      render: { try await SpeechEngines.render($0, fallback: fallback) },
      play: { try await output.play($0) },
      prepare: { try await output.open(sampleRate: SpeechEngines.sampleRate) },
      voices: { try VoiceProfile.load(from: voicesDirectory) })
  }

  /// Synthesizes as `live` does and writes each played clip to `directory` as a numbered WAV
  /// file (`001.wav`, `002.wav`, …) instead of playing it.
  public static func wav(
    directory: URL, voicesDirectory: URL, fallback: (@Sendable (SpeechError) -> Void)? = nil
  ) -> SpeechClient {
    let counter = Counter()
    return SpeechClient(
      render: { try await SpeechEngines.render($0, fallback: fallback) },
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
