import Foundation

/// Finds countbiki's built-in data folders (`Voices/`, `Topics/`) whatever the working directory.
public enum ResourceDirectory {
  /// The environment variable naming the folder that holds the resource folders.
  public static let environmentVariable = "COUNTBIKI_RESOURCES"

  /// The folder `name`, looked for in `$COUNTBIKI_RESOURCES`, then in the folder of the running
  /// executable and each folder above it (so `.build/debug/countbiki`, `.build/release/countbiki`
  /// and `swift run` all find the package's own folder; an installed `PREFIX/bin/countbiki` finds
  /// `PREFIX/share/countbiki/<name>`), then likewise from the working directory.
  public static func find(
    _ name: String, environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(ResourceError) -> URL {
    if let root = environment[environmentVariable], !root.isEmpty {
      let candidate = URL(fileURLWithPath: root).appendingPathComponent(name)
      guard isDirectory(candidate) else { throw .notInVariable(name: name, root: root) }
      return candidate
    }
    let starts = [
      executableDirectory, URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
    ]
    for start in starts.compactMap({ $0 }) {
      var folder = start.standardizedFileURL
      while true {
        for candidate in [
          folder.appendingPathComponent(name),
          folder.appendingPathComponent("share/countbiki/\(name)"),
        ] where isDirectory(candidate) {
          return candidate
        }
        let parent = folder.deletingLastPathComponent()
        if parent.path == folder.path { break }
        folder = parent
      }
    }
    throw .notFound(name: name)
  }

  private static var executableDirectory: URL? {
    let link = URL(fileURLWithPath: "/proc/self/exe")
    let executable =
      (try? FileManager.default.destinationOfSymbolicLink(atPath: link.path)).map(
        URL.init(fileURLWithPath:))
      ?? Bundle.main.executableURL
    return executable?.resolvingSymlinksInPath().deletingLastPathComponent()
  }

  private static func isDirectory(_ url: URL) -> Bool {
    var directory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory)
      && directory.boolValue
  }
}

/// A built-in data folder that could not be found; one sentence saying where it was looked for
/// and what to do.
public enum ResourceError: Error, Equatable, CustomStringConvertible {
  /// `$COUNTBIKI_RESOURCES` is set but has no folder `name`.
  case notInVariable(name: String, root: String)
  /// No folder `name` at or above the executable or the working directory.
  case notFound(name: String)

  public var description: String {
    let variable = ResourceDirectory.environmentVariable
    switch self {
    case .notInVariable(let name, let root):
      return
        "countbiki's \(name) folder is not in \(root), where \(variable) points; fix or unset \(variable)."
    case .notFound(let name):
      return
        "countbiki's \(name) folder was not found above the countbiki executable; set \(variable) to the folder that holds \(name)/."
    }
  }
}
