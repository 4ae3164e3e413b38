import Foundation
import SpeechClient

/// A second-order section (Bristow-Johnson's audio EQ cookbook).
struct Biquad {
  var b0: Float, b1: Float, b2: Float, a1: Float, a2: Float

  enum Kind { case lowPass, highPass }

  init(_ kind: Kind, frequency: Double, q: Double, sampleRate: Int) {
    let w0 = 2 * Double.pi * min(frequency, Double(sampleRate) * 0.499) / Double(sampleRate)
    let alpha = sin(w0) / (2 * q)
    let c = cos(w0)
    let a0 = 1 + alpha
    let (n0, n1): (Double, Double) = kind == .lowPass ? ((1 - c) / 2, 1 - c) : ((1 + c) / 2, -(1 + c))
    b0 = Float(n0 / a0)
    b1 = Float(n1 / a0)
    b2 = Float(n0 / a0)
    a1 = Float(-2 * c / a0)
    a2 = Float((1 - alpha) / a0)
  }

  /// Runs `sections` one after another over the voice and the noise in place, the two side by
  /// side in one pass (lane 0 the voice, lane 1 the noise), each sample through every section
  /// before the next, so the sections' work overlaps in the processor instead of each waiting
  /// on its own previous output. Each section is in transposed direct form II: two values of
  /// state, each lane's its own.
  static func cascade(_ sections: [Biquad], _ voice: inout [Float], _ noise: inout [Float]) {
    guard !sections.isEmpty else { return }
    precondition(voice.count == noise.count)
    typealias Pair = SIMD2<Float>
    var state = [Pair](repeating: .zero, count: sections.count * 2)
    sections.withUnsafeBufferPointer { sections in
      state.withUnsafeMutableBufferPointer { state in
        voice.withUnsafeMutableBufferPointer { voice in
          noise.withUnsafeMutableBufferPointer { noise in
            for index in voice.indices {
              var x = Pair(voice[index], noise[index])
              for k in sections.indices {
                let f = sections[k]
                let y: Pair = f.b0 * x + state[2 * k]
                let next: Pair = f.b1 * x - f.a1 * y
                state[2 * k] = next + state[2 * k + 1]
                state[2 * k + 1] = f.b2 * x - f.a2 * y
                x = y
              }
              voice[index] = x.x
              noise[index] = x.y
            }
          }
        }
      }
    }
  }

  /// The sections of a Butterworth filter of even `order`: Q = 1 / (2 sin((2k + 1)π / 2n)).
  static func butterworth(_ kind: Kind, frequency: Double, order: Int, sampleRate: Int) -> [Biquad] {
    (0..<max(1, order / 2)).map { k in
      let q = 1 / (2 * sin(Double(2 * k + 1) * Double.pi / Double(2 * order)))
      return Biquad(kind, frequency: frequency, q: q, sampleRate: sampleRate)
    }
  }
}

/// Band-limiting and a lower sampling rate, as a telephone line does.
enum SceneFilter {
  /// Keeps `low`…`high` Hz of the voice and the noise with Butterworth edges of `order` (a `low`
  /// of 0 keeps the bass).
  static func band(
    _ voice: inout [Float], _ noise: inout [Float], low: Double, high: Double, order: Int,
    sampleRate: Int
  ) {
    var sections: [Biquad] = []
    if low > 0 { sections += Biquad.butterworth(.highPass, frequency: low, order: order, sampleRate: sampleRate) }
    if high < Double(sampleRate) / 2 {
      sections += Biquad.butterworth(.lowPass, frequency: high, order: order, sampleRate: sampleRate)
    }
    Biquad.cascade(sections, &voice, &noise)
  }

  /// The sound of the voice and the noise sampled at `rate` Hz and played back at `sampleRate`: low-passed
  /// below the lower rate's Nyquist frequency, taken at that rate and put back by linear
  /// interpolation. The length stays the same.
  static func resample(
    _ voice: inout [Float], _ noise: inout [Float], through rate: Int, sampleRate: Int
  ) {
    guard rate < sampleRate, voice.count > 1 else { return }
    band(&voice, &noise, low: 0, high: Double(rate) * 0.45, order: 8, sampleRate: sampleRate)
    interpolate(&voice, through: rate, sampleRate: sampleRate)
    interpolate(&noise, through: rate, sampleRate: sampleRate)
  }

  /// `samples` taken at `rate` Hz and put back at `sampleRate` by linear interpolation.
  private static func interpolate(_ samples: inout [Float], through rate: Int, sampleRate: Int) {
    let step = Double(sampleRate) / Double(rate)
    let lowCount = Int(Double(samples.count - 1) / step) + 1
    var low = [Float](repeating: 0, count: lowCount)
    samples.withUnsafeBufferPointer { high in
      low.withUnsafeMutableBufferPointer { low in
        for j in 0..<lowCount { low[j] = interpolate(high, at: Double(j) * step) }
      }
    }
    low.withUnsafeBufferPointer { low in
      samples.withUnsafeMutableBufferPointer { high in
        for index in high.indices { high[index] = interpolate(low, at: Double(index) / step) }
      }
    }
  }

  @inline(__always) private static func interpolate(
    _ samples: UnsafeBufferPointer<Float>, at position: Double
  ) -> Float {
    let index = Int(position)
    guard index + 1 < samples.count else { return samples[min(index, samples.count - 1)] }
    let fraction = Float(position - Double(index))
    return samples[index] + (samples[index + 1] - samples[index]) * fraction
  }
}
