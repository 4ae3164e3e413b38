import Glibc

/// The file a write to `path` lands in: `path` itself, or the end of its chain of symbolic
/// links (which need not exist yet). A learner who keeps a file as a link to another place
/// keeps the link: what countbiki writes goes to where it points.
public func linkTarget(_ path: String) -> String {
  var current = path
  var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
  for _ in 0..<40 {
    let count = readlink(current, &buffer, buffer.count)
    guard count >= 0 else { return current }
    let target = String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    current = target.hasPrefix("/") ? target : folder(of: current) + target
  }
  return current
}

/// `path` up to and including its last slash; empty for a bare name.
private func folder(of path: String) -> String {
  path.lastIndex(of: "/").map { String(path[...$0]) } ?? ""
}

/// Why the system refused: an `errno` value.
public struct SystemError: Error, Equatable, Sendable {
  public let code: Int32
  public init(_ code: Int32) { self.code = code }
  /// The system's words for it: `No such file or directory`.
  public var reason: String { String(cString: strerror(code)) }
}

/// A new version of a file, written beside the file it replaces and renamed over it when
/// complete: the learner's file is either all of the new version or left as it was. A link is
/// written through (its target is replaced; the link stays). The target must be a regular file
/// or missing: a folder or a device is never replaced.
public struct FileReplacement {
  /// The file replaced: the path given, or its link's target.
  public let target: String
  /// The file being written, in the target's folder, until `commit()` renames it.
  public let temporary: String
  /// Open for writing on `temporary`.
  public let descriptor: Int32

  /// Creates the temporary file beside the target of `path`, with the permissions a new file
  /// of the learner's gets; the error is the one writing there would meet (a missing or
  /// read-only folder, a name too long).
  public init(replacing path: String) throws(SystemError) {
    target = linkTarget(path)
    var info = stat()
    if stat(target, &info) == 0, info.st_mode & S_IFMT != S_IFREG {
      throw SystemError(info.st_mode & S_IFMT == S_IFDIR ? EISDIR : EEXIST)
    }
    // The temporary name keeps a long name within the system's limit for one name.
    let name = String(
      target[(target.lastIndex(of: "/").map(target.index(after:)) ?? target.startIndex)...])
    let stem = String(decoding: name.utf8.prefix(200), as: UTF8.self)
    for _ in 0..<100 {
      let candidate =
        folder(of: target)
        + ".\(stem).countbiki-\(String(UInt32.random(in: 0...UInt32.max), radix: 36))"
      let opened = open(candidate, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o666)
      if opened >= 0 {
        (temporary, descriptor) = (candidate, opened)
        return
      }
      if errno != EEXIST { break }
    }
    throw SystemError(errno)
  }

  /// Puts the temporary file in the target's place, with the target's permissions when it had
  /// some. The temporary file is removed when this fails.
  public func commit() throws(SystemError) {
    close(descriptor)
    var info = stat()
    let renamed =
      (stat(target, &info) != 0 || chmod(temporary, info.st_mode & 0o7777) == 0)
      && rename(temporary, target) == 0
    guard renamed else {
      let code = errno
      unlink(temporary)
      throw SystemError(code)
    }
  }

  /// Abandons the new version: the temporary file is removed and the target left as it was.
  public func discard() {
    close(descriptor)
    unlink(temporary)
  }

  /// Replaces the file at `path` (through a link) with `bytes`.
  public static func write(_ bytes: [UInt8], to path: String) throws(SystemError) {
    let file = try FileReplacement(replacing: path)
    let code = bytes.withUnsafeBytes { writeAll(file.descriptor, $0) }
    guard code == 0 else {
      file.discard()
      throw SystemError(code)
    }
    try file.commit()
  }
}
