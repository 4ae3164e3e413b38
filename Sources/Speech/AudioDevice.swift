import CALSA
import Foundation
import SpeechClient

/// An ALSA playback device as `aplay -L` lists it: the name to give `--device`, and what ALSA
/// says it is.
public struct AudioDevice: Equatable, Sendable {
  public var name: String
  /// ALSA's description, its lines joined with “, ”.
  public var description: String

  public init(name: String, description: String) {
    self.name = name
    self.description = description
  }

  /// ALSA's playback devices, in ALSA's order, from libasound's device hints
  /// (`snd_device_name_hint`): every PCM whose direction is output or both.
  public static func playback() -> [AudioDevice] {
    AudioOutput.silenceLibraryMessages()
    var hints: UnsafeMutablePointer<UnsafeMutableRawPointer?>?
    guard snd_device_name_hint(-1, "pcm", &hints) == 0, let hints else { return [] }
    defer { snd_device_name_free_hint(hints) }
    var devices: [AudioDevice] = []
    var index = 0
    while let hint = hints[index] {
      index += 1
      guard let name = value(hint, "NAME"), value(hint, "IOID").map({ $0 == "Output" }) ?? true
      else { continue }
      let lines = (value(hint, "DESC") ?? "").split(separator: "\n").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      devices.append(AudioDevice(name: name, description: lines.joined(separator: ", ")))
    }
    return devices
  }

  /// Opens `name` for playback and closes it again; returns why it cannot be opened, or nil.
  public static func openingProblem(_ name: String) -> SpeechError? {
    AudioOutput.silenceLibraryMessages()
    var handle: OpaquePointer?
    let status = snd_pcm_open(&handle, name, SND_PCM_STREAM_PLAYBACK, SND_PCM_NONBLOCK)
    if status == 0, let handle { snd_pcm_close(handle) }
    do {
      try CStatus.check(status, .alsaOpen(device: name))
      return nil
    } catch {
      return error
    }
  }

  private static func value(_ hint: UnsafeMutableRawPointer, _ field: String) -> String? {
    guard let text = snd_device_name_get_hint(hint, field) else { return nil }
    defer { free(text) }
    return String(cString: text)
  }
}
