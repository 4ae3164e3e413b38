import ProcessIO
import Testing

private struct Refused: Error, Equatable {}

@Test func blockingWorkReturnsWhatTheAsyncWorkReturned() throws {
  #expect(try Blocking.run { 6 * 7 } == 42)
  #expect(
    try Blocking.run(stoppable: true) {
      try await Task.sleep(for: .milliseconds(10))
      return "done"
    } == "done")
}

@Test func blockingWorkThrowsTheWorksError() {
  #expect(throws: Refused()) { try Blocking.run { () async throws -> Int in throw Refused() } }
  #expect(throws: Refused()) {
    try Blocking.run(stoppable: true) { () async throws -> Int in throw Refused() }
  }
}

@Test func aQuitSignalsValueWithNoSignalKeepsTheStatusGiven() {
  let signals = QuitSignals { _ in }
  #expect(signals.caught == nil)
  #expect(signals.status(otherwise: 3) == 3)
  signals.cancel()
}
