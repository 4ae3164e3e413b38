import CountBikiKit
import SpeechClient

/// Seeded noise of a colour, as plain samples around 0 (unscaled: the mixer sets the level).
enum SceneNoise {
  typealias Color = SceneNoiseColor

  /// `count` samples of `color` noise drawn from `generator`.
  static func samples(_ color: Color, count: Int, using generator: inout SplitMix64) -> [Float] {
    var out = [Float](repeating: 0, count: count)
    switch color {
    case .white:
      for index in 0..<count { out[index] = white(&generator) }
    case .pink:
      // Paul Kellet's refined pink filter: seven one-pole sections whose sum falls 3 dB an octave.
      var b0: Float = 0, b1: Float = 0, b2: Float = 0, b3: Float = 0, b4: Float = 0
      var b5: Float = 0, b6: Float = 0
      for index in 0..<count {
        let w = white(&generator)
        b0 = 0.99886 * b0 + w * 0.0555179
        b1 = 0.99332 * b1 + w * 0.0750759
        b2 = 0.96900 * b2 + w * 0.1538520
        b3 = 0.86650 * b3 + w * 0.3104856
        b4 = 0.55000 * b4 + w * 0.5329522
        b5 = -0.7616 * b5 - w * 0.0168980
        out[index] = b0 + b1 + b2 + b3 + b4 + b5 + b6 + w * 0.5362
        b6 = w * 0.115926
      }
    case .brown:
      // A leaky integral of white noise: 6 dB an octave down, without drifting away from 0.
      var level: Float = 0
      let leak: Float = 1 / 1.02
      for index in 0..<count {
        level = (level + 0.02 * white(&generator)) * leak
        out[index] = level
      }
    }
    return out
  }

  /// Uniform in [−1, 1), from the top 24 bits of the generator.
  @inline(__always) static func white(_ generator: inout SplitMix64) -> Float {
    Float(generator.next() >> 40) * (2 / 16_777_216) - 1
  }
}
