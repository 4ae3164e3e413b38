/// What the quiz asks to be said, as what it means: the written Japanese and our reading of it.
/// The runtime adds the voice and its settings; the speech engine decides how to say it.
public struct SpeechRequest: Hashable, Sendable {
  /// The utterance in order: one part for a bare number, one per word-run and number for a
  /// sentence.
  public let parts: [SpokenPart]
  /// The rate relative to the learner's chosen one: a slower replay, an adaptive session's
  /// level, a sentence's own pace multiplied; 1 is the learner's rate.
  public let rate: Double
  /// The id of the voice that says it, when several take turns (`SpeakerTurn`); nil leaves it to
  /// the learner's first voice.
  public let speaker: String?
  /// The speech-to-noise ratio in dB an adaptive session asks for; nil: the scene's own.
  public let snr: Double?

  public init(parts: [SpokenPart], rate: Double = 1, speaker: String? = nil, snr: Double? = nil) {
    self.parts = parts
    self.rate = rate
    self.speaker = speaker
    self.snr = snr
  }

  /// The canonical hiragana reading of the whole utterance, shown where no audio can be played.
  public var reading: String { SpokenPart.reading(of: parts) }
}
