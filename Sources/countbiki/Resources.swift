import CountBikiKit
import Foundation

/// Where countbiki's built-in data lives, whatever the working directory.
enum Resources {
  /// The folder holding `Topics/`: `$COUNTBIKI_RESOURCES` when set, otherwise the nearest folder
  /// at or above the executable that has a `Topics/` folder (the checkout for `swift run` and
  /// `.build/debug/countbiki`; the install prefix's `share/countbiki` for an installed copy).
  static func root() throws -> URL {
    let fileManager = FileManager.default
    if let path = ProcessInfo.processInfo.environment["COUNTBIKI_RESOURCES"], !path.isEmpty {
      let url = URL(fileURLWithPath: path)
      guard isDirectory(url.appendingPathComponent("Topics")) else {
        throw RuntimeError(
          "COUNTBIKI_RESOURCES is \(path), which has no Topics folder; point it at the folder that holds Topics/."
        )
      }
      return url
    }
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
    var candidates: [URL] = []
    if let exe = try? fileManager.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
      candidates.append(URL(fileURLWithPath: exe).deletingLastPathComponent())
    }
    candidates.append(executable.deletingLastPathComponent())
    for start in candidates {
      var folder = start
      while true {
        for base in [folder, folder.appendingPathComponent("share/countbiki")]
        where isDirectory(base.appendingPathComponent("Topics")) {
          return base
        }
        let parent = folder.deletingLastPathComponent()
        if parent.path == folder.path { break }
        folder = parent
      }
    }
    throw RuntimeError(
      "cannot find countbiki's Topics folder near \(executable.path); set COUNTBIKI_RESOURCES to the folder that holds Topics/."
    )
  }

  /// The learner's own topic files: `$XDG_CONFIG_HOME/countbiki/topics`, by default
  /// `~/.config/countbiki/topics`.
  static var userTopics: URL {
    ConfigFile.folder().appendingPathComponent("topics")
  }

  /// The built-in and user topics; each problem in a file is reported on standard error once.
  static func catalog() throws -> TopicCatalog {
    var catalog = TopicCatalog()
    catalog.load(directory: try root().appendingPathComponent("Topics"))
    catalog.load(directory: userTopics)
    for problem in catalog.problems {
      Output.error("countbiki: skipping a topic: \(problem.description)")
    }
    return catalog
  }

  private static func isDirectory(_ url: URL) -> Bool {
    var directory: ObjCBool = false
    return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory)
      && directory.boolValue
  }
}
