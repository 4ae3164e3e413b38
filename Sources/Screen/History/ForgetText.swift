/// The wording of `countbiki history forget`.
public enum ForgetText {
  /// What is forgotten: `every session`, or the names given.
  public static func what(_ names: [String], all: Bool) -> String {
    all ? "every session" : names.joined(separator: " ")
  }

  /// The question asked before forgetting, answered on the same line.
  public static func prompt(count: Int, what: String, path: String) -> String {
    "Forget \(questions(count)) of \(what) from \(path)? [y/N] "
  }

  public static func forgot(count: Int, what: String) -> String {
    "Forgot \(questions(count)) of \(what)."
  }

  public static let keptAll = "Nothing was forgotten."

  public static func noStore(_ path: String) -> String {
    "Nothing to forget: there is no history store at \(path)."
  }

  public static func nothingOf(_ what: String, path: String) -> String {
    "Nothing to forget: \(path) keeps no question of \(what)."
  }

  private static func questions(_ count: Int) -> String {
    Plural.count(count, "question")
  }
}
