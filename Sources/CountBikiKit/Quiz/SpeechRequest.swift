/// What the quiz asks to be said: the runtime turns it into the speech client's utterance,
/// adding the voice and its base rate.
public struct SpeechRequest: Hashable, Sendable {
  /// The text for the synthesizer (`SpokenText.forReading` of the reading).
  public let text: String
  /// The canonical hiragana reading, shown where no audio can be played.
  public let reading: String
  /// A multiplier on the voice's normal speaking rate; 1 is normal.
  public let rate: Double

  public init(text: String, reading: String, rate: Double) {
    self.text = text
    self.reading = reading
    self.rate = rate
  }
}
