/// How an engine says an utterance at a relative rate: the rate its own setting is given, and
/// how much its output is then time-stretched to make up the rest. One function makes it, the
/// same way for every engine: the engine's own rate as far as it reaches and slows the whole
/// voice, a stretch beyond that, and a stretch alone for an engine without a rate of its own.
public struct RatePlan: Hashable, Sendable {
  /// The multiplier of the voice's normal speed the engine itself is given; 1 for an engine
  /// without a native rate.
  public var native: Double
  /// The factor the engine's output is lengthened by: 2 doubles it, 0.8 shortens it; 1 leaves
  /// it as it is.
  public var stretch: Double

  /// The plan for `rate` (a multiplier of the voice's normal speed) with an engine whose own
  /// rate reaches `nativeRange` (multipliers of the voice's normal speed), or has none (nil).
  public init(rate: Double, nativeRange: ClosedRange<Double>?) {
    guard let nativeRange else {
      (native, stretch) = (1, 1 / rate)
      return
    }
    native = min(max(rate, nativeRange.lowerBound), nativeRange.upperBound)
    stretch = native / rate
  }

  /// Whether the output needs no stretch: within a thousandth of its length.
  public var keepsLength: Bool { abs(stretch - 1) < 0.001 }
}

extension VoiceProfile.Engine {
  /// The multipliers of this voice's normal speed its engine's own rate reaches, or nil when
  /// the engine has no rate that slows the whole voice (`SpeechEngine.hasNativeRate`).
  public var nativeRateRange: ClosedRange<Double>? {
    guard kind.hasNativeRate else { return nil }
    switch self {
    case .espeak(let voice):
      let normal = Double(voice.wordsPerMinute)
      return Double(EspeakVoice.wordsPerMinuteRange.lowerBound) / normal...Double(
        EspeakVoice.wordsPerMinuteRange.upperBound) / normal
    case .openJTalk:
      return nil
    case .kokoro(let voice):
      return KokoroVoice.speedRange.lowerBound / voice.speed...KokoroVoice.speedRange.upperBound / voice.speed
    }
  }

  /// How this voice says `rate` times its normal speed.
  public func ratePlan(_ rate: Double) -> RatePlan {
    RatePlan(rate: rate, nativeRange: nativeRateRange)
  }
}
