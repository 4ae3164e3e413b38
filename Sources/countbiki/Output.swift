import Foundation

/// Buffered standard output and unbuffered standard error.
enum Output {
  nonisolated(unsafe) private static var buffer = Data()

  static func line(_ text: String) {
    write(text + "\n")
  }

  static func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count > 1 << 16 { flush() }
  }

  static func flush() {
    guard !buffer.isEmpty else { return }
    FileHandle.standardOutput.write(buffer)
    buffer.removeAll(keepingCapacity: true)
  }

  static func error(_ text: String) {
    flush()
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }
}
