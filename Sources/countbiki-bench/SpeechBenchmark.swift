import CountBikiKit
import Foundation
import Speech
import SpeechClient

/// `countbiki-bench speech [PART]`: `espeak` (synthesis speed against audio length, our overhead
/// against a bare `espeak_Synth` in the same process, submit → first sample through ALSA's `file`
/// plugin and PulseAudio), `engines` (both engines per clip, and Open JTalk's written-form share
/// per topic), `drill` (whole drills: cold start, answer → next clip, a session's overhead);
/// all three without PART.
func runSpeechBenchmark(part: String?) async {
  do {
    if part == nil || part == "espeak" { try await SpeechBenchmark().run() }
    if part == nil || part == "engines" {
      print("speech engines: espeak-ng and Open JTalk, release build")
      try await EngineBenchmark().run()
    }
    if part == nil || part == "drill" {
      if let drill = DrillTimingBenchmark() {
        try drill.run()
      } else {
        print("  drills: skipped, build countbiki next to countbiki-bench first")
      }
    }
  } catch {
    FileHandle.standardError.write(Data("countbiki-bench speech: \(error)\n".utf8))
    exit(1)
  }
}

private struct SpeechBenchmark {
  let clock = ContinuousClock()
  let voice = VoiceProfile.builtInDefault

  /// Drill-like questions, the same on every run: prices, counted things, clock times, days.
  func questions(count: Int) throws -> [String] {
    var random = SplitMix64(seed: 1)
    func next(_ bound: Int) -> Int { Int(random.uniform(below: UInt64(bound))) }
    let counters = ["本", "匹", "杯", "個", "冊", "枚", "人", "歳", "回", "階"]
    return try (0..<count).map { index in
      let text: String
      switch index % 4 {
      case 0: text = "\(next(10_000))円"
      case 1: text = "\(1 + next(100))\(counters[next(counters.count)])"
      case 2: text = "\(next(24))時\(next(60))分"
      default: text = "\(1 + next(12))月\(1 + next(28))日"
      }
      return SpokenText.forReading(try Expression(text).reading.canonical)
    }
  }

  func time(_ body: () async throws -> Void) async rethrows -> Duration {
    let start = clock.now
    try await body()
    return clock.now - start
  }

  func run() async throws {
    let texts = try questions(count: 200)
    let voices = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Voices")
    let synthesizer = SpeechClient.live(voicesDirectory: voices, device: "null")
    for text in texts.prefix(10) { _ = try await synthesizer.synthesize(Utterance(reading: text, voice: voice)) }

    // Synthesis: each text three times through the client and three times bare, interleaved;
    // the fastest of each is kept, which filters out other processes on a shared machine.
    var ours: [Double] = []
    var bare: [Double] = []
    var audio: [Double] = []
    for text in texts {
      var bestOurs = Duration.seconds(1000)
      var bestBare = Duration.seconds(1000)
      var seconds = 0.0
      for _ in 0..<3 {
        bestOurs = min(bestOurs, try await time { seconds = try await synthesizer.synthesize(Utterance(reading: text, voice: voice)).duration })
        bestBare = min(bestBare, try await time { _ = try await Espeak.bareSynthesis(text) })
      }
      ours.append(bestOurs.seconds)
      bare.append(bestBare.seconds)
      audio.append(seconds)
    }
    let totalOurs = ours.reduce(0, +)
    let totalBare = bare.reduce(0, +)
    let totalAudio = audio.reduce(0, +)
    print("speech benchmark: \(texts.count) drill questions, voice default, 1.0×")
    print(String(format: "  audio per question        median %.0f ms", median(audio) * 1000))
    print(String(format: "  synthesis per question    median %.2f ms, p95 %.2f ms", median(ours) * 1000, percentile(ours, 0.95) * 1000))
    print(String(format: "  real-time factor          %.4f (synthesis time / audio time; %.0f× faster than real time)", totalOurs / totalAudio, totalAudio / totalOurs))
    print(String(format: "  bare espeak_Synth         median %.2f ms", median(bare) * 1000))
    print(String(format: "  overhead vs bare          %+.1f %% (total %.1f ms vs %.1f ms; target ≤ 10 %%)", (totalOurs / totalBare - 1) * 100, totalOurs * 1000, totalBare * 1000))

    try await measureStartLatency(texts: texts, voices: voices)
    var clips: [PCM] = []
    for text in texts.prefix(41) { clips.append(try await synthesizer.synthesize(Utterance(reading: text, voice: voice))) }
    try await PulseBenchmark().run(clips: clips, voices: voices)
  }

  /// Submit → first sample handed to ALSA (the `file` plugin into a temporary file), with the
  /// audio synthesized ahead as a drill prefetches it, and without.
  func measureStartLatency(texts: [String], voices: URL) async throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("countbiki-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let (starts, startContinuation) = AsyncStream<ContinuousClock.Instant>.makeStream()
    let device = "file:'\(folder.appendingPathComponent("out.raw").path)',raw"
    let client = SpeechClient.live(voicesDirectory: voices, device: device) { _ in startContinuation.yield(ContinuousClock.now) }
    var iterator = starts.makeAsyncIterator()

    func firstSample(after submit: ContinuousClock.Instant, _ work: @escaping @Sendable () async throws -> Void) async -> Double {
      let playing = Task { try await work() }
      let started = await iterator.next()!
      playing.cancel()
      _ = await playing.result
      return (started - submit).seconds
    }

    var prefetched: [PCM] = []
    for text in texts { prefetched.append(try await client.synthesize(Utterance(reading: text, voice: voice))) }
    let firstPCM = prefetched[0]
    let cold = await firstSample(after: clock.now) { try await client.play(firstPCM) }
    var warm: [Double] = []
    for pcm in prefetched {
      warm.append(await firstSample(after: clock.now) { try await client.play(pcm) })
    }
    var unprefetched: [Double] = []
    for text in texts.prefix(100) {
      let utterance = Utterance(reading: text, voice: voice)
      unprefetched.append(await firstSample(after: clock.now) { try await client.speak(utterance) })
    }
    print("  submit → first sample (ALSA file plugin, device already open, audio prefetched)")
    print(String(format: "    median %.3f ms, p95 %.3f ms, max %.3f ms over %d (target median ≤ 5 ms)", median(warm) * 1000, percentile(warm, 0.95) * 1000, (warm.max() ?? 0) * 1000, warm.count))
    print(String(format: "    first clip, opening the device: %.2f ms", cold * 1000))
    print(String(format: "    without prefetch (synthesize then play): median %.2f ms", median(unprefetched) * 1000))

    // Cancel → silence: a long clip is cancelled a moment after it starts; the time until `play`
    // has returned (the device dropped, nothing more written) is what a new answer waits for.
    let long = PCM(samples: prefetched.prefix(5).flatMap(\.samples), sampleRate: firstPCM.sampleRate)
    var stops: [Double] = []
    for _ in 0..<20 {
      let playing = Task { try await client.play(long) }
      _ = await iterator.next()!
      try await Task.sleep(for: .milliseconds(100))
      let cancelled = clock.now
      playing.cancel()
      _ = await playing.result
      stops.append((clock.now - cancelled).seconds)
    }
    print(String(format: "  cancel → sound stopped: median %.3f ms, max %.3f ms over %d (target ≤ 50 ms)", median(stops) * 1000, (stops.max() ?? 0) * 1000, stops.count))
  }
}
