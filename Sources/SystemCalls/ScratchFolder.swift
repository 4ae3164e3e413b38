import Glibc
import Synchronization

/// A private folder for a child's files (an engine's input text, its wave, its trace), made in
/// `$TMPDIR` (or `/tmp`) and removed with what it holds when the work ends, or by `removeAll()`
/// when countbiki is stopped before the work could end, so no ending leaves one behind.
///
/// An ending no program sees (kill -9, a crash, the power) leaves its folder; the folder's name
/// carries the process id, and the first folder a later countbiki makes sweeps away those of
/// the same prefix whose process is gone and which have not changed for `staleAge` seconds.
public struct ScratchFolder: Sendable {
  /// The folder's path, without a trailing slash.
  public let path: String

  /// Every folder made and not yet removed, for `removeAll()`.
  private static let live = Mutex<Set<String>>([])
  /// The folders (`base/prefix`) already swept by this process.
  private static let swept = Mutex<Set<String>>([])
  /// How long a folder left by a process that is gone must have been unchanged before it is
  /// removed: far longer than an engine's deadline (twice a longer one set with
  /// `COUNTBIKI_ENGINE_DEADLINE_MS`), so a folder still in use by a countbiki whose process
  /// this one cannot see (another PID namespace sharing the folder) is kept.
  public static let staleAge = 600

  /// Makes a new folder named `prefix`, this process's id and a random suffix, readable only
  /// by this user.
  public init(prefix: String, environment: [String: String]? = nil) throws(SystemError) {
    let given =
      (environment ?? [:])["TMPDIR"] ?? getenv("TMPDIR").map { String(cString: $0) } ?? "/tmp"
    let base = given.isEmpty ? "/tmp" : given
    let deadline =
      (environment ?? [:])["COUNTBIKI_ENGINE_DEADLINE_MS"]
      ?? getenv("COUNTBIKI_ENGINE_DEADLINE_MS").map { String(cString: $0) }
    Self.sweepOnce(
      base: base, prefix: prefix,
      age: max(Self.staleAge, 2 * (deadline.flatMap(Int.init) ?? 0) / 1000))
    var template = Array("\(base)/\(prefix)-\(getpid())-XXXXXX".utf8CString)
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

  /// Removes, once a process for each `base` and `prefix`, the folders `prefix-PID-XXXXXX` in
  /// `base` that belong to this user, whose process PID no longer runs, and that have not
  /// changed for `age` seconds.
  static func sweepOnce(base: String, prefix: String, age: Int) {
    let first = swept.withLock { $0.insert(base + "/" + prefix).inserted }
    guard first else { return }
    let now = time(nil)
    for name in directoryEntries(base) ?? [] {
      guard let owner = owner(of: name, prefix: prefix), owner != getpid(),
        kill(owner, 0) == -1, errno == ESRCH
      else { continue }
      let path = base + "/" + name
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid(),
        now - info.st_mtim.tv_sec >= age
      else { continue }
      erase(path)
    }
  }

  /// The process id in a folder name `prefix-PID-XXXXXX`, or nil for any other name.
  static func owner(of name: String, prefix: String) -> pid_t? {
    guard name.hasPrefix(prefix + "-") else { return nil }
    let rest = name.dropFirst(prefix.count + 1).split(separator: "-", omittingEmptySubsequences: false)
    guard rest.count == 2, rest[1].count == 6, let pid = pid_t(rest[0]), pid > 0 else { return nil }
    return pid
  }

  /// The folder's files (it holds no folders) and then the folder.
  private static func erase(_ path: String) {
    for name in directoryEntries(path) ?? [] { unlink(path + "/" + name) }
    rmdir(path)
  }
}
