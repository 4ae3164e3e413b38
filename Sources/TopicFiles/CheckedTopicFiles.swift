import Foundation
import SystemCalls

/// The topic files this very program has read before and found whole, so that listing the topics
/// need not check every field of them again. A file is known by a key made from the program
/// file's identity (device, inode, size, modification time) and the file's bytes: a file changed
/// by one byte, or a program built or installed anew, is checked again, and a file with a problem
/// is never recorded, so its problem is named every time. The keys are kept one a line in
/// `$XDG_CACHE_HOME/countbiki/checked-topics` (`~/.cache/countbiki/` when XDG_CACHE_HOME is
/// unset); a missing or unreadable record only means every file is checked.
public struct CheckedTopicFiles: Sendable {
  /// The record's path, or nil when nothing is recorded.
  let record: String?
  /// The program's identity, the start of every key; nil when it cannot be told.
  let program: UInt64?
  /// The keys of the files found whole before.
  let known: Set<UInt64>
  /// The keys of the files found whole now.
  var whole: Set<UInt64> = []

  /// Nothing known and nothing recorded: every file is checked.
  public static let none = CheckedTopicFiles(record: nil, program: nil, known: [])

  init(record: String?, program: UInt64?, known: Set<UInt64>) {
    self.record = record
    self.program = program
    self.known = known
  }

  /// The record in the learner's cache folder, as the process's environment names it.
  public init() {
    self.init { name in getenv(name).map { String(cString: $0) } }
  }

  /// The record in the cache folder `environment` names.
  public init(environment: [String: String]) {
    self.init { environment[$0] }
  }

  private init(variable: (String) -> String?) {
    let base: String
    if let xdg = variable("XDG_CACHE_HOME"), xdg.hasPrefix("/") {
      base = xdg
    } else if let home = variable("HOME"), home.hasPrefix("/") {
      base = home + "/.cache"
    } else {
      self = .none
      return
    }
    let record = base + "/countbiki/checked-topics"
    let text = readFile(record).map { String(decoding: $0, as: UTF8.self) }
    let keys = text?.split(separator: "\n").compactMap { UInt64($0, radix: 16) } ?? []
    self.init(record: record, program: Self.programIdentity(), known: Set(keys))
  }

  /// The key of a file holding `data`, or nil when the program cannot be told.
  func key(_ data: Data) -> UInt64? {
    program.map { Self.digest(data, seed: $0) }
  }

  /// Whether a file with this key was found whole before.
  func isKnown(_ key: UInt64?) -> Bool {
    key.map(known.contains) ?? false
  }

  /// The most keys the record keeps: far more than the built-in files of a few builds and a
  /// learner's own files.
  static let recordedKeys = 512

  /// Adds the files found whole in this run that the record did not hold yet, first, and keeps
  /// the keys recorded before after them (another build's, another program's run at the same
  /// time) up to `recordedKeys`; nothing is written when every file was known. The record is
  /// replaced at once (temporary file and rename), and one that cannot be written is left as
  /// it was.
  public func save() {
    guard let record, program != nil, !whole.isSubset(of: known) else { return }
    let earlier = readFile(record).map { String(decoding: $0, as: UTF8.self) } ?? ""
    let kept = earlier.split(separator: "\n").compactMap { UInt64($0, radix: 16) }
      .filter { !whole.contains($0) }
    let keys = (whole.sorted() + kept).prefix(Self.recordedKeys)
    let text = keys.map { String($0, radix: 16) + "\n" }.joined()
    let folder = URL(fileURLWithPath: record).deletingLastPathComponent()
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try? Data(text.utf8).write(to: URL(fileURLWithPath: record), options: .atomic)
  }

  /// The running program file's device, inode, size and modification time, mixed into one number.
  private static func programIdentity() -> UInt64? {
    var info = stat()
    guard stat("/proc/self/exe", &info) == 0 else { return nil }
    let fields = [
      UInt64(info.st_dev), UInt64(info.st_ino), UInt64(info.st_size),
      UInt64(bitPattern: Int64(info.st_mtim.tv_sec)), UInt64(info.st_mtim.tv_nsec),
    ]
    return fields.reduce(0xCBF2_9CE4_8422_2325) { mix($0, $1) }
  }

  /// A 64-bit digest of `data`, eight bytes at a time.
  static func digest(_ data: Data, seed: UInt64) -> UInt64 {
    data.withUnsafeBytes { bytes in
      var hash = mix(seed, UInt64(bytes.count))
      var offset = 0
      while offset + 8 <= bytes.count {
        hash = mix(hash, bytes.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        offset += 8
      }
      var last: UInt64 = 0
      for byte in bytes[offset...].reversed() { last = last << 8 | UInt64(byte) }
      return mix(hash, last)
    }
  }

  private static func mix(_ hash: UInt64, _ value: UInt64) -> UInt64 {
    var mixed = (hash ^ value) &* 0x9E37_79B9_7F4A_7C15
    mixed ^= mixed >> 32
    return mixed &* 0xBF58_476D_1CE4_E5B9
  }
}
