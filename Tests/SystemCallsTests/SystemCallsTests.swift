import Foundation
import Synchronization
import SystemCalls
import Testing

/// A pipe's two ends; an end still open is closed when the test ends.
private final class Pipe {
  private(set) var reading: Int32
  private(set) var writing: Int32

  init() throws {
    var descriptors: [Int32] = [-1, -1]
    guard pipe(&descriptors) == 0 else { throw POSIXError(.EMFILE) }
    (reading, writing) = (descriptors[0], descriptors[1])
  }

  func closeReading() {
    close(reading)
    reading = -1
  }

  func closeWriting() {
    close(writing)
    writing = -1
  }

  deinit {
    if reading >= 0 { close(reading) }
    if writing >= 0 { close(writing) }
  }
}

@Test func writeAllWritesEveryByteThroughShortWrites() throws {
  let pipe = try Pipe()
  // Four times a pipe's buffer: each write(2) takes only what fits, and a reader drains it.
  let sent = (0..<(256 * 1024)).map { UInt8(truncatingIfNeeded: $0 &* 31) }
  // The reader has a thread of its own: the writer blocks its thread while the pipe is full.
  let reading = pipe.reading
  let received = Mutex<[UInt8]?>(nil)
  let reader = Thread {
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = buffer.withUnsafeMutableBytes { readSome(reading, into: $0) }
      guard count > 0 else { break }
      bytes += buffer[0..<count]
    }
    received.withLock { $0 = bytes }
  }
  reader.start()
  #expect(sent.withUnsafeBytes { writeAll(pipe.writing, $0) } == 0)
  pipe.closeWriting()
  let deadline = Date() + 60
  while received.withLock({ $0 }) == nil && Date() < deadline { usleep(1000) }
  #expect(received.withLock { $0 } == sent)
}

@Test func writeAllReportsTheErrorThatStoppedIt() {
  // EPIPE would need SIGPIPE ignored in the whole test process (and its children): a descriptor
  // that is not open stands for every failure.
  #expect([UInt8(1)].withUnsafeBytes { writeAll(-1, $0) } == EBADF)
  #expect([UInt8]().withUnsafeBytes { writeAll(-1, $0) } == 0)
}

@Test func anInterruptedCallIsCalledAgainAndOtherFailuresAreReturned() {
  var calls = 0
  let result = retryingInterrupted { () -> Int in
    calls += 1
    if calls < 3 {
      errno = EINTR
      return -1
    }
    return 7
  }
  #expect(result == 7)
  #expect(calls == 3)
  calls = 0
  let failed = retryingInterrupted { () -> Int32 in
    calls += 1
    errno = EAGAIN
    return -1
  }
  #expect(failed == -1)
  #expect(calls == 1)
}

@Test func readSomeReadsWhatIsThereAndZeroAtTheEnd() throws {
  let pipe = try Pipe()
  _ = Array("12\n".utf8).withUnsafeBytes { writeAll(pipe.writing, $0) }
  var buffer = [UInt8](repeating: 0, count: 16)
  #expect(buffer.withUnsafeMutableBytes { readSome(pipe.reading, into: $0) } == 3)
  #expect(buffer[0..<3] == [0x31, 0x32, 0x0A])
  pipe.closeWriting()
  let reading = pipe.reading
  #expect(buffer.withUnsafeMutableBytes { readSome(reading, into: $0) } == 0)
}
