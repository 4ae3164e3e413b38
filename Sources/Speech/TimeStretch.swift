import Foundation

/// Slows speech down without lowering its pitch (WSOLA: overlap-add of windowed frames, each taken
/// where it best continues the previous one). Not called by the app, which stretches with
/// librubberband (`PCM.stretched(by:)`); `countbiki-bench dsp` measures the two.
package enum TimeStretch {
  /// `samples` made `factor` (≥ 1) times longer.
  package static func stretch(_ samples: [Int16], by factor: Double, sampleRate: Int) -> [Int16] {
    let frame = max(64, sampleRate * 30 / 1000)
    let hop = frame / 2
    let search = sampleRate * 8 / 1000
    guard factor > 1, samples.count > frame + search else { return samples }
    let input = samples.map(Float.init)
    // A periodic Hann window: frames at half-frame hops sum to exactly 1.
    let window = (0..<frame).map { Float(0.5 - 0.5 * cos(2 * Double.pi * Double($0) / Double(frame))) }
    let outputCount = Int(Double(samples.count) * factor)
    var output = [Float](repeating: 0, count: outputCount + frame)
    var previous = 0
    var outputStart = 0
    while outputStart < outputCount {
      let nominal = Int(Double(outputStart) / factor)
      var start = min(nominal, input.count - frame)
      if outputStart > 0 {
        start = bestMatch(in: input, near: start, search: search, continuing: previous + hop, length: frame)
      }
      for index in 0..<frame where outputStart + index < output.count {
        output[outputStart + index] += input[start + index] * window[index]
      }
      previous = start
      outputStart += hop
    }
    return output.prefix(outputCount).map { Int16(max(-32768, min(32767, $0.rounded()))) }
  }

  /// The start near `nominal` whose frame correlates best with the natural continuation.
  private static func bestMatch(in input: [Float], near nominal: Int, search: Int, continuing target: Int, length: Int) -> Int {
    let lower = max(0, nominal - search)
    let upper = min(input.count - length, nominal + search)
    guard target + length <= input.count, lower <= upper else { return max(0, min(nominal, input.count - length)) }
    var best = lower
    var bestScore = -Float.infinity
    for candidate in stride(from: lower, through: upper, by: 1) {
      var score: Float = 0
      for index in stride(from: 0, to: length, by: 2) {
        score += input[candidate + index] * input[target + index]
      }
      if score > bestScore {
        bestScore = score
        best = candidate
      }
    }
    return best
  }
}
