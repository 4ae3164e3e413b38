import Foundation
import TestSupport
import Testing

/// `PTYSession`'s calls for a test's task: each runs on a thread of its own, so that a test
/// waiting on a terminal holds none of the few threads of Swift's concurrency pool; what goes
/// wrong is recorded on the test's task.
extension PTYSession {
  func type(_ text: String) async throws { try await onThread { try self.type(text) } }

  func press(_ keys: String...) async throws { try await onThread { try self.press(keys) } }

  func screen(escapes: Bool = false) async throws -> String {
    try await onThread { try self.screen(escapes: escapes) }
  }

  @discardableResult
  func waitFor(_ text: String, sourceLocation: SourceLocation = #_sourceLocation) async throws
    -> String
  {
    let (shown, screen) = try await onThread { try self.poll(for: text) }
    if !shown { Self.neverShown(text, screen, sourceLocation) }
    return screen
  }

  /// Waits for each of `texts` in turn (up to `patience` each) in one call, as the screen shows one
  /// after the other: a screen that shows the next within a second of the last (a countdown) is
  /// not missed while the test's task waits for a thread to run on again.
  @discardableResult
  func waitFor(
    inTurn texts: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> String {
    let polls = try await onThread {
      var polls: [(shown: Bool, screen: String)] = []
      for text in texts {
        polls.append(try self.poll(for: text))
        if polls.last?.shown == false { break }
      }
      return polls
    }
    for (text, poll) in zip(texts, polls) where !poll.shown {
      Self.neverShown(text, poll.screen, sourceLocation)
    }
    return polls.last?.screen ?? ""
  }

  func file(_ name: String, waiting: Bool = true, until wanted: String = "") async throws -> String {
    try await onThread { try self.file(name, waiting: waiting, until: wanted) }
  }

  func terminalSettings() async throws -> String {
    try await onThread { try self.terminalSettings() }
  }

  func waitForProcess(state: Character) async throws -> Bool {
    try await onThread { try self.waitForProcess(state: state) }
  }

  func expectEnded(status: String = "0", sourceLocation: SourceLocation = #_sourceLocation)
    async throws
  {
    Self.expectEnded(try await onThread { try self.ending() }, status: status, sourceLocation)
  }
}
