import Foundation

/// The scenes a learner can choose: the built-in ones (`Voices/scenes/*.json`) and the learner's
/// own files beside them, which may add a scene or replace one by its id. A built-in file that
/// cannot be read is an error; a learner's own one is skipped and named in `problems`, and the
/// built-ins still work.
public struct SceneCatalog: Sendable {
  public private(set) var scenes: [String: Scene] = ["clean": .clean]
  /// One sentence for each of the learner's files that was skipped.
  public private(set) var problems: [String] = []

  public init() {}

  /// Loads the built-in scenes from `builtIn`, then the learner's from `own` (which need not
  /// exist).
  public init(builtIn: URL, own: URL?) throws(SceneFileError) {
    for (id, file) in Self.files(in: builtIn) {
      scenes[id] = try Self.scene(id, file)
    }
    guard let own else { return }
    for (id, file) in Self.files(in: own) {
      do {
        scenes[id] = try Self.scene(id, file)
      } catch {
        problems.append(error.description)
      }
    }
  }

  /// The scene named `id`, or a sentence naming the ones there are.
  public func scene(named id: String) throws(SceneFileError) -> Scene {
    guard let scene = scenes[id] else {
      throw SceneFileError(
        description: "there is no scene “\(id)”; the scenes are \(ids.joined(separator: ", "))")
    }
    return scene
  }

  /// The ids, sorted, `clean` first.
  public var ids: [String] {
    scenes.keys.sorted { ($0 == "clean" ? 0 : 1, $0) < ($1 == "clean" ? 0 : 1, $1) }
  }

  private static func files(in folder: URL) -> [(String, URL)] {
    let files =
      (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil))
      ?? []
    return files.filter { $0.pathExtension == "json" }
      .map { ($0.deletingPathExtension().lastPathComponent, $0) }
      .sorted { $0.0 < $1.0 }
  }

  private static func scene(_ id: String, _ file: URL) throws(SceneFileError) -> Scene {
    guard let data = try? Data(contentsOf: file) else {
      throw SceneFileError(description: "the scene file \(file.path) cannot be read; fix or remove it")
    }
    return try Scene(id: id, json: data, file: file.path)
  }
}
