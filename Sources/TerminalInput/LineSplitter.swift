import Glibc

/// Cuts bytes into lines, holding at most `limit` + 1 bytes of a line however long it is: the
/// rest of an overlong line is dropped as it arrives, and the line comes out cut, ending in
/// "…". A 100 MB line or an endless stream of NULs costs no more memory than a short answer.
public struct LineSplitter: Sendable {
  /// Lines longer than this many bytes are cut.
  public let limit: Int
  private var held: [UInt8] = []
  private var cut = false

  public init(limit: Int) {
    self.limit = limit
  }

  /// How many bytes of the current line are held.
  public var heldCount: Int { held.count }

  /// The lines completed by `bytes`, without their line ending ("\n" or "\r\n").
  public mutating func feed(_ bytes: some Collection<UInt8>) -> [String] {
    bytes.withContiguousStorageIfAvailable { feed(lines: $0) }
      ?? Array(bytes).withUnsafeBufferPointer { feed(lines: $0) }
  }

  /// Looks for each line ending with `memchr` and copies at most what may be held: a long line
  /// costs a scan for its end, not a step per byte.
  private mutating func feed(lines bytes: UnsafeBufferPointer<UInt8>) -> [String] {
    guard var start = bytes.baseAddress else { return [] }
    let end = start + bytes.count
    var lines: [String] = []
    while start < end {
      let newline = memchr(start, Int32(UInt8(ascii: "\n")), end - start).map {
        UnsafePointer($0.assumingMemoryBound(to: UInt8.self))
      }
      let pieceEnd = newline ?? end
      let room = max(limit + 1 - held.count, 0)
      held.append(contentsOf: UnsafeBufferPointer(start: start, count: min(pieceEnd - start, room)))
      if pieceEnd - start > room { cut = true }
      guard let newline else { break }
      lines.append(take())
      start = newline + 1
    }
    return lines
  }

  /// The last line when the input ends without a line ending, or nil when nothing is held.
  public mutating func finish() -> String? {
    held.isEmpty && !cut ? nil : take()
  }

  private mutating func take() -> String {
    if !cut, held.last == UInt8(ascii: "\r") { held.removeLast() }
    var line = String(decoding: held, as: UTF8.self)
    // Held past the limit means it was longer than an answer can be; it stays too long to be one.
    if cut { line += "…" }
    held.removeAll(keepingCapacity: true)
    cut = false
    return line
  }
}
