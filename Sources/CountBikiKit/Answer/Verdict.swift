/// What the checker made of a typed answer.
public enum Verdict: Hashable, Sendable {
  case correct
  case incorrect
  /// Not an answer at all (`abc`, empty, `1.5`): the hint says what to type; it is not a miss.
  case invalid(hint: String)
}
