import CSQLite
import Foundation

// The one place where SQLite result codes become `SQLiteError`s.

enum SQLiteStatus {
  /// Throws the error for a result code other than OK, ROW and DONE; `handle` (when there is one)
  /// gives SQLite's own message and the operating system's error.
  static func check(_ code: Int32, _ handle: OpaquePointer?) throws(SQLiteError) {
    guard code != SQLITE_OK, code != SQLITE_ROW, code != SQLITE_DONE else { return }
    throw error(code, handle)
  }

  static func error(_ code: Int32, _ handle: OpaquePointer?) -> SQLiteError {
    let message =
      handle.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(code))
    let systemError = handle.map { sqlite3_system_errno($0) } ?? 0
    switch code & 0xff {
    case SQLITE_BUSY, SQLITE_LOCKED: return .locked
    case SQLITE_READONLY: return .readOnly
    case SQLITE_FULL: return .full
    case SQLITE_NOTADB: return .notADatabase
    case SQLITE_CORRUPT: return .corrupt(reason: message)
    case SQLITE_CANTOPEN where systemError == EROFS: return .readOnly
    case SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_AUTH:
      let reason = systemError != 0 ? String(cString: strerror(systemError)) : message
      return .cannotOpen(reason: reason.lowercased())
    // An I/O error carries the operating system's reason: a full disk or a read-only mount.
    case SQLITE_IOERR where systemError == ENOSPC || systemError == EDQUOT: return .full
    case SQLITE_IOERR where systemError == EROFS: return .readOnly
    default: return .failed(reason: message)
    }
  }
}
