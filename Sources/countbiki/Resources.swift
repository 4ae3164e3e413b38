import CountBikiKit
import TopicFiles
import Foundation
import Speech

/// Where countbiki's built-in data lives, whatever the working directory.
enum Resources {
  /// The built-in `Topics/` folder, found as `Voices/` is (`ResourceDirectory`): in
  /// `$COUNTBIKI_RESOURCES`, or at or above the executable (the checkout for `swift run` and
  /// `.build/debug/countbiki`; the install prefix's `share/countbiki` for an installed copy).
  static func topicsFolder() throws -> URL {
    do {
      return try ResourceDirectory.find("Topics")
    } catch {
      throw RuntimeError(error.description)
    }
  }

  /// The learner's own topic files: `$XDG_CONFIG_HOME/countbiki/topics`, by default
  /// `~/.config/countbiki/topics`.
  static var userTopics: URL {
    ConfigFile.folder().appendingPathComponent("topics")
  }

  /// The built-in and user topics; each problem in a file is reported on standard error once.
  static func catalog() throws -> TopicCatalog {
    var catalog = TopicCatalog()
    catalog.load(directory: try topicsFolder())
    catalog.load(directory: userTopics)
    for problem in catalog.problems {
      Output.error("countbiki: skipping a topic: \(problem.description)")
    }
    return catalog
  }

  /// The topics named by ids or categories; an unknown name is a usage error with suggestions.
  static func topics(named names: [String]) throws -> [Topic] {
    do {
      return try catalog().resolve(names)
    } catch let error as UnknownTopicError {
      throw UsageError(error.description)
    }
  }
}
