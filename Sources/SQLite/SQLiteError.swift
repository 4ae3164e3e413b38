/// Why SQLite refused: the result codes a caller can act on, each with SQLite's or the operating
/// system's reason where it adds something.
public enum SQLiteError: Error, Equatable, Sendable {
  /// The file or its folder cannot be opened or created (missing folder, no permission).
  case cannotOpen(reason: String)
  /// The file is not an SQLite database.
  case notADatabase
  /// The file is an SQLite database whose pages are damaged.
  case corrupt(reason: String)
  /// Another connection held a lock for longer than the busy timeout.
  case locked
  /// The file, its folder or its file system cannot be written.
  case readOnly
  /// The disk (or the file system holding the file) is full.
  case full
  /// Any other failure, in SQLite's words.
  case failed(reason: String)

  /// What went wrong, in a few words that fit any file: `the disk is full`.
  public var reason: String {
    switch self {
    case .cannotOpen(let reason), .corrupt(let reason), .failed(let reason): reason
    case .notADatabase: "not a database"
    case .locked: "locked by another program"
    case .readOnly: "read-only"
    case .full: "the disk is full"
    }
  }
}
