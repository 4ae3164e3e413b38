import Foundation
import Speech
import SpeechClient

/// Submit → first sample through a real sound server: a private PulseAudio daemon with a null
/// sink (its own `HOME` and `XDG_RUNTIME_DIR`, never the learner's server), played on ALSA's
/// `pulse` device. With each first sample comes the delay the device reports at that moment:
/// how long the learner still waits before hearing it.
struct PulseBenchmark {
  let clock = ContinuousClock()

  /// Runs the measurement, or says why it cannot (no PulseAudio installed).
  func run(clips: [PCM], voices: URL) async throws {
    guard FileManager.default.isExecutableFile(atPath: "/usr/bin/pulseaudio") else {
      print("  PulseAudio: skipped, install pulseaudio and libasound2-plugins")
      return
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "countbiki-bench-\(UUID().uuidString)")
    let runtime = folder.appendingPathComponent("runtime")
    try FileManager.default.createDirectory(
      at: runtime, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    defer { try? FileManager.default.removeItem(at: folder) }
    let daemon = try startDaemon(home: folder, runtime: runtime)
    defer { stopDaemon(daemon) }
    setenv("PULSE_SERVER", "unix:\(runtime.path)/pulse/native", 1)

    let (starts, continuation) = AsyncStream<(at: ContinuousClock.Instant, queued: Duration?)>
      .makeStream()
    let client = SpeechClient.live(voicesDirectory: voices, device: "pulse") { queued in
      continuation.yield((ContinuousClock.now, queued))
    }
    var iterator = starts.makeAsyncIterator()
    try await client.prepare()
    var latencies: [Double] = []
    var delays: [Double] = []
    for (index, pcm) in clips.enumerated() {
      let submitted = clock.now
      let playing = Task { try await client.play(pcm) }
      guard let start = await iterator.next() else { break }
      // The first clip opens the stream: a separate figure, not a sample.
      if index > 0 {
        latencies.append((start.at - submitted).seconds)
        if let queued = start.queued { delays.append(queued.seconds) }
      }
      try await playing.value
    }
    print(
      "  submit → first sample (ALSA pulse plugin, private PulseAudio null sink, device open, audio prefetched)"
    )
    print(
      String(
        format: "    median %.3f ms, p95 %.3f ms, max %.3f ms over %d clips",
        median(latencies) * 1000, percentile(latencies, 0.95) * 1000, (latencies.max() ?? 0) * 1000,
        latencies.count))
    print(
      String(
        format:
          "    delay reported then: median %.1f ms, p95 %.1f ms over the %d clips whose delay was known (what is queued before the first sample is heard)",
        median(delays) * 1000, percentile(delays, 0.95) * 1000, delays.count))
  }

  /// Starts `pulseaudio` with a null sink and waits (up to 10 s) until it answers; returns its pid.
  private func startDaemon(home: URL, runtime: URL) throws -> pid_t {
    var environment = ProcessInfo.processInfo.environment
    environment["PULSE_SERVER"] = nil
    environment["HOME"] = home.path
    environment["XDG_RUNTIME_DIR"] = runtime.path
    let start = Process()
    start.executableURL = URL(fileURLWithPath: "/usr/bin/pulseaudio")
    start.arguments = [
      "-n", "--daemonize=yes", "--exit-idle-time=-1", "--load=module-null-sink sink_name=nul",
      "--load=module-native-protocol-unix",
    ]
    start.environment = environment
    start.standardError = FileHandle.nullDevice
    try start.run()
    start.waitUntilExit()
    let deadline = clock.now + .seconds(10)
    let pidFile = runtime.appendingPathComponent("pulse/pid")
    while clock.now < deadline {
      if let text = try? String(contentsOf: pidFile, encoding: .utf8),
        let pid = pid_t(text.trimmingCharacters(in: .whitespacesAndNewlines)),
        FileManager.default.fileExists(atPath: runtime.appendingPathComponent("pulse/native").path)
      {
        return pid
      }
      usleep(20_000)
    }
    throw SpeechError.playbackFailed("the private PulseAudio did not start within 10 s")
  }

  private func stopDaemon(_ pid: pid_t) {
    kill(pid, SIGTERM)
    let deadline = clock.now + .seconds(5)
    while kill(pid, 0) == 0 && clock.now < deadline { usleep(20_000) }
    if kill(pid, 0) == 0 { kill(pid, SIGKILL) }
  }
}
