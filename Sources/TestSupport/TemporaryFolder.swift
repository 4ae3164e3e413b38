import Foundation

/// Fresh folders for one test each, all inside one folder of the test process's own, which is
/// removed when the process exits: a run leaves nothing in the system's temporary folder, even
/// where a test (or a program it ran) did not clean up after itself.
public enum TemporaryFolder {
  /// `countbiki-tests-PID` in the system's temporary folder. The programs the tests run get it
  /// as their `TMPDIR` (see `Isolation`), so what they leave goes the same way.
  public static let root: URL = {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "countbiki-tests-\(getpid())")
    try? FileManager.default.removeItem(at: root)
    try? FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    atexit { try? FileManager.default.removeItem(at: TemporaryFolder.root) }
    return root
  }()

  /// A new empty folder whose name starts with `prefix`.
  public static func make(_ prefix: String = "countbiki-test") throws -> URL {
    let url = root.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
