import CountBikiKit
import Foundation
import Speech
import SpeechClient
import TestSupport

/// `countbiki-bench kokoro`: Kokoro's worker from start to first sample, its real-time factor
/// for a number and a sentence, its peak memory and this process's, then whole drills (cold
/// start and answer → next clip) with a Kokoro voice.
struct KokoroBenchmark {
  let clock = ContinuousClock()
  let number = Utterance(reading: "ろっぴゃっぽん", written: "600本", voice: .builtInDefault)
  /// About four seconds of a station announcement.
  let sentence = Utterance(
    [
      SpokenPart(written: "まもなく、", reading: "まもなく、"), SpokenPart(written: "3番線", reading: "さんばんせん"),
      SpokenPart(written: "に、18時45分発の快速が参ります。", reading: "に、じゅうはちじよんじゅうごふんはつのかいそくがまいります。"),
    ], voice: .builtInDefault)

  func run() async throws {
    setenv("COUNTBIKI_ENGINE_DEADLINE_MS", "120000", 0)
    let profiles = try VoiceProfile.load(from: PackageFolder.voices)
    let profile = try VoiceProfile.named("kokoro-alpha", in: profiles)
    guard case .kokoro(let voice) = profile.engine else { return }
    if let missing = VoiceCatalog.missing(profile) {
      print("kokoro: skipped, \(missing.description)")
      return
    }
    print("kokoro (\(ProcessInfo.processInfo.activeProcessorCount) cores), in process:")
    let before = Self.memory("VmRSS", of: getpid())
    var starts: [Double] = []
    for _ in 0..<3 {
      let engine = KokoroEngine()
      let began = clock.now
      _ = try await engine.render(said(number, profile), voice: voice, rate: 1, sampleRate: 22050)
      starts.append((clock.now - began).seconds)
      await engine.stop()
    }
    print(String(format: "  worker start → first clip of 600本: median %.2f s, max %.2f s over %d starts (target ≤ 2.5 s)",
      median(starts), starts.max() ?? 0, starts.count))
    let engine = KokoroEngine()
    _ = try await engine.phonemes(for: number.parts)
    for (name, utterance) in [("600本", number), ("a 4-second sentence", sentence)] {
      var factors: [Double] = []
      var seconds: [Double] = []
      for _ in 0..<5 {
        let began = clock.now
        let clip = try await engine.render(said(utterance, profile), voice: voice, rate: 1, sampleRate: 22050)
        let took = (clock.now - began).seconds
        factors.append(took / clip.pcm.duration)
        seconds.append(took)
      }
      print(String(format: "  %@: synthesis median %.2f s, real-time factor median %.2f, max %.2f over %d clips (target ≤ 0.7)",
        name, median(seconds), median(factors), factors.max() ?? 0, factors.count))
    }
    if let pid = await engine.workerProcessID() {
      print(String(format: "  worker peak memory (VmHWM) %.0f MiB (target ≤ 500 MiB)", Self.memory("VmHWM", of: pid) / 1024))
    }
    await engine.stop()
    let after = Self.memory("VmRSS", of: getpid())
    print(String(format: "  this process's resident memory %.0f MiB before Kokoro, %.0f MiB after 13 clips (the model lives in the worker)",
      before / 1024, after / 1024))
    guard let drill = DrillTimingBenchmark() else {
      print("  drills: skipped, build countbiki next to countbiki-bench first")
      return
    }
    let cold = try drill.coldStart(voice: profile.id, runs: 3)
    print(String(format: "  drill --voice %@: cold start → first question's first sample: median %.2f s, max %.2f s over %d runs",
      profile.id, median(cold), cold.max() ?? 0, cold.count))
    let next = try drill.submitToSound(voice: profile.id, questions: 10)
    print(String(format: "  drill --voice %@: answer submitted → next clip's first sample, prefetched: median %.2f ms, p95 %.2f ms, max %.2f ms over %d answers (target ≤ 50 ms)",
      profile.id, median(next) * 1000, percentile(next, 0.95) * 1000, (next.max() ?? 0) * 1000, next.count))
  }

  private func said(_ utterance: Utterance, _ profile: VoiceProfile) -> Utterance {
    var utterance = utterance
    utterance.voice = profile
    return utterance
  }

  /// A `/proc/PID/status` field in KiB (`VmRSS`, `VmHWM`).
  static func memory(_ field: String, of pid: Int32) -> Double {
    guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return 0 }
    let line = status.split(separator: "\n").first { $0.hasPrefix(field + ":") } ?? ""
    return Double(line.split(separator: " ").dropFirst().first ?? "") ?? 0
  }
}
