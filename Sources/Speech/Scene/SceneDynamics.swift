import Foundation

/// Level: a fixed gain, a slow swell and fade, and a light compressor.
enum SceneDynamics {
  /// Samples are worked on in blocks this long; a level changes once a block.
  static let block = 32

  static func gain(_ samples: inout [Float], decibels: Double) {
    let factor = Float(pow(10, decibels / 20))
    for index in samples.indices { samples[index] *= factor }
  }

  /// A level that rises and falls by `depth` dB (peak to peak) `rate` times a second, as
  /// traffic passing or a speaker turning away.
  static func sway(_ samples: inout [Float], depth: Double, rate: Double, sampleRate: Int) {
    var start = 0
    while start < samples.count {
      let t = Double(start + block / 2) / Double(sampleRate)
      let factor = Float(pow(10, depth / 2 * sin(2 * Double.pi * rate * t) / 20))
      for index in start..<min(start + block, samples.count) { samples[index] *= factor }
      start += block
    }
  }

  /// A feed-forward compressor: above `threshold` (dB of full scale) the level rises only 1 dB
  /// for every `ratio` dB; the level follows the peaks with `attack` and `release` (ms).
  static func compress(
    _ samples: inout [Float], threshold: Double, ratio: Double, attack: Double, release: Double,
    sampleRate: Int
  ) {
    let fullScale: Float = 32_768
    let up = Float(exp(-1000 / (attack * Double(sampleRate))))
    let down = Float(exp(-1000 / (release * Double(sampleRate))))
    let slope = Float(1 - 1 / ratio)
    let thresholdLevel = fullScale * Float(pow(10, threshold / 20))
    var envelope: Float = 0
    var start = 0
    samples.withUnsafeMutableBufferPointer { buffer in
      while start < buffer.count {
        let end = min(start + block, buffer.count)
        for index in start..<end {
          let level = abs(buffer[index])
          let coefficient = level > envelope ? up : down
          envelope = level + coefficient * (envelope - level)
        }
        // Gain in dB is −slope × (level − threshold), as a power of the level ratio.
        let factor: Float = envelope > thresholdLevel ? pow(thresholdLevel / envelope, slope) : 1
        for index in start..<end { buffer[index] *= factor }
        start = end
      }
    }
  }
}
