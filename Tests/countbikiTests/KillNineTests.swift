import CountBikiKit
import Foundation
import History
import HistoryClient
import TestSupport
import Testing

/// `kill -9` the moment a scripted drill shows its next question: every challenge finished before
/// it is in the history store. The answers are all written at once, so the drill reads them as
/// fast as it can; the transcript is read through a FIFO, so the test sees each question the
/// instant it is written and kills the process then.
@Suite(.serialized) struct KillNineTests {
  static let questions = 40

  /// The answers to the first `questions` questions of money.conbini with seed 1. The drill
  /// has no limit, so one the test is too slow to catch in time waits for more answers with
  /// question 41 shown, rather than ending.
  static let answers: [String] = {
    guard let topic = BuiltIn.catalog.topic(id: "money.conbini") else { return [] }
    var state = Quiz.State(topics: [topic], seed: 1, mode: .infinite, sound: false)
    _ = Quiz.reduce(into: &state, action: .sessionStarted(at: Date(timeIntervalSince1970: 0)))
    var answers: [String] = []
    while let challenge = state.current, answers.count < questions {
      answers.append(challenge.question.answer)
      _ = Quiz.reduce(into: &state, action: .answerSubmitted(answers.last!, at: Date()))
    }
    return answers
  }()

  /// Where the kill falls: after the first few answers and spread up to the 24th (every one
  /// of 1–24 in a full sweep).
  static let kills = Sweep.isFull ? Array(1...24) : [1, 2, 3, 5, 8, 13, 21, 24]

  @Test(arguments: kills)
  func killNineAsTheNextQuestionAppearsLosesNoFinishedAnswer(_ finished: Int) async throws {
    #expect(Self.answers.count == Self.questions)
    let folder = try TemporaryFolder.make("countbiki-kill")
    defer { try? FileManager.default.removeItem(at: folder) }
    let store = folder.appendingPathComponent("history.sqlite3").path
    let transcript = folder.appendingPathComponent("transcript")
    guard mkfifo(transcript.path, 0o600) == 0 else {
      throw TestFailure("no FIFO: \(String(cString: strerror(errno)))")
    }
    // Opened before the child, so that the child's open for writing does not wait.
    let reading = open(transcript.path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
    guard reading >= 0 else { throw TestFailure("cannot open the FIFO") }
    defer { close(reading) }
    let child = try ChildProcess(
      Binary.url.path,
      [
        "drill", "money.conbini", "--seed", "1", "--audio", "none", "--history", store,
      ], environment: try Binary.environment(config: nil), input: .open, output: transcript)
    child.write(Self.answers.map { $0 + "\n" }.joined())

    let next = "Q\(finished + 1) "
    let output = try await onThread { [pid = child.pid] in
      try Self.read(reading, killing: pid, at: next, within: .seconds(20))
    }
    let termination = try await child.wait(.seconds(20)).termination
    #expect(termination == .signalled(SIGKILL), "the drill ended before it was killed")

    let shown =
      output.split(separator: "\n").compactMap { line -> Int? in
        guard line.hasPrefix("Q") else { return nil }
        return Int(line.dropFirst().prefix { $0.isNumber })
      }.max() ?? 0
    #expect(shown > finished)
    let stored = try HistoryStore(path: store).challenges().map(\.challenge)
    // Every question before the last one shown was finished; the last may have been finished
    // and stored too, just before the kill.
    #expect(stored.count == shown - 1 || stored.count == shown)
    let kept = stored.prefix(shown - 1)
    #expect(kept.map(\.number) == Array(1..<shown))
    #expect(
      kept.map { $0.submissions.compactMap(\.text) } == Self.answers.prefix(shown - 1).map { [$0] })
    #expect(kept.allSatisfy { $0.outcome == .correct })
    let sessions = try HistoryStore(path: store).sessions()
    #expect(sessions.map(\.endedAt) == [nil])
  }

  /// Reads the transcript until the child closes it, sending SIGKILL the moment `wanted` begins
  /// a line; returns everything read.
  private static func read(
    _ descriptor: Int32, killing pid: pid_t, at wanted: String, within limit: Duration
  ) throws -> String {
    let clock = ContinuousClock()
    let end = clock.now + limit
    var bytes: [UInt8] = []
    var killed = false
    var buffer = [UInt8](repeating: 0, count: 65536)
    var writerSeen = false
    while clock.now < end {
      var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
      _ = poll(&entry, 1, 100)
      let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        writerSeen = true
        bytes += buffer[..<count]
        if !killed, ("\n" + String(decoding: bytes, as: UTF8.self)).contains("\n" + wanted) {
          kill(pid, SIGKILL)
          killed = true
        }
      } else if count == 0, writerSeen {
        // Every writer has closed it: the child has ended.
        return String(decoding: bytes, as: UTF8.self)
      } else if count < 0, errno != EAGAIN, errno != EINTR {
        break
      }
    }
    kill(pid, SIGKILL)
    throw TestFailure(
      "the transcript did not end within \(limit); it read: \(String(decoding: bytes, as: UTF8.self))"
    )
  }
}
