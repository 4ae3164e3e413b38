import CountBikiKit
import Foundation
import Options
import ProcessIO
import SpeechClient
import Synchronization
import TopicFiles

/// countbiki's built-in data and the learner's own topics, whatever the working directory.
public enum Resources {
  /// The built-in `Topics/` folder (see `ResourceDirectory` for where it is looked for).
  public static func topicsFolder() throws -> URL {
    try folder("Topics")
  }

  /// The built-in `Voices/` folder.
  public static func voicesFolder() throws -> URL {
    try folder("Voices")
  }

  private static func folder(_ name: String) throws -> URL {
    do {
      return try ResourceDirectory.find(name)
    } catch {
      throw RuntimeError(error.description)
    }
  }

  /// The voice profiles: the built-in ones, the learner's own and one for each installed voice
  /// file no profile names, read once a process; a profile of the learner's that cannot be used
  /// is named on standard error, once, and skipped; a broken built-in one is the error.
  public static func voices() throws -> [VoiceProfile] {
    if let profiles = loadedVoices.withLock({ $0 }) { return profiles }
    let profiles: [VoiceProfile]
    do {
      profiles = try VoiceCatalog.load(builtIn: voicesFolder()) { problem in
        Output.error("countbiki: skipping a voice: \(problem.description)")
      }
    } catch let error as SpeechError {
      throw RuntimeError(error.description)
    }
    loadedVoices.withLock { $0 = profiles }
    return profiles
  }

  private static let loadedVoices = Mutex<[VoiceProfile]?>(nil)

  /// The built-in scenes and the learner's own (`$XDG_CONFIG_HOME/countbiki/scenes`), read once
  /// a process; a file of the learner's that cannot be used is named on standard error, once,
  /// and skipped.
  public static func scenes() throws -> SceneCatalog {
    if let catalog = loadedScenes.withLock({ $0 }) { return catalog }
    let catalog: SceneCatalog
    do {
      catalog = try SceneCatalog(
        builtIn: voicesFolder().appendingPathComponent("scenes"),
        own: ConfigFile.folder().appendingPathComponent("scenes"))
    } catch let error as SceneFileError {
      throw RuntimeError(error.description + ".")
    }
    for problem in catalog.problems { Output.error("countbiki: skipping a scene: \(problem).") }
    loadedScenes.withLock { $0 = catalog }
    return catalog
  }

  private static let loadedScenes = Mutex<SceneCatalog?>(nil)
  private static let loadedTopics = Mutex<TopicCatalog?>(nil)

  /// The learner's own topic files: `$XDG_CONFIG_HOME/countbiki/topics`, by default
  /// `~/.config/countbiki/topics`.
  static var userTopics: URL {
    ConfigFile.folder().appendingPathComponent("topics")
  }

  /// The built-in and user topics, read once a process; each problem in a file is reported on
  /// standard error once. A file this very program found whole on an earlier run
  /// (`CheckedTopicFiles`) is not checked again: its topics make their generators when first
  /// used, so a drill pays only for its own topics (checking all 188 was most of a drill's
  /// start). A file changed by one byte is checked again whole.
  public static func catalog() throws -> TopicCatalog {
    if let catalog = loadedTopics.withLock({ $0 }) { return catalog }
    var checked = CheckedTopicFiles()
    var catalog = TopicCatalog()
    catalog.load(directory: try topicsFolder(), checked: &checked)
    catalog.load(directory: userTopics, checked: &checked)
    checked.save()
    report(catalog)
    loadedTopics.withLock { $0 = catalog }
    return catalog
  }

  /// Names each problem of the catalog's files on standard error.
  private static func report(_ catalog: TopicCatalog) {
    for problem in catalog.problems {
      Output.error("countbiki: skipping a topic: \(problem.description)")
    }
  }

  /// The topics named by ids or categories; an unknown name is a usage error with suggestions.
  public static func topics(named names: [String]) throws -> [Topic] {
    do {
      return try catalog().resolve(names)
    } catch let error as UnknownTopicError {
      throw UsageError(error.description)
    }
  }
}
