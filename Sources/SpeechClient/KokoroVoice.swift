import Foundation

/// One of Kokoro's Japanese speakers and how fast it normally speaks.
///
/// Kokoro is given phonemes made from our kana, so it says our reading; the melody of a phrase is
/// the model's own and cannot be set (Open JTalk is the voice whose accent follows the
/// dictionary).
public struct KokoroVoice: Hashable, Sendable {
  /// The model's name for the speaker: `jf_alpha`, `jm_kumo`.
  public var speaker: String
  /// The normal speed (the model's `speed`); `Utterance.rate` multiplies it.
  public var speed: Double
  /// Who made the model and voices and under which licence.
  public var licence: String

  public init(speaker: String, speed: Double = 1, licence: String = KokoroVoice.standardLicence) {
    self.speaker = speaker
    self.speed = speed
    self.licence = licence
  }

  /// The speakers the Japanese package holds.
  public static let speakers = ["jf_alpha", "jf_gongitsune", "jf_nezumi", "jf_tebukuro", "jm_kumo"]

  /// The licence line of the model and its voices.
  public static let standardLicence =
    "Kokoro-82M weights and voices by hexgrad, Apache-2.0; ONNX export by thewh1teagle, MIT"

  /// The speeds the model is asked for; beyond them its speech breaks up.
  package static let speedRange = 0.25...4.0

  /// The model's speed for an utterance at `rate` and `pitch`: a pitch is made by playing the
  /// clip faster or slower (see `KokoroEngine`), so the model speaks that much slower or faster
  /// first and the length stays what `rate` asks.
  package func modelSpeed(rate: Double, pitch: Double) -> Double {
    min(Self.speedRange.upperBound, max(Self.speedRange.lowerBound, speed * rate / pitch))
  }
}
