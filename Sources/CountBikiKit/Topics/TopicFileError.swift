/// A problem in a topic file: which file, which field, what is wrong.
public struct TopicFileError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file name as it was loaded: `money.json`.
  public let file: String
  /// The field, as a path into the file: `topics[2].step` (or `file` for the file as a whole).
  public let field: String
  public let problem: String

  public init(file: String, field: String, problem: String) {
    self.file = file
    self.field = field
    self.problem = problem
  }

  public var description: String { "\(file): \(field): \(problem)" }
}
