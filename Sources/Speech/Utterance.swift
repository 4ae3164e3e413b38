/// Everything one spoken phrase needs: the text and how to say it. The speech client keeps no
/// settings of its own, so every call carries one of these.
public struct Utterance: Hashable, Sendable {
  /// The text espeak-ng reads: kana, as `SpokenText.forReading` produces it (never digits or kanji).
  public var text: String
  public var voice: VoiceProfile
  /// A multiplier of the voice's normal speed: 0.8 is 80 %. Allowed `Utterance.rateRange`.
  public var rate: Double
  /// A multiplier of the voice's normal pitch. Allowed `Utterance.pitchRange`.
  public var pitch: Double
  /// 0 is silent, 1 normal, 2 twice as loud. Allowed `Utterance.volumeRange`.
  public var volume: Double

  public init(_ text: String, voice: VoiceProfile, rate: Double = 1, pitch: Double = 1, volume: Double = 1) {
    self.text = text
    self.voice = voice
    self.rate = rate
    self.pitch = pitch
    self.volume = volume
  }

  public static let rateRange = 0.3...3.0
  public static let pitchRange = 0.5...2.0
  public static let volumeRange = 0.0...2.0
}
