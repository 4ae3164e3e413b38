import CountBikiKit
import SpeechClient
/// Direct questions to the in-process libespeak-ng, for diagnostics, tests and the benchmark.
public enum Espeak {
  /// The text espeak-ng is given for `parts`: our readings in katakana with long vowels marked.
  public static func text(for parts: [SpokenPart]) -> String {
    EspeakEngine.text(for: parts)
  }

  /// A working espeak-ng with Japanese data.
  public struct Installation: Sendable, Equatable {
    public let version: String
    public let dataPath: String
    public let sampleRate: Int
  }

  /// espeak-ng's version and data folder, or why it cannot speak Japanese.
  public static func check() async -> Result<Installation, SpeechError> {
    do {
      let started = try await EspeakEngine.shared.start()
      return .success(Installation(version: started.version, dataPath: started.dataPath, sampleRate: started.sampleRate))
    } catch {
      return .failure(error)
    }
  }

  /// espeak-ng's phonemes for `text` in `voice`'s language, as `espeak-ng -x` prints them.
  public static func phonemes(of text: String, voice: EspeakVoice = EspeakVoice()) async throws(SpeechError) -> String {
    try await EspeakEngine.shared.phonemes(of: text, voice: voice)
  }

  /// Synthesizes `text` with a bare `espeak_Synth` call in the voice and settings of the last
  /// synthesis, keeping no samples; returns the sample count. The benchmark's baseline.
  public static func bareSynthesis(_ text: String) async throws(SpeechError) -> Int {
    try await EspeakEngine.shared.bareSynthesis(text)
  }
}
