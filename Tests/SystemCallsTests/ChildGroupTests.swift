import Foundation
import SystemCalls
import TestSupport
import Testing

/// Whether process `pid` has gone (or is a zombie waiting for whoever adopted it).
private func isGone(_ pid: pid_t) -> Bool {
  guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
    return true
  }
  // The state follows the name in parentheses: `123 (sleep) Z …`.
  return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
}

/// `endAll()` itself is tested through the binary (StuckEngineTests): in this shared test process
/// it would end the engines of every other suite.
@Suite(.serialized) struct ChildGroupTests {
  @Test func aChildThatForksAndSleepsEndsWithItsWholeGroupAtTheDeadline() throws {
    // The shell starts `sleep` and waits for it: killing the shell alone would leave `sleep`.
    let child = try ChildGroup(
      "/bin/sh", ["-c", "sleep 1000 & echo $!; wait"], output: .pipe)
    let started = ContinuousClock.now
    let (bytes, ending) = child.readOutput(cap: 1000, until: .now + .milliseconds(300))
    let took = ContinuousClock.now - started
    #expect(ending == .overDeadline)
    #expect(took < .seconds(2), "it took \(took)")
    let sleeper = try #require(
      pid_t(String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
    _ = try Deadline.poll(.seconds(2), "the sleeping grandchild \(sleeper) outlived its group") {
      isGone(sleeper) ? true : nil
    }
  }

  @Test func aGrandchildHoldingTheOutputIsEndedWhenTheLeaderExits() throws {
    // The leader prints and exits; its child keeps the pipe open and sleeps.
    let child = try ChildGroup("/bin/sh", ["-c", "sleep 1000 & echo $!; exit 0"], output: .pipe)
    let started = ContinuousClock.now
    let (bytes, ending) = child.readOutput(cap: 1000, until: .now + .seconds(20))
    #expect(ending == .exited(0))
    #expect(ContinuousClock.now - started < .seconds(5))
    let sleeper = try #require(
      pid_t(String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)))
    _ = try Deadline.poll(.seconds(2), "the grandchild \(sleeper) outlived its leader") {
      isGone(sleeper) ? true : nil
    }
  }

  @Test func outputPastTheCapEndsTheChild() throws {
    let child = try ChildGroup("/bin/sh", ["-c", "exec yes"], output: .pipe)
    let (bytes, ending) = child.readOutput(cap: 100_000, until: .now + .seconds(20))
    #expect(ending == .tooMuchOutput)
    #expect(bytes.count <= 100_000)
  }

  @Test func outputWithinTheCapIsReadWhole() throws {
    let child = try ChildGroup(
      "/bin/sh", ["-c", "printf 'abc'; printf 'def' >&2; exit 3"], output: .pipe)
    let (bytes, ending) = child.readOutput(cap: 3, until: .now + .seconds(20))
    #expect(ending == .exited(3))
    #expect(String(decoding: bytes, as: UTF8.self) == "abc")
  }
}

@Test func aScratchFolderIsRemovedWithItsFiles() throws {
  let base = try TemporaryFolder.make("countbiki-scratch")
  let folder = try ScratchFolder(prefix: "engine", environment: ["TMPDIR": base.path])
  #expect(folder.path.hasPrefix(base.path + "/engine-"))
  FileManager.default.createFile(atPath: folder.file("out.wav"), contents: Data([1, 2]))
  let other = try ScratchFolder(prefix: "engine", environment: ["TMPDIR": base.path])
  folder.remove()
  #expect(!FileManager.default.fileExists(atPath: folder.path))
  // `removeAll()` is tested through the binary (StuckEngineTests): here it would remove the
  // scratch folders of every other suite's engines at work in this shared test process.
  other.remove()
  #expect(!FileManager.default.fileExists(atPath: other.path))
  #expect(try FileManager.default.contentsOfDirectory(atPath: base.path) == [])
}

@Test func readFileRefusesAFIFOAndAFileOverItsCap() throws {
  let base = try TemporaryFolder.make("countbiki-read-file")
  let fifo = base.appendingPathComponent("voice.htsvoice").path
  #expect(mkfifo(fifo, 0o600) == 0)
  // A FIFO with no writer would block a plain open and read forever.
  #expect(readFile(fifo) == nil)
  let file = base.appendingPathComponent("big").path
  FileManager.default.createFile(atPath: file, contents: Data(repeating: 7, count: 5000))
  #expect(readFile(file, cap: 4999) == nil)
  #expect(readFile(file, cap: 5000)?.count == 5000)
}

/// A folder left by a countbiki that ended unseen (kill -9, a crash) is swept away by the first
/// folder a later one makes, once its process is gone and it has been unchanged for ten minutes;
/// nothing else in the folder is touched.
@Test func theFirstScratchFolderSweepsAwayOnlyStaleOnesOfProcessesThatAreGone() throws {
  let base = try TemporaryFolder.make("countbiki-scratch-sweep")
  defer { try? FileManager.default.removeItem(at: base) }
  let ended = try ChildProcess("/bin/true", [], environment: [:])
  try ended.wait(.seconds(10))
  let gone = ended.pid
  let old = Date(timeIntervalSinceNow: -Double(ScratchFolder.staleAge) - 60)
  func folder(_ name: String, modified: Date?) throws {
    let url = base.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: false)
    FileManager.default.createFile(atPath: url.appendingPathComponent("out.wav").path, contents: Data([1]))
    if let modified {
      try FileManager.default.setAttributes([.modificationDate: modified], ofItemAtPath: url.path)
    }
  }
  try folder("engine-\(gone)-abc123", modified: old)
  try folder("engine-\(gone)-def456", modified: nil)
  try folder("engine-1-ghi789", modified: old)
  try folder("other-\(gone)-jkl012", modified: old)
  try folder("engine-\(gone)-toolong1", modified: old)
  try folder("engine-abc-mno345", modified: old)

  let made = try ScratchFolder(prefix: "engine", environment: ["TMPDIR": base.path])
  #expect(made.path.hasPrefix(base.path + "/engine-\(getpid())-"))
  made.remove()
  let left = try FileManager.default.contentsOfDirectory(atPath: base.path).sorted()
  #expect(
    left == [
      "engine-1-ghi789", "engine-\(gone)-def456", "engine-\(gone)-toolong1", "engine-abc-mno345",
      "other-\(gone)-jkl012",
    ].sorted())
}

/// With an engine deadline longer than the stale age, a folder must stay unchanged for twice the
/// deadline before it is swept: one unchanged for eleven minutes is kept under a 20-minute
/// deadline, and swept under the ordinary one.
@Test func aLongEngineDeadlineKeepsFoldersLonger() throws {
  let ended = try ChildProcess("/bin/true", [], environment: [:])
  try ended.wait(.seconds(10))
  for (deadline, kept) in [("1200000", true), ("10000", false)] {
    let base = try TemporaryFolder.make("countbiki-scratch-deadline")
    defer { try? FileManager.default.removeItem(at: base) }
    let left = base.appendingPathComponent("engine-\(ended.pid)-abc123")
    try FileManager.default.createDirectory(at: left, withIntermediateDirectories: false)
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -660)], ofItemAtPath: left.path)
    let made = try ScratchFolder(
      prefix: "engine", environment: ["TMPDIR": base.path, "COUNTBIKI_ENGINE_DEADLINE_MS": deadline])
    made.remove()
    #expect(FileManager.default.fileExists(atPath: left.path) == kept, "deadline \(deadline) ms")
  }
}
