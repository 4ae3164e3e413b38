import Foundation
import TestSupport
import Testing

/// An engine that starts a child and hangs: countbiki ends it and everything it started at the
/// engine's deadline, or at once on a stop signal, and leaves no scratch folder behind.

private let nitechFile = "/usr/share/hts-voice/nitech-jp-atr503-m001/nitech_jp_atr503_m001.htsvoice"

/// An isolated environment whose `open_jtalk` starts `sleep 1000`, notes its process id in
/// `sleeper.pid` and waits for it; scratch folders go to a `TMPDIR` of the test's own.
private func stuckEngine() throws -> (environment: [String: String], folder: URL, scratch: URL) {
  guard FileManager.default.fileExists(atPath: nitechFile) else {
    throw TestFailure("the voice \(nitechFile) is missing; run Tests/install-voices.sh")
  }
  let folder = try TemporaryFolder.make("countbiki-stuck-engine")
  let program = folder.appendingPathComponent("open_jtalk")
  let script = "#!/bin/sh\nsleep 1000 &\necho $! > \"\(folder.path)/sleeper.pid\"\nwait\n"
  try script.write(to: program, atomically: true, encoding: .utf8)
  try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: program.path)
  let scratch = folder.appendingPathComponent("tmp")
  try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  var environment = Isolation.environment(
    home: try TemporaryFolder.make("countbiki-stuck-home"), systemVoices: true)
  environment["PATH"] = folder.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
  environment["TMPDIR"] = scratch.path
  environment["COUNTBIKI_ENGINE_DEADLINE_MS"] = "400"
  return (environment, folder, scratch)
}

/// Whether process `pid` has gone (or is a zombie its adopter has not reaped yet).
private func isGone(_ pid: pid_t) -> Bool {
  guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8) else {
    return true
  }
  return stat.split(separator: ")").last?.split(separator: " ").first == "Z"
}

/// Checks that the engine's sleeping child has gone and no scratch folder is left.
private func expectNothingLeft(_ folder: URL, _ scratch: URL) throws {
  let text = try String(contentsOf: folder.appendingPathComponent("sleeper.pid"), encoding: .utf8)
  let sleeper = try #require(pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)))
  _ = try Deadline.poll(.seconds(2), "the engine's child \(sleeper) is still running") {
    isGone(sleeper) ? true : nil
  }
  #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == [])
}

@Test func anEngineWhoseChildSleepsIsEndedWithItAtTheDeadline() async throws {
  let (environment, folder, scratch) = try stuckEngine()
  let wav = folder.appendingPathComponent("out.wav")
  let started = ContinuousClock.now
  let run = try await Binary.run(
    ["say", "3本", "--voice", "nitech-m001", "--wav", wav.path], environment: environment,
    limit: .seconds(30))
  let took = ContinuousClock.now - started
  #expect(run.status == 0, "\(run.error)")
  #expect(
    run.error
      == "countbiki say: the speech engine open_jtalk did not finish within 0.4 s and was stopped; espeak-ng speaks instead.\n"
  )
  // The deadline, espeak-ng's clip and start-up; not the sleeper's 1000 s.
  #expect(took < .seconds(10), "say took \(took)")
  try expectNothingLeft(folder, scratch)
}

@Test func aStopSignalEndsTheStuckEngineAndLeavesNoFolder() async throws {
  let (stuck, folder, scratch) = try stuckEngine()
  var environment = stuck
  environment["COUNTBIKI_ENGINE_DEADLINE_MS"] = "60000"
  let wav = folder.appendingPathComponent("out.wav")
  let ended = try await onThread { [environment] in
    let run = try RunningBinary(
      ["say", "3本", "--voice", "nitech-m001", "--wav", wav.path], environment: environment)
    _ = try Deadline.poll(.seconds(20), "the engine never started") {
      FileManager.default.fileExists(atPath: folder.appendingPathComponent("sleeper.pid").path)
        || run.child.termination != nil ? true : nil
    }
    let sent = run.send(SIGTERM)
    let (result, ended) = try run.finish(.seconds(20))
    return (result.status, ended - sent)
  }
  #expect(ended.0 == 128 + SIGTERM)
  #expect(ended.1 < .milliseconds(500), "it took \(ended.1) to stop")
  try expectNothingLeft(folder, scratch)
}
