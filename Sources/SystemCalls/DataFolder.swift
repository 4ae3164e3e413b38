import Foundation

/// countbiki's folder for a learner's data: `$XDG_DATA_HOME/countbiki`, or
/// `~/.local/share/countbiki` when XDG_DATA_HOME is unset or not an absolute path (as the XDG
/// base directory specification says to treat a relative one). The history store, added voices
/// and the markers of once-said hints live in it.
public enum DataFolder {
  public static func url(environment: [String: String] = ProcessInfo.processInfo.environment) -> URL
  {
    let base: String
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") {
      base = xdg
    } else {
      let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
      base = home + "/.local/share"
    }
    return URL(fileURLWithPath: base).appendingPathComponent("countbiki")
  }
}
