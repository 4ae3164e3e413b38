import Foundation
import SpeechClient

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

  /// A feed-forward compressor on the voice and the noise, each with its own level: above
  /// `threshold` (dB of full scale) the level rises only 1 dB for every `ratio` dB; the level
  /// follows the peaks with `attack` and `release` (ms). The two run side by side in one pass.
  static func compress(
    _ voice: inout [Float], _ noise: inout [Float], threshold: Double, ratio: Double,
    attack: Double, release: Double, sampleRate: Int
  ) {
    typealias Pair = SIMD2<Float>
    let fullScale: Float = 32_768
    let up = Pair(repeating: Float(exp(-1000 / (attack * Double(sampleRate)))))
    let down = Pair(repeating: Float(exp(-1000 / (release * Double(sampleRate)))))
    let slope = Float(1 - 1 / ratio)
    let thresholdLevel = fullScale * Float(pow(10, threshold / 20))
    // Gain in dB is −slope × (level − threshold), as a power of the level ratio.
    func factor(_ envelope: Float) -> Float {
      envelope > thresholdLevel ? pow(thresholdLevel / envelope, slope) : 1
    }
    var envelope = Pair.zero
    var start = 0
    voice.withUnsafeMutableBufferPointer { voice in
      noise.withUnsafeMutableBufferPointer { noise in
        while start < voice.count {
          let end = min(start + block, voice.count)
          for index in start..<end {
            let level = Pair(abs(voice[index]), abs(noise[index]))
            let coefficient = down.replacing(with: up, where: level .> envelope)
            envelope = level + coefficient * (envelope - level)
          }
          let voiceFactor = factor(envelope.x)
          let noiseFactor = factor(envelope.y)
          for index in start..<end {
            voice[index] *= voiceFactor
            noise[index] *= noiseFactor
          }
          start = end
        }
      }
    }
  }
}
