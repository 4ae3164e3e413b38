import Foundation
import SpeechClient
import TestSupport

/// Whole `countbiki drill` processes, as a learner runs them, with ALSA's default device the
/// `file` plugin (a home of their own with an `.asoundrc`, nothing of the learner's): cold start
/// → the first question's first sample, answer submitted → the next clip's first sample, and a
/// scripted 20-question session's time beyond the sum of its clips.
struct DrillTimingBenchmark {
  let clock = ContinuousClock()
  let executable: URL

  init?() {
    executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("countbiki")
    guard FileManager.default.isExecutableFile(atPath: executable.path) else { return nil }
  }

  /// A home whose ALSA default writes to `capture`, and the environment that uses it (the
  /// machine's Open JTalk voices visible).
  func home() throws -> (environment: [String: String], capture: String) {
    let folder = try TemporaryFolder.make("countbiki-bench-drill")
    let capture = folder.appendingPathComponent("out.raw").path
    try "pcm.!default { type file; slave.pcm \"null\"; file \"\(capture)\"; format \"raw\" }\n"
      .write(to: folder.appendingPathComponent(".asoundrc"), atomically: true, encoding: .utf8)
    return (Isolation.environment(home: folder, systemVoices: true), capture)
  }

  /// Bytes captured so far (0 before the device is opened).
  func captured(_ capture: String) -> Int {
    var status = stat()
    return stat(capture, &status) == 0 ? Int(status.st_size) : 0
  }

  /// The answers of `countbiki generate ARGUMENTS --count N`, one a question.
  func answers(_ session: [String], count: Int) throws -> [String] {
    let (environment, _) = try home()
    let result = try Binary.run(
      executable.path, ["generate"] + session + ["--count", "\(count)"], environment: environment)
    return result.output.split(separator: "\n").map { String($0.split(separator: "\t")[3]) }
  }

  /// Spawn → the first sample of the first question at the device, `runs` times.
  func coldStart(voice: String, runs: Int) throws -> [Double] {
    var times: [Double] = []
    for run in 0..<runs {
      let (environment, capture) = try home()
      let began = clock.now
      let drill = try ChildProcess(
        executable.path,
        ["drill", "money.conbini", "--seed", "\(run + 1)", "--questions", "1", "--voice", voice],
        environment: environment, input: .open)
      defer {
        drill.send(SIGKILL)
        _ = try? drill.wait(.seconds(10))
      }
      times.append(try firstSound(in: capture, beyond: 0, since: began, within: .seconds(20)))
      drill.closeInput()
      try drill.wait(.seconds(20))
    }
    return times
  }

  /// Answer written to the drill's input → the next clip's first sample at the device, with the
  /// next clip made while the question before it was heard (as a drill prefetches it).
  func submitToSound(voice: String, questions: Int) throws -> [Double] {
    let session = ["money.conbini", "--seed", "3"]
    let answers = try answers(session, count: questions)
    let (environment, capture) = try home()
    let drill = try ChildProcess(
      executable.path, ["drill"] + session + ["--questions", "\(questions + 1)", "--voice", voice],
      environment: environment, input: .open)
    defer {
      drill.send(SIGKILL)
      _ = try? drill.wait(.seconds(10))
    }
    var latencies: [Double] = []
    for answer in answers {
      try waitUntilHeard(capture)
      let before = captured(capture)
      let submitted = clock.now
      drill.write("\(answer)\n")
      latencies.append(try firstSound(in: capture, beyond: before, since: submitted, within: .seconds(10)))
    }
    drill.closeInput()
    try drill.wait(.seconds(30))
    return latencies
  }

  /// Seconds from `start` until `capture` holds more than `size` bytes, checked every 50 µs;
  /// past `limit` the wait fails.
  private func firstSound(in capture: String, beyond size: Int, since start: ContinuousClock.Instant, within limit: Duration)
    throws -> Double
  {
    while captured(capture) <= size {
      guard clock.now - start < limit else {
        throw SpeechError.playbackFailed("the drill played nothing within \(limit)")
      }
      usleep(50)
    }
    return (clock.now - start).seconds
  }

  /// Waits (at most 30 s) until a question has been heard to its end and the next one made:
  /// the capture has stopped growing for half a second.
  private func waitUntilHeard(_ capture: String) throws {
    let deadline = clock.now + .seconds(30)
    var last = -1
    while clock.now < deadline {
      let size = captured(capture)
      if size > 0 && size == last { return }
      last = size
      usleep(500_000)
    }
    throw SpeechError.playbackFailed("the drill played nothing within 30 s")
  }

  /// A scripted `drill ARGUMENTS` with every answer piped in at once: its wall time beyond the
  /// sum of its clips (taken from the same drill with `--audio wav:DIR`), per question.
  func sessionOverhead(_ arguments: [String], questions: Int, runs: Int) throws -> (clips: Double, overheads: [Double]) {
    let session = Array(arguments.prefix(3))
    let input = try answers(session, count: questions).joined(separator: "\n") + "\n"
    let (wavEnvironment, _) = try home()
    let wavs = try TemporaryFolder.make("countbiki-bench-clips")
    let written = try Binary.run(
      executable.path, ["drill"] + arguments + ["--audio", "wav:\(wavs.path)"], input: input,
      environment: wavEnvironment, limit: .seconds(300))
    guard written.status == 0 else { throw SpeechError.playbackFailed("the drill to WAV failed: \(written.error)") }
    let files = try FileManager.default.contentsOfDirectory(at: wavs, includingPropertiesForKeys: nil)
    let clips = try files.map { try PCM(wav: Data(contentsOf: $0), path: $0.path).duration }.reduce(0, +)
    var overheads: [Double] = []
    for _ in 0..<runs {
      let (environment, _) = try home()
      let began = clock.now
      let drill = try ChildProcess(executable.path, ["drill"] + arguments, environment: environment, input: .text(input))
      let status = try drill.wait(.seconds(300)).status
      guard status == 0 else { throw SpeechError.playbackFailed("the drill exited with \(status)") }
      overheads.append(((clock.now - began).seconds - clips) / Double(questions))
    }
    return (clips, overheads)
  }

  func run() throws {
    print("  whole `countbiki drill` processes (release build), ALSA default = the file plugin:")
    for voice in ["default", "nitech-m001"] {
      let cold = try coldStart(voice: voice, runs: 10)
      print(String(format: "    %@: cold start → first question's first sample: median %.0f ms, p95 %.0f ms, max %.0f ms over %d runs (target ≤ 600 ms)",
        voice, median(cold) * 1000, percentile(cold, 0.95) * 1000, (cold.max() ?? 0) * 1000, cold.count))
      let next = try submitToSound(voice: voice, questions: 20)
      print(String(format: "    %@: answer submitted → next clip's first sample, prefetched: median %.2f ms, p95 %.2f ms, max %.2f ms over %d answers (target ≤ 50 ms)",
        voice, median(next) * 1000, percentile(next, 0.95) * 1000, (next.max() ?? 0) * 1000, next.count))
    }
    let arguments = ["money.conbini", "--seed", "1", "--questions", "20", "--voice", "mix"]
    let (clips, overheads) = try sessionOverhead(arguments, questions: 20, runs: 3)
    print(String(format: "    drill %@, answers piped in: %.2f s of clips; beyond them %@ ms per question over %d runs (target ≤ 60 ms)",
      arguments.joined(separator: " "), clips, overheads.map { String(format: "%.1f", $0 * 1000) }.joined(separator: ", "), overheads.count))
  }
}
