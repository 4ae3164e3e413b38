/// A count with its noun in the right number: `1 question`, `2 questions`, `1 miss`, `3 misses`.
public enum Plural {
  /// `count` and `singular`, or `plural` (the singular with an s, unless given) for any count
  /// but one.
  public static func count(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
  }
}
