import Foundation
import ProcessIO
import Testing

private struct Refused: Error, Equatable {}

/// `work`'s result, run on a thread of its own: `Blocking.run` waits on its thread, and a test
/// that waited on one of the few threads of Swift's cooperative pool could starve the very task
/// it waits for.
private func onOwnThread<Value: Sendable>(_ work: @escaping @Sendable () -> Value) async -> Value {
  await withCheckedContinuation { continuation in
    Thread { continuation.resume(returning: work()) }.start()
  }
}

@Test func blockingWorkReturnsWhatTheAsyncWorkReturned() async {
  #expect(await onOwnThread { try? Blocking.run { 6 * 7 } } == 42)
  let slow = await onOwnThread {
    try? Blocking.run(stoppable: true) {
      try await Task.sleep(for: .milliseconds(10))
      return "done"
    }
  }
  #expect(slow == "done")
}

@Test func blockingWorkThrowsTheWorksError() async {
  for stoppable in [false, true] {
    let error = await onOwnThread { () -> Refused? in
      do {
        _ = try Blocking.run(stoppable: stoppable) { () async throws -> Int in throw Refused() }
        return nil
      } catch {
        return error as? Refused
      }
    }
    #expect(error == Refused())
  }
}

@Test func aQuitSignalsValueWithNoSignalKeepsTheStatusGiven() {
  let signals = QuitSignals { _ in }
  #expect(signals.caught == nil)
  #expect(signals.status(otherwise: 3) == 3)
  signals.cancel()
}
