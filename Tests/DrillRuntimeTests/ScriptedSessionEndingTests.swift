import CountBikiKit
import DrillRuntime
import Foundation
import HistoryClient
import Synchronization
import TestSupport
import Testing

/// A clip that plays until it is stopped, or for five seconds at most.
private final class EndlessClip: Sendable {
  private let stopped = Mutex(false)

  func play() async throws {
    let clock = ContinuousClock()
    let deadline = clock.now + .seconds(5)
    while !stopped.withLock({ $0 }) {
      guard clock.now < deadline else { throw TestFailure("the clip was never stopped") }
      try await Task.sleep(for: .milliseconds(1))
    }
    throw CancellationError()
  }

  func stop() { stopped.withLock { $0 = true } }
}

/// How a scripted session ends when a stop signal comes while a question is being said.
@Suite struct ScriptedSessionEndingTests {
  /// The signal comes as the second question starts to play; the store takes a while to mark
  /// the session ended. The summary (and so the process's exit) waits for that: before, the
  /// session's input loop saw the quiz finished as soon as the clip stopped and returned while
  /// the store was still being written, so a process that then exited left the session not
  /// ended (the campaign's drills through ALSA: 8 of 40).
  @Test func aStopSignalDuringAClipEndsTheSessionInTheStoreBeforeTheSummary() async throws {
    let topic = try #require(BuiltIn.catalog.topic(id: "counters.hon"))
    let clip = EndlessClip()
    let stop = Mutex<(@Sendable (Int32) -> Void)?>(nil)
    let speaker = Speaker(
      say: { _, number in
        guard number == 2 else { return }
        stop.withLock { $0 }?(SIGTERM)
        try await clip.play()
      }, cancel: { clip.stop() })
    let store = CallLog()
    let history = HistoryClient(
      open: { nil },
      record: { challenge, _ in
        store.append("record \(challenge.number)")
        return nil
      },
      finish: { _, _ in
        Thread.sleep(forTimeInterval: 0.3)
        store.append("finish")
        return nil
      })
    let session = ScriptedSession(
      command: "drill",
      state: Quiz.State(topics: [topic], seed: 1, mode: .questions(3), sound: true),
      speaker: speaker, clock: RuntimeClock(now: { Date(timeIntervalSince1970: 0) }),
      json: false, history: history)
    let written = CallLog()
    let status = try await session.run(
      lines: { _, line, _ in
        line("12")
        line("15")
        return {}
      },
      signals: { handler in
        stop.withLock { $0 = handler }
        return ({}, { _ in 128 + SIGTERM })
      },
      console: ScriptedSession.Console(
        write: { written.append($0) }, flush: {}, isClosed: { false },
        notice: { written.append("notice: \($0)\n") }))
    let storedWhenTheSummaryWasWritten = store.all
    #expect(status == 128 + SIGTERM)
    #expect(storedWhenTheSummaryWasWritten == ["record 1", "finish"])
    #expect(
      written.all.joined() == """
        Q1 ♪ じゅうにほん
          12 → right: 12本
        Q2 ♪ じゅうごほん

        1 question: 1 right first time, 0 missed, 0 skipped in 0 s. Seed 1.
        Replay these questions with --seed 1.

        """)
  }
}
