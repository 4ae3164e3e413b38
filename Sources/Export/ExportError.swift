import Foundation
import SystemCalls

/// Why a deck could not be written. Each description is one sentence: what went wrong, then what
/// to do.
public enum ExportError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The output file (or a temporary file beside it) could not be written.
  case cannotWrite(path: String, reason: String)
  /// The system refused to write the output file, for the reason `error` gives.
  case refused(path: String, SystemError)

  public var description: String {
    switch self {
    case .cannotWrite(let path, let reason):
      return
        "cannot write \(Self.shown(path)) (\(reason)); choose a folder you can write to with --out."
    case .refused(let path, let error) where error.code == ENAMETOOLONG:
      return "cannot write \(Self.shown(path)) (\(error.reason)); give --out a shorter name."
    case .refused(let path, let error) where error.code == EISDIR:
      return "cannot write \(Self.shown(path)): it is a folder; give --out a file name."
    case .refused(let path, let error) where error.code == ENOSPC || error.code == EDQUOT:
      return
        "cannot write \(Self.shown(path)) (\(error.reason)); free some space or write elsewhere with --out."
    case .refused(let path, let error):
      return
        "cannot write \(Self.shown(path)) (\(error.reason)); choose a folder you can write to with --out."
    }
  }

  /// Paths longer than this are shown with their middle left out.
  public static let longestShown = 160

  /// `path` as a message shows it: whole, or its first and last 80 characters around an
  /// ellipsis when it is longer than `longestShown` (a name made by mistake, thousands long).
  public static func shown(_ path: String) -> String {
    guard path.count > longestShown else { return path }
    return "\(path.prefix(longestShown / 2))…\(path.suffix(longestShown / 2))"
  }
}
