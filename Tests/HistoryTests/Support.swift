import Foundation
import TestSupport
import Testing

@testable import History
@testable import HistoryClient

/// A folder of its own for one test, removed when the test is done with it.
final class Scratch {
  let folder: String

  init() throws {
    folder = try TemporaryFolder.make("countbiki-history").path
  }

  deinit { try? FileManager.default.removeItem(atPath: folder) }

  func path(_ name: String) -> String { folder + "/" + name }
}

/// A tmpfs of `kilobytes` mounted on a fresh folder (the tests run as root), unmounted on deinit.
final class SmallDisk {
  let folder: String

  init(kilobytes: Int) throws {
    folder = try TemporaryFolder.make("countbiki-disk").path
    try run("/bin/mount", "-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", folder)
  }

  func makeReadOnly() throws { try run("/bin/mount", "-o", "remount,ro", folder) }

  deinit {
    try? run("/bin/umount", folder)
    try? FileManager.default.removeItem(atPath: folder)
  }
}

/// Runs a command and waits at most ten seconds for it.
func run(_ arguments: String...) throws {
  let status = try Launch.wait(
    arguments[0], Array(arguments.dropFirst()), environment: ProcessInfo.processInfo.environment,
    deadline: .seconds(10))
  guard status == 0 else {
    throw CocoaError(
      .executableLoad, userInfo: [NSLocalizedDescriptionKey: arguments.joined(separator: " ")])
  }
}

let isRoot = geteuid() == 0

/// 2025-12-01 09:00:00 UTC.
let morning = Date(timeIntervalSince1970: 1_764_579_600)

func session(_ key: String = "s1", seed: UInt64 = 7, start: Date = morning) -> SessionRecord {
  SessionRecord(
    key: key, seed: seed, mode: "questions:10", topics: ["money.conbini"], voice: "learner",
    rate: 0.8,
    startedAt: start)
}

/// A challenge of money.conbini asked `offset` seconds after `morning`, right on the first try
/// after 2 s, or wrong once (typed 132) and then right.
func challenge(_ number: Int, offset: Double = 0, missed: Bool = false, patterns: [String] = [])
  -> ChallengeRecord
{
  let asked = morning.addingTimeInterval(offset)
  let submissions =
    missed
    ? [
      SubmissionRecord(kind: .incorrect, text: "132", at: asked.addingTimeInterval(2)),
      SubmissionRecord(kind: .correct, text: "123", at: asked.addingTimeInterval(5)),
    ]
    : [SubmissionRecord(kind: .correct, text: "123", at: asked.addingTimeInterval(2))]
  return ChallengeRecord(
    number: number, topic: "money.conbini", skill: "listening", values: [123], display: "¥123",
    reading: "ひゃくにじゅうさんえん", answer: "123", patterns: patterns, askedAt: asked,
    submissions: submissions,
    outcome: missed ? .missed : .correct)
}

func bytes(_ path: String) -> Data? { FileManager.default.contents(atPath: path) }

/// Builds a store file from SQL fixtures of earlier schema versions, read in order.
func storeFromFixtures(_ names: [String], in scratch: Scratch) throws -> String {
  let path = scratch.path("history.sqlite3")
  let database = try Database(path: path, busyTimeout: .seconds(1))
  for name in names {
    let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/\(name)")
    try database.execute(try String(contentsOf: fixture, encoding: .utf8))
  }
  return path
}
