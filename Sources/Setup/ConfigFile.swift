import CountBikiKit
import Foundation
import Options
import ProcessIO
import SpeechClient

/// The file that keeps a learner's defaults: `$XDG_CONFIG_HOME/countbiki/config.json`, or
/// `~/.config/countbiki/config.json`. Written atomically (through a link, when it is one); a file
/// that cannot be read or understood is reported and never overwritten, except by an explicit
/// `countbiki config reset`. Entries it does not know are kept.
public struct ConfigFile {
  public let url: URL

  public static var standard: ConfigFile {
    ConfigFile(environment: ProcessInfo.processInfo.environment)
  }

  public init(url: URL) {
    self.url = url
  }

  public init(environment: [String: String]) {
    url = Self.folder(environment: environment).appendingPathComponent("config.json")
  }

  /// countbiki's folder of the learner's files: `$XDG_CONFIG_HOME/countbiki`, or
  /// `~/.config/countbiki` when XDG_CONFIG_HOME is unset or not an absolute path.
  public static func folder(environment: [String: String] = ProcessInfo.processInfo.environment)
    -> URL
  {
    let base: URL
    if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
      base = URL(fileURLWithPath: xdg)
    } else {
      let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
      base = URL(fileURLWithPath: home).appendingPathComponent(".config")
    }
    return base.appendingPathComponent("countbiki")
  }

  /// True when there is a file (or a link) at `url`.
  public var exists: Bool {
    var info = stat()
    return lstat(url.path, &info) == 0
  }

  /// The saved settings; empty when there is no file yet. A file, link or folder that cannot be
  /// read is one sentence, never taken for "no config".
  public func load() throws -> Settings {
    guard let file = try contents() else { return Settings() }
    let data: Data
    do {
      data = try Data(contentsOf: file)
    } catch {
      throw corrupt("it cannot be read: \(error.reason)")
    }
    let settings: Settings
    do {
      settings = try JSONDecoder().decode(Settings.self, from: data)
    } catch DecodingError.typeMismatch(let type, let context) {
      guard let key = context.codingPath.last?.stringValue else {
        throw corrupt("it is not a valid countbiki config")
      }
      // The setting named, as a value out of range is: `rate must be a number`.
      let wanted =
        type == Double.self
        ? "a number" : type == String.self ? "text in quotes" : "another kind of value"
      throw corrupt("\(key) must be \(wanted)")
    } catch {
      throw corrupt("it is not a valid countbiki config")
    }
    if let problem = settings.problem { throw corrupt(problem) }
    return settings
  }

  /// Where the settings are: `url`, or the file it links to (a config kept with other dotfiles);
  /// nil when there is no config file.
  private func contents() throws -> URL? {
    var info = stat()
    guard lstat(url.path, &info) == 0 else {
      if errno == ENOENT { return nil }
      throw unreachable(errno)
    }
    guard info.st_mode & S_IFMT == S_IFLNK else { return url }
    guard let target = realpath(url.path, nil) else {
      let reason = errno
      let link = (try? FileManager.default.destinationOfSymbolicLink(atPath: url.path)) ?? "?"
      if reason == ELOOP {
        throw RuntimeError(
          "the config file \(url.path) is a link that loops back on itself; point it at a file or remove it."
        )
      }
      throw RuntimeError(
        "the config file \(url.path) links to \(link), which \(reason == ENOENT ? "does not exist" : "cannot be reached (\(String(cString: strerror(reason))))"); point it at a file or remove it."
      )
    }
    defer { free(target) }
    return URL(fileURLWithPath: String(cString: target))
  }

  /// Writes `settings` through a temporary file renamed into place; a link is written through,
  /// so it stays a link.
  public func save(_ settings: Settings) throws {
    let file = try contents() ?? url
    do {
      try FileManager.default.createDirectory(
        at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data((try JSON.encode(settings) + "\n").utf8).write(to: file, options: .atomic)
    } catch {
      throw RuntimeError("cannot write the config file \(file.path): \(error.reason).")
    }
  }

  /// Removes the file; true when there was one.
  @discardableResult
  public func remove() throws -> Bool {
    var info = stat()
    guard lstat(url.path, &info) == 0 else {
      if errno == ENOENT { return false }
      throw unreachable(errno)
    }
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue
    {
      throw RuntimeError("\(url.path) is a folder, not a config file; move it away by hand.")
    }
    do {
      try FileManager.default.removeItem(at: url)
    } catch {
      throw RuntimeError("cannot remove the config file \(url.path): \(error.reason).")
    }
    return true
  }

  /// Why the config file's folder cannot be looked into: a file where the folder should be
  /// (ENOTDIR), or a folder countbiki may not read.
  private func unreachable(_ reason: Int32) -> RuntimeError {
    let folder = url.deletingLastPathComponent().path
    if reason == ENOTDIR {
      return RuntimeError(
        "the config folder \(folder) is not a folder (a file is in its way); move that file aside or set XDG_CONFIG_HOME to a folder."
      )
    }
    return RuntimeError(
      "the config folder \(folder) cannot be read (\(String(cString: strerror(reason)))); fix its permissions."
    )
  }

  private func corrupt(_ reason: String) -> RuntimeError {
    RuntimeError(
      "the config file \(url.path) cannot be used (\(reason)); fix it by hand or run `countbiki config reset` to start over."
    )
  }
}
