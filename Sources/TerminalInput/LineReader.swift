import Foundation
import Synchronization
import SystemCalls

/// Reads standard input (or `descriptor`) line by line on a thread of its own, 4 KB at a time, handing each line
/// (cut by `LineSplitter` past 1 KB) to `line` and calling `end` once input ends. It keeps at
/// most `ahead` lines passed on and not yet handled (`resume()`), so input that comes faster than
/// it is answered (`yes 1 | countbiki drill …`) waits in the pipe, not in memory.
public final class LineReader: Sendable {
  /// The longest line passed on whole; longer ones are cut and cannot be an answer.
  public static let limit = 1024

  private let handled = DispatchSemaphore(value: 0)
  private let descriptor: Int32
  /// Lines read from the descriptor and not passed on yet.
  private let held = HeldLines()

  public init(
    reading descriptor: Int32 = STDIN_FILENO, ahead: Int,
    line: @escaping @Sendable (String) -> Void, end: @escaping @Sendable () -> Void
  ) {
    let handled = handled
    let held = held
    self.descriptor = descriptor
    // Starting at 0 and signalled up: libdispatch refuses to free a semaphore left below the
    // value it was created with.
    for _ in 1..<max(1, ahead) { handled.signal() }
    let thread = Thread {
      var splitter = LineSplitter(limit: Self.limit)
      var buffer = [UInt8](repeating: 0, count: 4096)
      func pass(_ text: String) {
        line(text)
        held.count.subtract(1, ordering: .sequentiallyConsistent)
        handled.wait()
      }
      while true {
        let count = buffer.withUnsafeMutableBytes { readSome(descriptor, into: $0) }
        guard count > 0 else { break }
        let lines = splitter.feed(buffer[0..<count])
        held.count.store(lines.count, ordering: .sequentiallyConsistent)
        for text in lines { pass(text) }
      }
      if let last = splitter.finish() {
        held.count.store(1, ordering: .sequentiallyConsistent)
        pass(last)
      }
      end()
    }
    thread.start()
  }

  /// Whether input is waiting that has not been passed on: lines read and held, or bytes (or
  /// the end of input) not read yet. A file of answers piped in always has some; a learner
  /// typing has none until the line is typed.
  public var inputWaiting: Bool {
    if held.count.load(ordering: .sequentiallyConsistent) > 0 { return true }
    var poll = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
    return Glibc.poll(&poll, 1, 0) > 0
  }

  /// A line passed on has been handled: the reader may pass on another.
  public func resume() {
    handled.signal()
  }
}

/// How many lines the reader holds, read and not passed on.
private final class HeldLines: Sendable {
  let count = Atomic<Int>(0)
}
