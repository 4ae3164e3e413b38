/// Why speech could not be produced or played. Each description is one sentence a learner can act on.
public enum SpeechError: Error, Equatable, Sendable, CustomStringConvertible {
  /// libespeak-ng could not start, usually because its data directory is missing.
  case espeakUnavailable(dataPath: String, reason: String)
  /// espeak-ng runs but has no Japanese dictionary.
  case japaneseDataMissing(dataPath: String)
  /// espeak-ng has no voice by this name (`ja+f9`).
  case espeakVoiceNotFound(String)
  /// espeak-ng failed while synthesizing.
  case synthesisFailed(String)
  /// No audio output device could be opened (no sound card, no ALSA configuration).
  case noAudioDevice(device: String, reason: String)
  /// The audio device failed during playback.
  case playbackFailed(String)
  /// The audio device took no sample for this many seconds (a stopped sound server).
  case deviceStalled(device: String, seconds: Int)
  /// A voice profile file is missing, unreadable or not a valid profile.
  case badVoiceProfile(file: String, reason: String)
  /// No voice profile has this id.
  case unknownVoice(id: String, known: [String])
  /// A WAV file could not be written or read.
  case wavFile(path: String, reason: String)
  /// libvorbis refused to encode the audio (an unsupported sample rate or quality).
  case encodingFailed(String)
  /// Open JTalk, its dictionary or a voice file is not installed; the reason says what to install.
  case openJTalkMissing(String)
  /// Kokoro is not installed, or its installation is damaged; the reason says what to run.
  case kokoroMissing(String)
  /// A file given as an HTS voice cannot be used.
  case badVoiceFile(path: String, reason: String)
  /// An engine said something other than our reading, even when given our reading.
  case readingMismatch(expected: String, heard: String)
  /// A helper program ran past its deadline and was stopped.
  case engineHung(name: String, milliseconds: Int)
  /// A helper program could not be started, crashed or exited with an error.
  case engineFailed(name: String, reason: String)
  /// A part of what is to be said has no reading of ours (`SpokenReading.missing`): no engine
  /// is given it, so no engine's own guess at a number is heard.
  case noReading(written: String)
  /// A test client was called in a way its test did not expect.
  case unexpectedCall(String)

  public var description: String {
    switch self {
    case .espeakUnavailable(let dataPath, let reason):
      return
        "espeak-ng could not start (\(reason)) with its data at \(dataPath); install the espeak-ng-data package."
    case .japaneseDataMissing(let dataPath):
      return
        "espeak-ng has no Japanese data (no ja_dict in \(dataPath)); install the espeak-ng-data package."
    case .espeakVoiceNotFound(let name):
      return
        "espeak-ng has no voice “\(name)”; fix the voice profile or run `espeak-ng --voices=ja` for the list."
    case .synthesisFailed(let reason):
      return "espeak-ng could not synthesize the text (\(reason))."
    case .noAudioDevice(let device, let reason):
      return "no audio device could be opened (ALSA “\(device)”: \(reason))."
    case .playbackFailed(let reason):
      return "audio playback failed (\(reason))."
    case .deviceStalled(let device, let seconds):
      return
        "the audio device “\(device)” took no sound for \(seconds) seconds; check that its sound server is running."
    case .badVoiceProfile(let file, let reason):
      return "the voice profile \(file) cannot be used: \(reason)."
    case .unknownVoice(let id, let known):
      return "there is no voice “\(id)”; the voices are \(known.joined(separator: ", "))."
    case .wavFile(let path, let reason):
      return "cannot use the WAV file \(path): \(reason)."
    case .encodingFailed(let reason):
      return "the audio could not be encoded as Ogg Vorbis (\(reason)); report this with the command you ran."
    case .openJTalkMissing(let reason):
      return "Open JTalk cannot speak: \(reason)."
    case .kokoroMissing(let reason):
      return "Kokoro cannot speak: \(reason)."
    case .badVoiceFile(let path, let reason):
      return "\(path) cannot be used as a voice: \(reason)."
    case .readingMismatch(let expected, let heard):
      return "the speech engine would say \(heard) for \(expected), even when given the reading; report this with the text."
    case .engineHung(let name, let milliseconds):
      let seconds = Double(milliseconds) / 1000
      let shown = seconds == seconds.rounded() ? String(Int(seconds)) : String(seconds)
      return "the speech engine \(name) did not finish within \(shown) s and was stopped."
    case .engineFailed(let name, let reason):
      return "the speech engine \(name) failed: \(reason)."
    case .noReading(let written):
      return "countbiki has no reading of “\(written)” to say, so no voice says it; report this with the topic."
    case .unexpectedCall(let call):
      return "SpeechClient.\(call) was called but this client does not allow it."
    }
  }
}
