import Foundation

/// Finds countbiki's built-in data folders (`Voices/`, `Topics/`) whatever the working directory.
public enum ResourceDirectory {
  /// The environment variable naming the folder that holds the resource folders.
  public static let environmentVariable = "COUNTBIKI_RESOURCES"

  /// The folder `name`, looked for in `$COUNTBIKI_RESOURCES`, then in the folder of the running
  /// executable and each folder above it (so `.build/debug/countbiki-core` and
  /// `.build/release/countbiki-core` find the package's own folder; an installed
  /// `PREFIX/libexec/countbiki/countbiki-core` finds `PREFIX/share/countbiki/<name>`), then likewise from the working directory. `environment`
  /// stands in for the process's own (which is read with `getenv`, not built whole).
  public static func find(
    _ name: String, environment: [String: String]? = nil
  ) throws(ResourceError) -> URL {
    let root =
      environment.map { $0[environmentVariable] }
      ?? getenv(environmentVariable).map { String(cString: $0) }
    if let root, !root.isEmpty {
      let candidate = URL(fileURLWithPath: root).appendingPathComponent(name)
      guard isDirectory(candidate.path) else { throw .notInVariable(name: name, root: root) }
      return candidate
    }
    // The working directory only when the program's own folders have none.
    for start in [{ executableDirectory }, { workingDirectory }] {
      guard var folder = start() else { continue }
      while true {
        let base = folder == "/" ? "" : folder
        for candidate in [base + "/" + name, base + "/share/countbiki/" + name]
        where isDirectory(candidate) {
          return URL(fileURLWithPath: candidate, isDirectory: true)
        }
        guard let slash = folder.lastIndex(of: "/"), folder != "/" else { break }
        folder = slash == folder.startIndex ? "/" : String(folder[..<slash])
      }
    }
    throw .notFound(name: name)
  }

  /// The folder of the running program, its links resolved.
  private static var executableDirectory: String? {
    guard let path = realpath("/proc/self/exe", nil) else {
      return Bundle.main.executableURL?.resolvingSymlinksInPath().deletingLastPathComponent().path
    }
    defer { free(path) }
    let executable = String(cString: path)
    guard let slash = executable.lastIndex(of: "/") else { return nil }
    return slash == executable.startIndex ? "/" : String(executable[..<slash])
  }

  /// The working directory, as the system names it.
  private static var workingDirectory: String? {
    guard let path = getcwd(nil, 0) else { return nil }
    defer { free(path) }
    return URL(fileURLWithPath: String(cString: path)).standardizedFileURL.path
  }

  private static func isDirectory(_ path: String) -> Bool {
    var info = stat()
    return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
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
