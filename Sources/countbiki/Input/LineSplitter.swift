/// Cuts bytes into lines, holding at most `limit` + 1 bytes of a line however long it is: the
/// rest of an overlong line is dropped as it arrives, and the line comes out cut, ending in
/// "…". A 100 MB line or an endless stream of NULs costs no more memory than a short answer.
struct LineSplitter {
  /// Lines longer than this many bytes are cut.
  let limit: Int
  private var held: [UInt8] = []
  private var cut = false

  init(limit: Int) {
    self.limit = limit
  }

  /// How many bytes of the current line are held.
  var heldCount: Int { held.count }

  /// The lines completed by `bytes`, without their line ending ("\n" or "\r\n").
  mutating func feed(_ bytes: some Collection<UInt8>) -> [String] {
    var lines: [String] = []
    for byte in bytes {
      if byte == UInt8(ascii: "\n") {
        lines.append(take())
      } else if held.count <= limit {
        held.append(byte)
      } else {
        cut = true
      }
    }
    return lines
  }

  /// The last line when the input ends without a line ending, or nil when nothing is held.
  mutating func finish() -> String? {
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
