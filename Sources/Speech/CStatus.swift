import CALSA
import CEspeakNG
import SpeechClient

// The one place where C status codes become `SpeechError`s.

/// What was being done when a C call failed; it chooses the error case.
enum COperation {
  case espeakInitialize(dataPath: String)
  case espeakVoice(String)
  case espeakSynthesis
  case alsaOpen(device: String)
  case alsaPlayback
}

enum CStatus {
  /// Throws the error for a libespeak-ng status other than `ENS_OK`.
  static func check(_ status: espeak_ng_STATUS, _ operation: COperation) throws(SpeechError) {
    guard status != ENS_OK else { return }
    let reason = espeakMessage(status)
    switch operation {
    case .espeakInitialize(let dataPath): throw .espeakUnavailable(dataPath: dataPath, reason: reason)
    case .espeakVoice(let name) where status == ENS_VOICE_NOT_FOUND: throw .espeakVoiceNotFound(name)
    case .espeakVoice(let name): throw .synthesisFailed("voice \(name): \(reason)")
    default: throw .synthesisFailed(reason)
    }
  }

  /// Throws the error for a negative ALSA return value (`-errno`); returns non-negative values.
  @discardableResult
  static func check(_ result: Int, _ operation: COperation) throws(SpeechError) -> Int {
    guard result < 0 else { return result }
    let reason = alsaMessage(Int32(result))
    switch operation {
    case .alsaOpen(let device): throw .noAudioDevice(device: device, reason: reason)
    default: throw .playbackFailed(reason)
    }
  }

  static func check(_ result: Int32, _ operation: COperation) throws(SpeechError) {
    try check(Int(result), operation)
  }

  static func alsaMessage(_ code: Int32) -> String {
    String(cString: snd_strerror(code))
  }

  private static func espeakMessage(_ status: espeak_ng_STATUS) -> String {
    var buffer = [CChar](repeating: 0, count: 512)
    espeak_ng_GetStatusCodeMessage(status, &buffer, buffer.count)
    return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
