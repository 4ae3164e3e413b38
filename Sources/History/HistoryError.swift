import SQLite

/// Why the history store could not be used. Each description names the file, what is wrong and
/// what to do, without the final full stop: the caller ends the sentence, adding what happens next
/// where it goes on ("…; this session goes on without history.").
public enum HistoryError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file or its folder cannot be opened or created (missing folder, no permission).
  case cannotOpen(path: String, reason: String)
  /// The file is not an SQLite database at all.
  case notADatabase(path: String)
  /// The file is an SQLite database whose pages are damaged.
  case corrupt(path: String, reason: String)
  /// Another program held the store locked for longer than the busy timeout.
  case locked(path: String)
  /// The file, its folder or its file system cannot be written.
  case readOnly(path: String)
  /// The disk (or the file system holding the store) is full.
  case full(path: String)
  /// The store was written by a newer countbiki, with a schema this one does not know.
  case newerSchema(path: String, version: Int)
  /// An SQLite database that is not a countbiki history store (other tables, no version).
  case foreignDatabase(path: String)
  /// Any other failure SQLite reported.
  case failed(path: String, reason: String)
  /// The path names something that is not a file: a folder, a FIFO, a device, a socket.
  case notAFile(path: String, kind: String)
  /// The path is a symbolic link to `target`, which is missing along with its folder.
  case danglingLink(path: String, target: String)
  /// A folder on the way to the path is a file (`$XDG_DATA_HOME/countbiki` made a file).
  case folderIsAFile(path: String, file: String)
  /// The store's folder does not exist, and it is not the standard one countbiki makes.
  case missingFolder(path: String, folder: String)

  /// SQLite's refusal, told of the store at `path`.
  init(_ error: SQLiteError, path: String) {
    switch error {
    case .cannotOpen(let reason): self = .cannotOpen(path: path, reason: reason)
    case .notADatabase: self = .notADatabase(path: path)
    case .corrupt(let reason): self = .corrupt(path: path, reason: reason)
    case .locked: self = .locked(path: path)
    case .readOnly: self = .readOnly(path: path)
    case .full: self = .full(path: path)
    case .failed(let reason): self = .failed(path: path, reason: reason)
    }
  }

  /// The store's path.
  public var path: String {
    switch self {
    case .cannotOpen(let path, _), .notADatabase(let path), .corrupt(let path, _),
      .locked(let path),
      .readOnly(let path), .full(let path), .newerSchema(let path, _), .foreignDatabase(let path),
      .failed(let path, _), .notAFile(let path, _), .danglingLink(let path, _),
      .folderIsAFile(let path, _), .missingFolder(let path, _):
      return path
    }
  }

  public var description: String {
    switch self {
    case .cannotOpen(let path, let reason):
      return
        "the history store \(path) cannot be opened (\(reason)); check the folder exists and is yours, or choose another file with --history PATH"
    case .notADatabase(let path):
      return
        "the history store \(path) is not a database; move it aside or choose another file with --history PATH"
    case .corrupt(let path, let reason):
      return
        "the history store \(path) is damaged (\(reason)); run `countbiki history check` and keep a copy of the file before moving it aside"
    case .locked(let path):
      return
        "the history store \(path) stayed locked by another program; close the other countbiki or try again"
    case .readOnly(let path):
      return
        "the history store \(path) cannot be written (read-only); make it writable or choose another file with --history PATH"
    case .full(let path):
      return "the disk holding the history store \(path) is full; free some space"
    case .newerSchema(let path, let version):
      return
        "the history store \(path) was written by a newer countbiki (schema \(version)); update countbiki"
    case .foreignDatabase(let path):
      return
        "\(path) is a database countbiki did not create; choose another file with --history PATH"
    case .failed(let path, let reason):
      return "the history store \(path) failed (\(reason))"
    case .notAFile(let path, let kind):
      return
        "the history store \(path) is \(kind), not a file; choose another file with --history PATH"
    case .danglingLink(let path, let target):
      return
        "the history store \(path) is a link to \(target), whose folder does not exist; create that folder or choose another file with --history PATH"
    case .folderIsAFile(let path, let file):
      return
        "the history store \(path) cannot be there: \(file) is a file, not a folder; move that file aside or choose another file with --history PATH"
    case .missingFolder(let path, let folder):
      return
        "the history store \(path) cannot be made: its folder \(folder) does not exist; create it or choose another file with --history PATH"
    }
  }
}
