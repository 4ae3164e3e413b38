import Foundation

/// What is at a history store's path, seen without opening it: opening a FIFO waits for a
/// writer, and SQLite would fail on a device or a folder with a sentence that says nothing.
/// Every command asks this first, so each says the same about the same path.
public enum StoreFile: Equatable, Sendable {
  /// Nothing is there yet, and a drill can create the store (through a link whose target is
  /// missing, in that target's folder).
  case missing
  /// A regular file, or a link to one.
  case file
  /// Something no store can be made of; the error says what and what to do.
  case unusable(HistoryError)

  /// Whether `path` is a regular file (or a link to one) of no bytes: a store that holds no
  /// history yet. Commands that only read take it for none, as for a missing file, and leave it
  /// as it is; a drill makes it the store.
  public static func isEmpty(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && info.st_size == 0
  }

  /// What is at `path`.
  public static func at(_ path: String) -> StoreFile {
    var link = stat()
    guard lstat(path, &link) == 0 else {
      // ENOTDIR: a folder on the way is a file; no store can be made there.
      guard errno == ENOTDIR, let file = firstFile(above: path) else { return .missing }
      return .unusable(.folderIsAFile(path: path, file: file))
    }
    var target = stat()
    guard stat(path, &target) == 0 else {
      guard errno == ENOENT else {
        return .unusable(
          .cannotOpen(path: path, reason: String(cString: strerror(errno)).lowercased()))
      }
      // A link that leads nowhere: a drill creates the store through it only where the
      // target's folder exists, so no command promises more than that.
      let destination =
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) ?? path
      let resolved =
        destination.hasPrefix("/")
        ? destination
        : ((path as NSString).deletingLastPathComponent as NSString).appendingPathComponent(
          destination)
      let folder = (resolved as NSString).deletingLastPathComponent
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder),
        isFolder.boolValue
      {
        return .missing
      }
      return .unusable(.danglingLink(path: path, target: destination))
    }
    switch target.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .unusable(.notAFile(path: path, kind: "a folder"))
    case S_IFIFO: return .unusable(.notAFile(path: path, kind: "a named pipe (FIFO)"))
    case S_IFSOCK: return .unusable(.notAFile(path: path, kind: "a socket"))
    case S_IFCHR, S_IFBLK: return .unusable(.notAFile(path: path, kind: "a device"))
    default: return .unusable(.notAFile(path: path, kind: "a special file"))
    }
  }

  /// The nearest folder above `path` that is something other than a folder.
  private static func firstFile(above path: String) -> String? {
    var folder = (path as NSString).deletingLastPathComponent
    var found: String?
    while !folder.isEmpty, folder != "/" {
      var info = stat()
      if stat(folder, &info) == 0, info.st_mode & S_IFMT != S_IFDIR { found = folder }
      folder = (folder as NSString).deletingLastPathComponent
    }
    return found
  }
}
