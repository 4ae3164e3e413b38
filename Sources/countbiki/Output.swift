import Foundation
import Speech

/// Buffered standard output and unbuffered standard error.
enum Output {
  nonisolated(unsafe) private static var buffer = Data()
  nonisolated(unsafe) private static var standardOutputClosed = false
  /// Why standard output could not be written, once it failed; later output is dropped.
  nonisolated(unsafe) private(set) static var failure: String?

  /// Opens /dev/null on standard input, output or error when the process was started with one
  /// closed, so no file countbiki opens (a WAV file, the config) takes its number and receives
  /// output meant for the terminal. Output to a closed standard output is reported at the end.
  static func reserveStandardStreams() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      // open returns the lowest free descriptor, which is this one.
      _ = open("/dev/null", O_RDWR)
      if descriptor == STDOUT_FILENO { standardOutputClosed = true }
    }
  }

  static func line(_ text: String) {
    write(text + "\n")
  }

  static func write(_ text: String) {
    buffer.append(contentsOf: text.utf8)
    if buffer.count > 1 << 16 { flush() }
  }

  static func flush() {
    guard !buffer.isEmpty else { return }
    defer { buffer.removeAll(keepingCapacity: true) }
    guard failure == nil else { return }
    if standardOutputClosed {
      failure = "it is closed"
      return
    }
    do {
      try FileHandle.standardOutput.write(contentsOf: buffer)
    } catch {
      failure = error.reason
    }
  }

  static func error(_ text: String) {
    flush()
    // Nothing is left to tell a learner whose standard error cannot be written.
    try? FileHandle.standardError.write(contentsOf: Data((text + "\n").utf8))
  }
}
