import Foundation
import Speech

/// The file that keeps a learner's defaults: `$XDG_CONFIG_HOME/countbiki/config.json`, or
/// `~/.config/countbiki/config.json`. Written atomically; a file that cannot be understood is
/// reported and never overwritten, except by an explicit `countbiki config reset`.
struct ConfigFile {
  let url: URL

  static var standard: ConfigFile {
    ConfigFile(environment: ProcessInfo.processInfo.environment)
  }

  init(url: URL) {
    self.url = url
  }

  init(environment: [String: String]) {
    url = Self.folder(environment: environment).appendingPathComponent("config.json")
  }

  /// countbiki's folder of the learner's files: `$XDG_CONFIG_HOME/countbiki`, or
  /// `~/.config/countbiki` when XDG_CONFIG_HOME is unset or not an absolute path.
  static func folder(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL {
    let base: URL
    if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
      base = URL(fileURLWithPath: xdg)
    } else {
      let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
      base = URL(fileURLWithPath: home).appendingPathComponent(".config")
    }
    return base.appendingPathComponent("countbiki")
  }

  var exists: Bool { FileManager.default.fileExists(atPath: url.path) }

  /// The saved settings; empty when there is no file yet.
  func load() throws -> Settings {
    guard exists else { return Settings() }
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw corrupt("it cannot be read: \(error.reason)")
    }
    let settings: Settings
    do {
      settings = try JSONDecoder().decode(Settings.self, from: data)
    } catch {
      throw corrupt("it is not a valid countbiki config")
    }
    if let problem = settings.problem { throw corrupt(problem) }
    return settings
  }

  /// Writes `settings` through a temporary file renamed into place.
  func save(_ settings: Settings) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    do {
      try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try (encoder.encode(settings) + Data("\n".utf8)).write(to: url, options: .atomic)
    } catch {
      throw RuntimeError("cannot write the config file \(url.path): \(error.reason).")
    }
  }

  /// Removes the file; true when there was one.
  @discardableResult
  func remove() throws -> Bool {
    guard exists else { return false }
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
      throw RuntimeError("\(url.path) is a folder, not a config file; move it away by hand.")
    }
    do {
      try FileManager.default.removeItem(at: url)
    } catch {
      throw RuntimeError("cannot remove the config file \(url.path): \(error.reason).")
    }
    return true
  }

  private func corrupt(_ reason: String) -> RuntimeError {
    RuntimeError("the config file \(url.path) cannot be used (\(reason)); fix it by hand or run `countbiki config reset` to start over.")
  }
}
