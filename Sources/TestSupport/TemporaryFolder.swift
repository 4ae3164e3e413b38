import Foundation

/// Fresh folders for one test each, under the system's temporary folder.
public enum TemporaryFolder {
  /// A new empty folder whose name starts with `prefix`.
  public static func make(_ prefix: String = "countbiki-test") throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "\(prefix)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}
