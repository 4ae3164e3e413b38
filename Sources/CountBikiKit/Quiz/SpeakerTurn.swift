/// Who says an utterance when several voices take turns (`--voice A,B`, `--voice mix`): drawn
/// from the session's seed and what is said, so a seeded run has the same speakers on every
/// machine and a replay keeps its speaker. The speech side picks the voice with it, and the quiz
/// names that voice in the challenge it records.
public enum SpeakerTurn {
  /// The draw for `text` in a session seeded `seed`: every input bit moves every output bit.
  public static func draw(_ text: String, seed: UInt64) -> UInt64 {
    var generator = SplitMix64(seed: seed ^ StableHash.fnv1a(text))
    return generator.next()
  }

  /// The index of the speaker of `text` among `count` voices.
  public static func index(of text: String, seed: UInt64, among count: Int) -> Int {
    count > 1 ? Int(draw(text, seed: seed) % UInt64(count)) : 0
  }

  /// The id of the speaker of `text` among `voices` (their ids, in the learner's order); nil
  /// when no voice is known.
  public static func voice(of text: String, seed: UInt64, among voices: [String]) -> String? {
    voices.isEmpty ? nil : voices[index(of: text, seed: seed, among: voices.count)]
  }
}
