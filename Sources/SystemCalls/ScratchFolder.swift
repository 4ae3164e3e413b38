import Glibc
import Synchronization

/// A private folder for a child's files (an engine's input text, its wave, its trace), made in
/// `$TMPDIR` (or `/tmp`) and removed with what it holds when the work ends, or by `removeAll()`
/// when countbiki is stopped before the work could end, so no ending leaves one behind.
public struct ScratchFolder: Sendable {
  /// The folder's path, without a trailing slash.
  public let path: String

  /// Every folder made and not yet removed, for `removeAll()`.
  private static let live = Mutex<Set<String>>([])

  /// Makes a new folder named `prefix` and a random suffix, readable only by this user.
  public init(prefix: String, environment: [String: String]? = nil) throws(SystemError) {
    let base =
      (environment ?? [:])["TMPDIR"] ?? getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    var template = Array("\(base.isEmpty ? "/tmp" : base)/\(prefix)-XXXXXX".utf8CString)
    let made = Self.live.withLock { live -> String? in
      guard let pointer = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) })
      else { return nil }
      let path = String(cString: pointer)
      live.insert(path)
      return path
    }
    guard let made else { throw SystemError(errno) }
    path = made
  }

  /// `name` inside the folder.
  public func file(_ name: String) -> String { path + "/" + name }

  /// Removes the folder and the files in it.
  public func remove() {
    Self.live.withLock { live in
      Self.erase(path)
      live.remove(path)
    }
  }

  /// Removes every folder not yet removed: countbiki is stopping.
  public static func removeAll() {
    live.withLock { live in
      for path in live { erase(path) }
      live = []
    }
  }

  /// The folder's files (it holds no folders) and then the folder.
  private static func erase(_ path: String) {
    for name in directoryEntries(path) ?? [] { unlink(path + "/" + name) }
    rmdir(path)
  }
}
