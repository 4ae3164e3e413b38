/// Why a deck could not be written. Each description is one sentence: what went wrong, then what
/// to do.
public enum ExportError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The output file (or a temporary file beside it) could not be written.
  case cannotWrite(path: String, reason: String)

  public var description: String {
    switch self {
    case .cannotWrite(let path, let reason):
      return "cannot write \(path) (\(reason)); choose a folder you can write to with --out."
    }
  }
}
