import CZip
import Foundation

/// Writes a zip file with libzip: every entry with the same fixed date, in the order given, so
/// the same entries give the same bytes.
struct ZipArchive {
  struct Entry {
    let name: String
    let data: Data
    /// Deflate the entry; off for data that is compressed already (Ogg audio).
    let compressed: Bool
  }

  /// 1 January 2026, 00:00, in MS-DOS form (bits: year − 1980, month, day; hour, minute,
  /// second ÷ 2): given as numbers rather than a time, so the time zone plays no part.
  private static let dosDate: UInt16 = (2026 - 1980) << 9 | 1 << 5 | 1
  private static let dosTime: UInt16 = 0

  /// Writes `entries` to `file`, replacing what is there; errors name `path`, the file the
  /// learner asked for. libzip writes a temporary file beside `file` and renames it into place,
  /// so a failure leaves any earlier file as it was.
  static func write(_ entries: [Entry], to file: String, as path: String) throws(ExportError) {
    var code: Int32 = 0
    guard let archive = zip_open(file, ZIP_CREATE | ZIP_TRUNCATE, &code) else {
      throw .cannotWrite(path: path, reason: reason(code: code))
    }
    for entry in entries {
      do throws(ExportError) {
        try add(entry, to: archive, path: path)
      } catch {
        zip_discard(archive)
        throw error
      }
    }
    guard zip_close(archive) == 0 else {
      let reason = String(cString: zip_strerror(archive))
      zip_discard(archive)
      throw .cannotWrite(path: path, reason: reason)
    }
  }

  private static func add(_ entry: Entry, to archive: OpaquePointer, path: String)
    throws(ExportError)
  {
    // libzip reads the bytes when the archive is closed, and frees this copy then.
    let bytes = malloc(max(entry.data.count, 1))!
    entry.data.withUnsafeBytes { buffer in
      if let base = buffer.baseAddress { memcpy(bytes, base, buffer.count) }
    }
    guard let source = zip_source_buffer(archive, bytes, zip_uint64_t(entry.data.count), 1) else {
      free(bytes)
      throw .cannotWrite(path: path, reason: String(cString: zip_strerror(archive)))
    }
    let index = zip_file_add(archive, entry.name, source, ZIP_FL_ENC_UTF_8)
    guard index >= 0 else {
      zip_source_free(source)
      throw .cannotWrite(path: path, reason: String(cString: zip_strerror(archive)))
    }
    let method = entry.compressed ? ZIP_CM_DEFLATE : ZIP_CM_STORE
    guard zip_set_file_compression(archive, zip_uint64_t(index), method, 0) == 0,
      zip_file_set_dostime(archive, zip_uint64_t(index), dosTime, dosDate, 0) == 0
    else {
      throw .cannotWrite(path: path, reason: String(cString: zip_strerror(archive)))
    }
  }

  private static func reason(code: Int32) -> String {
    var error = zip_error_t()
    zip_error_init_with_code(&error, code)
    defer { zip_error_fini(&error) }
    return String(cString: zip_error_strerror(&error))
  }
}
