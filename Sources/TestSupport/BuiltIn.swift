import CountBikiKit
import TopicFiles

/// The built-in catalog, read from the repository's Topics/ folder.
public enum BuiltIn {
  public static let catalog: TopicCatalog = {
    var catalog = TopicCatalog()
    catalog.load(directory: PackageFolder.topics)
    return catalog
  }()
}
