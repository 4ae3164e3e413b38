import Foundation

/// The package's own folders, found from where this file stands in the checkout, so that tests
/// read the repository's data whatever the working directory.
public enum PackageFolder {
  /// The folder that holds Package.swift.
  public static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  /// The built-in topic files.
  public static let topics = root.appendingPathComponent("Topics")

  /// The built-in voice profiles.
  public static let voices = root.appendingPathComponent("Voices")
}
