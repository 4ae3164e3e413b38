import CountBikiKit

/// Everything one spoken phrase needs: what it means and how to say it. The speech client keeps
/// no settings of its own, so every call carries one of these.
public struct Utterance: Hashable, Sendable {
  /// What is said, in order: the written Japanese of each stretch and our reading of it. An
  /// engine that reads written Japanese is given `written` and overruled where it would say
  /// something other than `reading`; an engine that reads only kana is given the readings.
  public var parts: [SpokenPart]
  public var voice: VoiceProfile
  /// A multiplier of the voice's normal speed: 0.8 is 80 %. Allowed `Utterance.rateRange`.
  public var rate: Double
  /// A multiplier of the voice's normal pitch. Allowed `Utterance.pitchRange`.
  public var pitch: Double
  /// 0 is silent, 1 normal, 2 twice as loud. Allowed `Utterance.volumeRange`.
  public var volume: Double
  /// Where it is heard (a shop, a phone line); nil for the voice alone.
  public var scene: SceneChoice? = nil

  public init(
    _ parts: [SpokenPart], voice: VoiceProfile, rate: Double = 1, pitch: Double = 1, volume: Double = 1
  ) {
    self.parts = parts
    self.voice = voice
    self.rate = rate
    self.pitch = pitch
    self.volume = volume
  }

  /// An utterance of one reading (hiragana or katakana), written as `written` when given and
  /// otherwise as the kana itself.
  public init(
    reading: String, written: String? = nil, voice: VoiceProfile, rate: Double = 1, pitch: Double = 1,
    volume: Double = 1
  ) {
    self.init(
      [SpokenPart(written: written ?? reading, reading: Kana.hiragana(reading))], voice: voice, rate: rate,
      pitch: pitch, volume: volume)
  }

  /// Our reading of the whole utterance, in hiragana: what the learner hears.
  public var reading: String { SpokenPart.reading(of: parts) }

  public static let rateRange = 0.3...3.0
  public static let pitchRange = 0.5...2.0
  public static let volumeRange = 0.0...2.0
}
