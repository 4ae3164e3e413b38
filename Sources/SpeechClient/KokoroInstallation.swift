import Foundation

/// Where Kokoro is installed: a private Python environment with the model packages, and the
/// model assembled from its parts, in `countbiki/engines/kokoro` under `$XDG_DATA_HOME`
/// (`~/.local/share`) or under one of `$XDG_DATA_DIRS` (`/usr/local/share:/usr/share`), where an
/// administrator may install it for every learner.
public struct KokoroInstallation: Hashable, Sendable {
  /// The engine's folder: `…/countbiki/engines/kokoro`.
  public var folder: URL

  public init(folder: URL) {
    self.folder = folder
  }

  /// The command that installs Kokoro.
  public static let installCommand = "countbiki voices install kokoro"
  /// The file name of the model the install assembles.
  public static let modelName = "kokoro-v1.0.int8.onnx"

  /// The Python of the private environment.
  public var python: URL { folder.appendingPathComponent("venv/bin/python") }
  /// The folder holding the assembled model.
  public var modelFolder: URL { folder.appendingPathComponent("model") }
  /// The model file.
  public var model: URL { modelFolder.appendingPathComponent(Self.modelName) }

  /// The folder a learner's own install goes to: `$XDG_DATA_HOME/countbiki/engines/kokoro`.
  public static func userFolder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
    let data =
      environment["XDG_DATA_HOME"].flatMap { $0.isEmpty ? nil : $0 }
      ?? ((environment["HOME"] ?? NSHomeDirectory()) + "/.local/share")
    return URL(fileURLWithPath: data).appendingPathComponent("countbiki/engines/kokoro")
  }

  /// Every folder an installation is looked for in, the learner's own first. The shared ones
  /// come from `$XDG_DATA_DIRS`, or from `COUNTBIKI_SYSTEM_ENGINES` where a test hides them.
  static func candidates(environment: [String: String]) -> [URL] {
    let shared =
      environment["COUNTBIKI_SYSTEM_ENGINES"]
      ?? environment["XDG_DATA_DIRS"].flatMap { $0.isEmpty ? nil : $0 } ?? "/usr/local/share:/usr/share"
    return [userFolder(environment: environment)]
      + shared.split(separator: ":").map { URL(fileURLWithPath: String($0)).appendingPathComponent("countbiki/engines/kokoro") }
  }

  /// The installation Kokoro speaks with, or why there is none.
  public static func locate(environment: [String: String] = ProcessInfo.processInfo.environment)
    throws(SpeechError) -> KokoroInstallation
  {
    var damaged: KokoroInstallation?
    for folder in candidates(environment: environment) {
      var isFolder: ObjCBool = false
      guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue else {
        continue
      }
      let installation = KokoroInstallation(folder: folder)
      if installation.isComplete { return installation }
      damaged = damaged ?? installation
    }
    if let damaged {
      throw .kokoroMissing(
        "its installation in \(damaged.folder.path) is damaged (no Python or no model); run `\(installCommand)` again")
    }
    throw .kokoroMissing("it is not installed; run `\(installCommand)`")
  }

  /// Whether the environment's Python and the model are there.
  var isComplete: Bool {
    FileManager.default.isExecutableFile(atPath: python.path) && FileManager.default.fileExists(atPath: model.path)
  }
}
