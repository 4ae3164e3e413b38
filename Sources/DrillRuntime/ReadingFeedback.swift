import CountBikiKit
import Screen

/// What a reading-skill session shows after a wrong reading: the right one, cut into its parts
/// with the sound pattern behind each change, as `countbiki read --explain` prints it.
public enum ReadingFeedback {
  public static func explanation(of question: Question) -> [String] {
    if let explanation = question.explanation ?? (try? Explanation(question.display)),
      explanation.reading == question.reading.canonical
    {
      return ExplanationText.lines(explanation)
    }
    return ["\(question.display)  \(question.reading.canonical)"]
  }
}
