import Foundation
import SystemCalls

/// Where one run keeps its history: `--no-history`, then `--history PATH`, then
/// `$COUNTBIKI_HISTORY`, then `config set history off`, then
/// `$XDG_DATA_HOME/countbiki/history.sqlite3` (`~/.local/share/countbiki/` when XDG_DATA_HOME is
/// unset or not an absolute path).
public enum HistoryLocation: Equatable, Sendable {
  case off
  case file(String)

  public static let environmentVariable = "COUNTBIKI_HISTORY"

  public static func resolve(
    noHistory: Bool = false, path: String?, settingOff: Bool,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> HistoryLocation {
    if noHistory { return .off }
    if let path, !path.isEmpty { return .file(path) }
    if let path = environment[environmentVariable], !path.isEmpty { return .file(path) }
    if settingOff { return .off }
    return .file(standardPath(environment: environment))
  }

  /// The store's place when nothing else names one.
  public static func standardPath(environment: [String: String]) -> String {
    DataFolder.url(environment: environment).appendingPathComponent("history.sqlite3").path
  }
}
