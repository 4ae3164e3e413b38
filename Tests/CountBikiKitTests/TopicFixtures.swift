import CountBikiKit
import Foundation

/// The built-in catalog, read from the repository's Topics/ folder.
enum BuiltIn {
  static let topicsFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Topics")

  static let catalog: TopicCatalog = {
    var catalog = TopicCatalog()
    catalog.load(directory: topicsFolder)
    return catalog
  }()
}
