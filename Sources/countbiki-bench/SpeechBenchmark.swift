import CountBikiKit
import Foundation
import Speech

/// `countbiki-bench speech`: synthesis speed against audio length, our overhead against a bare
/// `espeak_Synth` in the same process, and submit → first sample through ALSA's `file` plugin.
func runSpeechBenchmark() async {
  do {
    try await SpeechBenchmark().run()
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
    try measureDrillStartLatency(questions: 40)
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

  /// Submit → first sample through a whole drill: the built `countbiki drill`, in a scripted
  /// session whose default ALSA device is the `file` plugin (a temporary HOME with an
  /// `.asoundrc`). Once a question has been heard, its answer is written to the drill's standard
  /// input and the time until the capture file grows is taken: reading the line, the quiz, the
  /// transcript, the prefetched audio and the device, as a learner's answer goes.
  func measureDrillStartLatency(questions: Int) throws {
    let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
      .deletingLastPathComponent().appendingPathComponent("countbiki")
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
      print("  drill submit → first sample: skipped, build countbiki next to countbiki-bench first")
      return
    }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("countbiki-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let capture = folder.appendingPathComponent("out.raw").path
    try "pcm.!default { type file; slave.pcm \"null\"; file \"\(capture)\"; format \"raw\" }\n"
      .write(to: folder.appendingPathComponent(".asoundrc"), atomically: true, encoding: .utf8)

    // Every answer leads to one more question, which is spoken at once.
    let session = ["counters.hon", "--seed", "1"]
    let generate = Process()
    let listing = Pipe()
    generate.executableURL = executable
    generate.arguments = ["generate"] + session + ["--count", "\(questions)"]
    generate.standardOutput = listing
    try generate.run()
    let answers = String(decoding: listing.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
      .split(separator: "\n").map { $0.split(separator: "\t")[3] }
    generate.waitUntilExit()

    let drill = Process()
    let input = Pipe()
    drill.executableURL = executable
    drill.arguments = ["drill"] + session + ["--questions", "\(questions + 1)"]
    drill.environment = ProcessInfo.processInfo.environment.merging(
      ["HOME": folder.path, "XDG_CONFIG_HOME": folder.appendingPathComponent("config").path]) { $1 }
    drill.standardInput = input
    drill.standardOutput = FileHandle.nullDevice
    try drill.run()
    defer { if drill.isRunning { drill.terminate() } }

    func captured() -> Int {
      var status = stat()
      return stat(capture, &status) == 0 ? Int(status.st_size) : 0
    }
    /// Waits until a question has been heard to its end: the capture stopped growing and the
    /// drill, which waits for each utterance in a scripted session, is reading input again.
    func waitUntilHeard() throws {
      let deadline = clock.now + .seconds(30)
      var last = -1
      while clock.now < deadline {
        let size = captured()
        if size > 0 && size == last { return }
        last = size
        usleep(500_000)
      }
      throw SpeechError.playbackFailed("the drill played nothing within 30 s")
    }

    var latencies: [Double] = []
    for answer in answers {
      try waitUntilHeard()
      let before = captured()
      let submitted = clock.now
      input.fileHandleForWriting.write(Data("\(answer)\n".utf8))
      while captured() == before {
        guard clock.now - submitted < .seconds(10) else {
          throw SpeechError.playbackFailed("the drill played nothing after an answer within 10 s")
        }
        usleep(50)
      }
      latencies.append((clock.now - submitted).seconds)
    }
    try input.fileHandleForWriting.close()
    drill.waitUntilExit()
    print("  drill submit → first sample (countbiki drill, scripted, ALSA file plugin via HOME/.asoundrc)")
    print(String(format: "    median %.3f ms, p95 %.3f ms, max %.3f ms over %d answers (target median ≤ 5 ms)", median(latencies) * 1000, percentile(latencies, 0.95) * 1000, (latencies.max() ?? 0) * 1000, latencies.count))
  }
}
