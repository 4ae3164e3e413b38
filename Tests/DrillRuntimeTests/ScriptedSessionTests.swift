import CountBikiKit
import DrillRuntime
import Foundation
import Screen
import TestSupport
import Testing

/// A scripted drill run in process: lines in, transcript out, stop signals from a fake source.
@Suite struct ScriptedSessionTests {
  private func session(json: Bool = false, best: PersonalBest? = nil) throws -> ScriptedSession {
    let topic = try #require(BuiltIn.catalog.topic(id: "counters.hon"))
    return ScriptedSession(
      command: "drill",
      state: Quiz.State(topics: [topic], seed: 1, mode: .questions(3), sound: false),
      speaker: .silent, clock: RuntimeClock(now: { Date(timeIntervalSince1970: 0) }),
      json: json, best: best)
  }

  /// Runs `session` on `lines`, with `signal` arriving as the session starts when given; returns
  /// the exit status, what was written and how many lines were taken.
  private func run(_ session: ScriptedSession, _ lines: [String], signal: Int32? = nil)
    async throws -> (status: Int32, output: String, taken: Int)
  {
    let written = CallLog()
    let taken = CallLog()
    let status = try await session.run(
      lines: { _, line, end in
        for text in lines { line(text) }
        end()
        return { taken.append("taken") }
      },
      signals: { handler in
        if let signal { handler(signal) }
        return ({}, { otherwise in signal.map { 128 + $0 } ?? otherwise })
      },
      console: ScriptedSession.Console(
        write: { written.append($0) }, flush: {}, isClosed: { false },
        notice: { written.append("notice: \($0)\n") }))
    return (status, written.all.joined(), taken.all.count)
  }

  @Test func aSkipAnUnknownCommandAndAQuitEndWithTheSummary() async throws {
    let (status, output, taken) = try await run(session(), [":skip", ":again", ":quit"])
    #expect(status == 0)
    #expect(taken == 3)
    #expect(
      output == """
        Q1 ♪ じゅうにほん
          :skip → the answer is 12 (12本)
        Q2 ♪ じゅうごほん
          :again → not a command: use :replay, :skip or :quit

        1 question: 0 right first time, 0 missed, 1 skipped in 0 s. Seed 1.
        To review:
          Q1  12本  じゅうにほん  answer 12
        Replay these questions with --seed 1.

        """)
  }

  @Test func theEndOfInputEndsTheSessionAndThePersonalBestFollowsTheSummary() async throws {
    let best = PersonalBest(mode: .questions(3), previous: 2)
    let (status, output, _) = try await run(session(best: best), [])
    #expect(status == 0)
    #expect(
      output.hasSuffix(
        """
        Replay these questions with --seed 1.
        0 right of 3 questions — best 2.

        """))
  }

  @Test func aStopSignalEndsTheSessionWithItsStatus() async throws {
    let (status, output, _) = try await run(session(), ["1", "2"], signal: SIGTERM)
    #expect(status == 128 + SIGTERM)
    #expect(output.hasSuffix("Replay these questions with --seed 1.\n"))
  }

  @Test func withJSONOnlyTheSummaryIsWritten() async throws {
    let (status, output, _) = try await run(session(json: true), [":skip", ":again", ":quit"])
    #expect(status == 0)
    #expect(!output.contains("not a command"))
    let summary = try #require(
      try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
    #expect(summary["seed"] as? Int == 1)
    #expect((summary["challenges"] as? [Any])?.count == 1)
    let totals = try #require(summary["totals"] as? [String: Any])
    #expect(totals["skipped"] as? Int == 1 && totals["correct"] as? Int == 0)
  }
}
