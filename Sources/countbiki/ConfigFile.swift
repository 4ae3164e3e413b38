import Foundation

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
    let base: URL
    if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
      base = URL(fileURLWithPath: xdg)
    } else {
      let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
      base = URL(fileURLWithPath: home).appendingPathComponent(".config")
    }
    url = base.appendingPathComponent("countbiki").appendingPathComponent("config.json")
  }

  var exists: Bool { FileManager.default.fileExists(atPath: url.path) }

  /// The saved settings; empty when there is no file yet.
  func load() throws -> Settings {
    guard exists else { return Settings() }
    let settings: Settings
    do {
      settings = try JSONDecoder().decode(Settings.self, from: Data(contentsOf: url))
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
      throw RuntimeError("cannot write the config file \(url.path): \((error as NSError).localizedDescription).")
    }
  }

  /// Removes the file; true when there was one.
  @discardableResult
  func remove() throws -> Bool {
    guard exists else { return false }
    do {
      try FileManager.default.removeItem(at: url)
    } catch {
      throw RuntimeError("cannot remove the config file \(url.path): \((error as NSError).localizedDescription).")
    }
    return true
  }

  private func corrupt(_ reason: String) -> RuntimeError {
    RuntimeError("the config file \(url.path) cannot be used (\(reason)); fix it by hand or run `countbiki config reset` to start over.")
  }
}
