import CountBikiKit
import Foundation
import History
import HistoryClient
import HistoryClientLive
import Options
import ProcessIO
import Screen

/// What the commands that use the history store share: their options, where the store is and
/// how its errors read.
public enum HistoryOptions {
  public static let path = TypedOption<String?>(
    "history", "PATH",
    help:
      "the history store (default $COUNTBIKI_HISTORY, else $XDG_DATA_HOME/countbiki/history.sqlite3)"
  )
  public static let noHistory = Flag(
    "no-history", help: "keep nothing of this session (also `countbiki config set history off`)")
  /// The `history` setting of `countbiki config`.
  public static let setting = Option.value(
    "history", "on|off",
    help: "\(settingDefault) (the default) or off: off keeps no drill unless --history PATH names a store")
  /// The `history` setting when the config file leaves it out: every drill is kept.
  static let settingDefault = "on"

  /// The store a reading command uses: `--history`, else `$COUNTBIKI_HISTORY`, else the standard
  /// place (`config set history off` stops recording, not reading).
  public static func readPath(_ flag: String?) -> String {
    guard case .file(let path) = HistoryLocation.resolve(path: flag, settingOff: false) else {
      return HistoryLocation.standardPath(environment: ProcessInfo.processInfo.environment)
    }
    return path
  }

  /// Opens the store at `path` and reads from it; a store that cannot be used is one sentence,
  /// exit status 1.
  public static func reading<Value>(_ path: String, _ body: (HistoryStore) throws(HistoryError) -> Value)
    throws -> Value
  {
    do {
      return try body(try HistoryStore(path: path))
    } catch {
      throw RuntimeError("\(error).")
    }
  }

  /// Whether there is a store at `path` to read (false: none yet, and a drill creates it); a
  /// path no store can be made of (a FIFO, a folder, a link whose target's folder is missing)
  /// is one sentence, exit status 1, the same for every command.
  public static func exists(_ path: String) throws -> Bool {
    switch StoreFile.at(path) {
    case .missing: false
    case .file: true
    case .unusable(let error): throw RuntimeError("\(error).")
    }
  }

  /// The history client of a drill: nothing with `--no-history` or `config set history off`
  /// (unless a store is named), else the store for the session described by `session`.
  public static func client(
    noHistory: Bool, path: String?, settingOff: Bool, skill: Skill = .listening,
    session: @escaping @Sendable (Date) -> SessionRecord
  ) -> HistoryClient {
    guard
      case .file(let file) = HistoryLocation.resolve(
        noHistory: noHistory, path: path, settingOff: settingOff)
    else { return .none }
    return .live(path: file, skill: skill, session: session)
  }

  /// The best before a `--time` or `--questions` session from the store at `path` (nil for a
  /// session with no limit); no earlier best when the store cannot be read, and the drill goes on.
  public static func personalBest(mode: Mode, topics: [String], path: String) -> PersonalBest? {
    if case .infinite = mode { return nil }
    // An empty file is no history yet: it is not opened, so nothing is written into it.
    let readable = StoreFile.at(path) == .file && !StoreFile.isEmpty(path)
    let store = readable ? try? HistoryStore(path: path) : nil
    let previous = try? store?.best(mode: HistoryRecords.mode(mode).stored, topics: topics)
    return PersonalBest(mode: mode, previous: previous)
  }
}
