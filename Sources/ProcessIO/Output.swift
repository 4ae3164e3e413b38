import Foundation
import Synchronization
import SystemCalls

/// Buffered standard output and unbuffered standard error, safe to use from any thread.
public enum Output {
  private struct State {
    var buffer: [UInt8] = []
    var standardOutputClosed = false
    var failure: String?
  }

  private static let state = Mutex(State())

  /// Why standard output could not be written, once it failed; later output is dropped.
  public static var failure: String? { state.withLock { $0.failure } }

  /// Opens /dev/null on standard input, output or error when the process was started with one
  /// closed, so no file countbiki opens (a WAV file, the config) takes its number and receives
  /// output meant for the terminal. Output to a closed standard output is reported at the end.
  public static func reserveStandardStreams() {
    for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO]
    where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
      // open returns the lowest free descriptor, which is this one.
      _ = open("/dev/null", O_RDWR)
      if descriptor == STDOUT_FILENO { state.withLock { $0.standardOutputClosed = true } }
    }
  }

  public static func line(_ text: String) {
    write(text + "\n")
  }

  public static func write(_ text: String) {
    let full = state.withLock {
      $0.buffer.append(contentsOf: text.utf8)
      return $0.buffer.count > 1 << 16
    }
    if full { flush() }
  }

  public static func flush() {
    state.withLock { state in
      guard !state.buffer.isEmpty else { return }
      defer { state.buffer.removeAll(keepingCapacity: true) }
      guard state.failure == nil else { return }
      if state.standardOutputClosed {
        state.failure = "it is closed"
        return
      }
      let error = state.buffer.withUnsafeBytes { writeAll(STDOUT_FILENO, $0) }
      if error != 0 { state.failure = String(cString: strerror(error)) }
    }
  }

  public static func error(_ text: String) {
    flush()
    // Nothing is left to tell a learner whose standard error cannot be written.
    _ = Array((text + "\n").utf8).withUnsafeBytes { writeAll(STDERR_FILENO, $0) }
  }
}
