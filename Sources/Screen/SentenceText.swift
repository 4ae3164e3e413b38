import CountBikiKit

/// The wording of a sentence question: which numbers were missed, and the sentence shown after
/// the answer with its numbers marked, its reading and its English gloss.
public enum SentenceText {
  /// The sentence with its numbers in 【】 brackets, its reading with the numbers' readings
  /// marked the same way, and the gloss: what a learner reads once the answer is known.
  public static func lines(_ sentence: Sentence) -> [String] {
    [
      sentence.marked(\.written, open: "【", close: "】"),
      sentence.marked(\.spelling, open: "【", close: "】"),
      sentence.gloss,
    ]
  }

  /// For a wrong answer to a sentence of several numbers, which ones were missed:
  /// `number 2 of 2 missed (14:05)`; nil when the sentence has one number.
  public static func missed(_ typed: String, _ sentence: Sentence) -> String? {
    guard sentence.slots.count > 1, let verdicts = Answer.verdicts(typed, for: sentence) else {
      return nil
    }
    let wrong = verdicts.indices.filter { verdicts[$0] != .correct }.map { $0 + 1 }
    guard !wrong.isEmpty else { return nil }
    let names = wrong.map(String.init)
    let list =
      names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " and " + names.last!
    return "number\(wrong.count == 1 ? "" : "s") \(list) of \(sentence.slots.count) missed"
  }
}
