import CSQLite
import Foundation

// The one place where SQLite result codes become `HistoryError`s.

enum SQLiteStatus {
  /// Throws the error for a result code other than OK, ROW and DONE; `handle` (when there is one)
  /// gives SQLite's own message and the operating system's error.
  static func check(_ code: Int32, _ handle: OpaquePointer?, path: String) throws(HistoryError) {
    guard code != SQLITE_OK, code != SQLITE_ROW, code != SQLITE_DONE else { return }
    throw error(code, handle, path: path)
  }

  static func error(_ code: Int32, _ handle: OpaquePointer?, path: String) -> HistoryError {
    let message =
      handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
    let systemError = handle.map { sqlite3_system_errno($0) } ?? 0
    switch code & 0xff {
    case SQLITE_BUSY, SQLITE_LOCKED: return .locked(path: path)
    case SQLITE_READONLY: return .readOnly(path: path)
    case SQLITE_FULL: return .full(path: path)
    case SQLITE_NOTADB: return .notADatabase(path: path)
    case SQLITE_CORRUPT: return .corrupt(path: path, reason: message)
    case SQLITE_CANTOPEN where systemError == EROFS: return .readOnly(path: path)
    case SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_AUTH:
      let reason = systemError != 0 ? String(cString: strerror(systemError)) : message
      return .cannotOpen(path: path, reason: reason.lowercased())
    // An I/O error carries the operating system's reason: a full disk or a read-only mount.
    case SQLITE_IOERR where systemError == ENOSPC || systemError == EDQUOT: return .full(path: path)
    case SQLITE_IOERR where systemError == EROFS: return .readOnly(path: path)
    default: return .failed(path: path, reason: message)
    }
  }
}
