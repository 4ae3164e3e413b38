import Foundation
import Synchronization
import SystemCalls
import TerminalInput
import Testing

/// What a `LineReader` has passed on so far, and whether it has called `end`.
private final class Received: Sendable {
  let lines = Mutex<[String]>([])
  let ended = Mutex(false)

  /// The lines once there are `count` of them (and `ended` agrees), waiting up to 30 seconds.
  func await(_ count: Int, ended: Bool = false) -> [String] {
    let deadline = Date() + 30
    while Date() < deadline {
      let (now, done) = (lines.withLock { $0 }, self.ended.withLock { $0 })
      if now.count >= count && done == ended { return now }
      usleep(1000)
    }
    return lines.withLock { $0 }
  }
}

@Test func aReaderPassesOnAtMostAheadLinesBeforeTheyAreHandled() throws {
  var descriptors: [Int32] = [-1, -1]
  try #require(pipe(&descriptors) == 0)
  defer { close(descriptors[0]) }
  let overlong = String(repeating: "9", count: 2000)
  _ = Array("1\r\n22\n\(overlong)\nlast".utf8).withUnsafeBytes { writeAll(descriptors[1], $0) }
  close(descriptors[1])
  let received = Received()
  let reader = LineReader(
    reading: descriptors[0], ahead: 2, line: { line in received.lines.withLock { $0.append(line) } },
    end: { received.ended.withLock { $0 = true } })
  #expect(received.await(2) == ["1", "22"])
  // Nothing more comes until a line is handled.
  usleep(50_000)
  #expect(received.lines.withLock { $0.count } == 2)
  reader.resume()
  let cut = String(repeating: "9", count: LineReader.limit + 1) + "…"
  #expect(received.await(3) == ["1", "22", cut])
  reader.resume()
  #expect(received.await(4) == ["1", "22", cut, "last"])
  #expect(!received.ended.withLock { $0 })
  reader.resume()
  #expect(received.await(4, ended: true).count == 4)
  #expect(received.ended.withLock { $0 })
}
