import Foundation
import TestSupport
import Testing

/// A scripted drill running as its own process, with standard input kept open, so a test can
/// send it signals mid-session and read what it printed.
private final class RunningDrill {
  let binary: RunningBinary
  var pid: pid_t { binary.child.pid }

  init(
    _ arguments: [String] = ["drill", "money.conbini", "--seed", "1", "--audio", "none"],
    blocked: [Int32] = []
  ) throws {
    binary = try RunningBinary(
      arguments, environment: try Binary.environment(config: nil), blocked: blocked)
  }

  func send(_ text: String) { binary.write(text) }

  /// What it has printed so far, once that contains `text`; waits up to 20 s.
  @discardableResult
  func waitFor(_ wanted: String, sourceLocation: SourceLocation = #_sourceLocation) async -> String
  {
    let waited = try? await Deadline.poll(.seconds(20), "") { [binary] () -> String? in
      let printed = binary.output
      return printed.contains(wanted) ? printed : nil
    }
    let text = waited ?? binary.output
    #expect(text.contains(wanted), sourceLocation: sourceLocation)
    return text
  }

  /// True once the process has installed its signal handlers (`SigCgt` in /proc has SIGTERM),
  /// waiting up to 20 s.
  func waitForHandlers() async -> Bool {
    let bit = UInt64(1) << UInt64(SIGTERM - 1)
    let handled = try? await Deadline.poll(.seconds(20), "", every: .milliseconds(1)) {
      [pid] () -> Bool? in
      let status = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8)) ?? ""
      guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix("SigCgt:") }),
        let mask = UInt64(line.dropFirst(7).trimmingCharacters(in: .whitespaces), radix: 16),
        mask & bit != 0
      else { return nil }
      return true
    }
    return handled ?? false
  }

  /// Waits up to 20 s for the process to end (killing it after that) and returns its exit
  /// status, everything it printed and its standard error.
  func finish(sourceLocation: SourceLocation = #_sourceLocation) async -> (
    status: Int32, output: String, error: String
  ) {
    do {
      let (result, _) = try await binary.finish()
      #expect(
        result.termination == .exited(result.status), "ended by a signal, not an exit",
        sourceLocation: sourceLocation)
      return (result.status, result.output, result.error)
    } catch {
      Issue.record(error, sourceLocation: sourceLocation)
      return (-1, binary.output, binary.error)
    }
  }
}

@Suite struct SignalEndToEndTests {
  static let summaryOfNothing = "0 questions: 0 right first time, 0 missed, 0 skipped in"

  @Test(arguments: [SIGINT, SIGTERM, SIGHUP])
  func aStopSignalEndsTheScriptedDrillWithItsSummaryAndStatus(_ number: Int32) async throws {
    let drill = try RunningDrill()
    drill.send("893\n")
    await drill.waitFor("Q2")
    kill(drill.pid, number)
    let result = await drill.finish()
    #expect(result.status == 128 + number)
    #expect(
      result.output.hasSuffix(
        "1 question: 1 right first time, 0 missed, 0 skipped in 2 s. Seed 1.\nReplay these questions with --seed 1.\n"
      ))
    #expect(result.error == "")
  }

  @Test func sigtermBeforeTheSessionStartsStillPrintsTheSummary() async throws {
    let drill = try RunningDrill()
    #expect(await drill.waitForHandlers())
    kill(drill.pid, SIGTERM)
    let result = await drill.finish()
    #expect(result.status == 128 + SIGTERM)
    #expect(result.output.contains(Self.summaryOfNothing))
    #expect(result.output.hasSuffix("Seed 1.\nReplay these questions with --seed 1.\n"))
  }

  /// A SIGTERM that comes before the handlers are installed waits, blocked, until they are:
  /// countbiki blocks the stop signals before its libraries start. Here the process is started
  /// with SIGTERM blocked and sent it at once, so it is pending from the very first instant
  /// (before, the signals were unblocked before the handlers were installed and this ended the
  /// process silently).
  @Test func aSigtermPendingFromTheStartStillPrintsTheSummary() async throws {
    let drill = try RunningDrill(blocked: [SIGTERM])
    kill(drill.pid, SIGTERM)
    let result = await drill.finish()
    #expect(result.status == 128 + SIGTERM)
    #expect(result.output.contains(Self.summaryOfNothing))
    #expect(result.output.hasSuffix("Seed 1.\nReplay these questions with --seed 1.\n"))
  }

  @Test(arguments: [SIGQUIT, SIGSEGV, SIGABRT, SIGBUS])
  func aFatalSignalFromOutsideEndsTheDrillAtOnceWithoutACrashReport(_ number: Int32) async throws {
    let drill = try RunningDrill()
    await drill.waitFor("Q1")
    kill(drill.pid, number)
    let result = await drill.finish()
    #expect(result.status == 128 + number)
    #expect(result.error == "")
  }

  @Test func anUnknownCommandIsAnsweredAtOnce() async throws {
    let drill = try RunningDrill()
    await drill.waitFor("Q1")
    drill.send(":hint\n")
    let shown = await drill.waitFor("→ not a command")
    #expect(shown.hasSuffix("  :hint → not a command: use :replay, :skip or :quit\n"))
    drill.send(":quit\n")
    #expect(await drill.finish().status == 0)
  }
}

/// Runs `script` with bash, where `"$C"` is the built countbiki.
private func bash(_ script: String) async throws -> Binary.Result {
  try await Binary.run(
    "/bin/bash", ["-c", script],
    environment: try Binary.environment(config: nil).merging(["C": Binary.url.path]) { $1 })
}

@Test func generateIntoAClosedPipeIsOneSentenceAndStatusOne() async throws {
  let result = try await bash(
    #""$C" generate money --count 100000 --seed 7 | head -1; echo "status ${PIPESTATUS[0]}""#)
  #expect(
    result.output == "money.tax-included\t¥4,598\tよんせんごひゃくきゅうじゅうはちえん\t4598\nstatus 1\n")
  #expect(result.error == "countbiki: cannot write to standard output (Broken pipe).\n")
}

@Test func aDrillIntoAClosedPipeEndsWithOneSentenceAndStatusOne() async throws {
  let result = try await bash(
    #"yes 893 | "$C" drill money.conbini --seed 1 --audio none | head -1; echo "status ${PIPESTATUS[1]}""#
  )
  #expect(result.output == "Q1 ♪ はっぴゃくきゅうじゅうさんえん\nstatus 1\n")
  #expect(result.error == "countbiki: cannot write to standard output (Broken pipe).\n")
}

@Test func aHundredMegabyteLineIsCutAndIsNotAnAnswer() async throws {
  let result = try await bash(
    #"{ head -c 100000000 /dev/zero | tr '\0' 8; printf '\n893\n'; } | "$C" drill money.conbini --seed 1 --questions 1 --audio none"#
  )
  #expect(result.status == 0)
  let cut = String(repeating: "8", count: 1025) + "…"
  #expect(
    result.output == """
      Q1 ♪ はっぴゃくきゅうじゅうさんえん
        \(cut) → not an answer: type the amount in digits, kanji or kana, as in 1234, 1234円 or せんえん
        893 → right: ¥893

      1 question: 1 right first time, 0 missed, 0 skipped in 2 s. Seed 1.
      Replay these questions with --seed 1.

      """)
}

/// The live drill ends with 128 + the signal it received and gives the terminal back.
@Suite(.enabled(if: PTYSession.tmux != nil, "tmux is needed to drive a terminal"))
struct LiveDrillSignalTests {
  @Test(arguments: [SIGHUP, SIGINT, SIGQUIT])
  func theLiveDrillEndsWithTheSignalItReceived(_ number: Int32) async throws {
    let session = try PTYSession([
      "drill", "money.conbini", "--seed", "1", "--questions", "3", "--audio", "none",
    ])
    try await session.waitFor("1/3")
    let pid = try #require(pid_t(try await session.file("pid")))
    kill(pid, number)
    try await session.expectEnded(status: "\(128 + number)")
    #expect(try await session.file("stderr", waiting: false) == "")
  }

  @Test func aSignalOnTheSummaryScreenEndsWithItsStatusAfterTheSummary() async throws {
    let session = try PTYSession([
      "drill", "money.conbini", "--seed", "1", "--questions", "1", "--audio", "none",
    ])
    try await session.waitFor("1/1")
    try await session.type("893")
    try await session.press("Enter")
    try await session.waitFor("Enter summary")
    try await session.press("Enter")
    try await session.waitFor("Questions  1: correct 1, missed 0, skipped 0")
    let pid = try #require(pid_t(try await session.file("pid")))
    kill(pid, SIGTERM)
    try await session.expectEnded(status: "\(128 + SIGTERM)")
    #expect(try await session.screen().contains("Questions  1: correct 1, missed 0, skipped 0"))
    #expect(try await session.file("stderr", waiting: false) == "")
  }
}
