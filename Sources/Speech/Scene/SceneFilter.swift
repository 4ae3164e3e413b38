import Foundation

/// A second-order section (Bristow-Johnson's audio EQ cookbook), run in direct form I.
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

  /// Filters `samples` in place.
  func run(_ samples: inout [Float]) {
    var x1: Float = 0, x2: Float = 0, y1: Float = 0, y2: Float = 0
    samples.withUnsafeMutableBufferPointer { buffer in
      for index in buffer.indices {
        let x = buffer[index]
        let y = b0 * x + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2
        x2 = x1
        x1 = x
        y2 = y1
        y1 = y
        buffer[index] = y
      }
    }
  }

  /// Runs `sections` one after another over `samples` in place, all in one pass: each sample
  /// goes through every section before the next sample, so the sections' work overlaps in the
  /// processor instead of each waiting on its own previous output.
  static func cascade(_ sections: [Biquad], _ samples: inout [Float]) {
    guard !sections.isEmpty else { return }
    var state = [Float](repeating: 0, count: sections.count * 4)
    sections.withUnsafeBufferPointer { sections in
      state.withUnsafeMutableBufferPointer { state in
        samples.withUnsafeMutableBufferPointer { buffer in
          for index in buffer.indices {
            var x = buffer[index]
            for k in sections.indices {
              let f = sections[k]
              let base = k * 4
              let y = f.b0 * x + f.b1 * state[base] + f.b2 * state[base + 1]
                - f.a1 * state[base + 2] - f.a2 * state[base + 3]
              state[base + 1] = state[base]
              state[base] = x
              state[base + 3] = state[base + 2]
              state[base + 2] = y
              x = y
            }
            buffer[index] = x
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
  /// Keeps `low`…`high` Hz with Butterworth edges of `order` (a `low` of 0 keeps the bass).
  static func band(
    _ samples: inout [Float], low: Double, high: Double, order: Int, sampleRate: Int
  ) {
    var sections: [Biquad] = []
    if low > 0 { sections += Biquad.butterworth(.highPass, frequency: low, order: order, sampleRate: sampleRate) }
    if high < Double(sampleRate) / 2 {
      sections += Biquad.butterworth(.lowPass, frequency: high, order: order, sampleRate: sampleRate)
    }
    Biquad.cascade(sections, &samples)
  }

  /// The sound of `samples` sampled at `rate` Hz and played back at `sampleRate`: low-passed
  /// below the lower rate's Nyquist frequency, taken at that rate and put back by linear
  /// interpolation. The length stays the same.
  static func resample(_ samples: inout [Float], through rate: Int, sampleRate: Int) {
    guard rate < sampleRate, samples.count > 1 else { return }
    band(&samples, low: 0, high: Double(rate) * 0.45, order: 8, sampleRate: sampleRate)
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
