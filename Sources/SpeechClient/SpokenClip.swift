/// What an engine made of an utterance: the samples, and what it was given and said, so a
/// learner (or a test) can see that the reading heard is ours.
public struct SpokenClip: Hashable, Sendable {
  public var pcm: PCM
  /// `espeak-ng` or `open-jtalk`.
  public var engine: String
  /// The voice profile's id.
  public var voice: String
  /// The text the engine was given.
  public var engineText: String
  /// The reading the engine says it spoke, in its own spelling (Open JTalk: katakana).
  public var engineReading: String
  /// Whether the engine spoke from the written form alone, with none of our readings put in.
  public var fromWritten: Bool

  public init(pcm: PCM, engine: String, voice: String, engineText: String, engineReading: String, fromWritten: Bool) {
    self.pcm = pcm
    self.engine = engine
    self.voice = voice
    self.engineText = engineText
    self.engineReading = engineReading
    self.fromWritten = fromWritten
  }
}
