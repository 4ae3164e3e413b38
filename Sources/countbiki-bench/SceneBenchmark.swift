import CountBikiKit
import Foundation
import Speech
import SpeechClient

/// `countbiki-bench scenes`: the CPU time of each built-in scene's effects on a 3-second clip at
/// 22,050 Hz, babble clips made beforehand (as a session's cache has them), median of 50 runs;
/// the scenes `names` says, or every built-in one.
func runSceneBenchmark(_ names: [String]) throws {
  let rate = 22_050
  var generator = SplitMix64(seed: 1)
  func clip(_ seconds: Double) -> PCM {
    PCM(
      samples: (0..<Int(seconds * Double(rate))).map { index in
        let t = Double(index) / Double(rate)
        let noise = Double(generator.next() >> 53) / Double(1 << 11) - 0.5
        return Int16(12_000 * sin(2 * .pi * 150 * t) * max(0, sin(2 * .pi * 4 * t)) + 2_000 * noise)
      }, sampleRate: rate)
  }
  let speech = clip(3)
  let babble = (0..<8).map { _ in clip(1.5) }
  let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Voices/scenes")
  let catalog = try SceneCatalog(builtIn: folder, own: nil)
  for id in catalog.ids where names.isEmpty || names.contains(id) {
    let scene = try catalog.scene(named: id)
    var times: [Double] = []
    for run in 0..<50 {
      let start = cpuSeconds()
      let mix = scene.render(speech, seed: UInt64(run), babble: { babble[$0 % babble.count] })
      times.append(cpuSeconds() - start)
      precondition(mix.output.samples.count >= speech.samples.count)
    }
    print(
      String(
        format: "%-8@ median %.2f ms CPU, max %.2f ms (3 s clip at 22,050 Hz, 50 runs)", id,
        median(times) * 1000, (times.max() ?? 0) * 1000))
  }
}
