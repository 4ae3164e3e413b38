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
  // Timed from the start of the process on a thread of its own, so a busy test pool adds
  // nothing to it.
  let (run, took) = try await onThread {
    let started = ContinuousClock.now
    let running = try RunningBinary(
      ["say", "3本", "--voice", "nitech-m001", "--wav", wav.path], environment: environment)
    let (result, ended) = try running.finish(.seconds(60))
    return (result, ended - started)
  }
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

/// kill -9 while Open JTalk is at work leaves the clip's scratch folder (no program sees that
/// ending). The next clip Open JTalk makes keeps it while it may still be in use, and sweeps it
/// away once it has been unchanged for ten minutes (aged here by hand), leaving none of its own.
@Test func aFolderLeftByKillNineIsSweptAwayByALaterClipOnceItIsStale() async throws {
  let (stuck, folder, scratch) = try stuckEngine()
  var environment = stuck
  environment["COUNTBIKI_ENGINE_DEADLINE_MS"] = "60000"
  let sleeper = try await onThread { [environment] () -> pid_t in
    let run = try RunningBinary(
      ["say", "3本", "--voice", "nitech-m001", "--wav", folder.appendingPathComponent("1.wav").path],
      environment: environment)
    // The engine is at work once its sleeper's id is written whole.
    let sleeper = try Deadline.poll(.seconds(20), "the engine never started") { () -> pid_t? in
      let text = try? String(
        contentsOf: folder.appendingPathComponent("sleeper.pid"), encoding: .utf8)
      return text.flatMap { pid_t($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
    }
    _ = run.send(SIGKILL)
    _ = try run.finish(.seconds(20))
    return sleeper
  }
  // The fake engine outlives a countbiki killed with SIGKILL: the test ends its group (the
  // shell that leads it, and the sleeper) however the test ends.
  let group = getpgid(sleeper)
  defer { if group > 1 { kill(-group, SIGKILL) } else { kill(sleeper, SIGKILL) } }
  let left = try FileManager.default.contentsOfDirectory(atPath: scratch.path)
  #expect(left.count == 1 && left.allSatisfy { $0.hasPrefix("countbiki-open-jtalk-") }, "\(left)")

  // The real Open JTalk from here on.
  var real = environment
  real["PATH"] = "/usr/bin:/bin"
  func say(_ name: String) async throws {
    let said = try await Binary.run(
      ["say", "3本", "--voice", "nitech-m001", "--wav", folder.appendingPathComponent(name).path],
      environment: real)
    #expect(said.status == 0 && said.error == "", "\(said.error)")
  }
  try await say("2.wav")
  #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == left)
  for name in left {
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSinceNow: -660)],
      ofItemAtPath: scratch.appendingPathComponent(name).path)
  }
  try await say("3.wav")
  #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == [])
}

/// A sentence drill spoken by Open JTalk, stopped while the engine is making a clip: it ends
/// within 0.1 s with its summary, and no `open_jtalk` or scratch folder is left.
@Test(arguments: [SIGTERM, SIGINT, SIGHUP])
func aStopSignalWhileOpenJTalkSpeaksASentenceEndsTheDrillAtOnce(signal: Int32) async throws {
  guard FileManager.default.fileExists(atPath: nitechFile) else {
    throw TestFailure("the voice \(nitechFile) is missing; run Tests/install-voices.sh")
  }
  let folder = try TemporaryFolder.make("countbiki-sentence-stop")
  let scratch = folder.appendingPathComponent("tmp")
  let clips = folder.appendingPathComponent("clips")
  try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
  var environment = Isolation.environment(home: folder, systemVoices: true)
  environment["TMPDIR"] = scratch.path
  let arguments = [
    "drill", "station.departure", "--seed", "1", "--context", "sentence", "--voice",
    "nitech-m001", "--audio", "wav:" + clips.path, "--no-history",
  ]
  let (status, output, took) = try await onThread { [environment] in
    let run = try RunningBinary(arguments, environment: environment, realTime: true)
    // Open JTalk is at work once its scratch folder exists.
    _ = try Deadline.poll(.seconds(30), "Open JTalk never started") {
      let busy =
        (try? FileManager.default.contentsOfDirectory(atPath: scratch.path))?.isEmpty == false
      return busy || run.child.termination != nil ? true : nil
    }
    let sent = run.send(signal)
    let (result, ended) = try run.finish(.seconds(20))
    return (result.status, result.output, ended - sent)
  }
  #expect(status == 128 + signal)
  // 4–7 ms on a machine with one core free (before the engines were ended with the session:
  // 1.25–2.3 s); the bound leaves room for a machine busy with the rest of the suite.
  #expect(took < .milliseconds(750), "it took \(took) to stop")
  #expect(
    output.hasSuffix("Replay these questions with --seed 1 --context sentence.\n"), "\(output)")
  #expect(try FileManager.default.contentsOfDirectory(atPath: scratch.path) == [])
}
