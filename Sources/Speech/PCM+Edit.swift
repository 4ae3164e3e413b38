import Foundation
import SpeechClient

extension PCM {
  /// The silence at each end of the clip, in samples: those before the first and after the last
  /// sample above 1 % of the clip's peak; nil for a clip that is silent throughout.
  public var silentEnds: (leading: Int, trailing: Int)? {
    let peak = samples.lazy.map { abs(Int($0)) }.max() ?? 0
    let threshold = max(1, peak / 100)
    guard let first = samples.firstIndex(where: { abs(Int($0)) > threshold }),
      let last = samples.lastIndex(where: { abs(Int($0)) > threshold })
    else { return nil }
    return (first, samples.count - 1 - last)
  }

  /// The clip with its leading and trailing silence (see `silentEnds`) cut to at most `margin`.
  func trimmed(keeping margin: Duration) -> PCM {
    guard let ends = silentEnds else {
      let peak = samples.lazy.map { abs(Int($0)) }.max() ?? 0
      return peak > 0 ? self : PCM(samples: [], sampleRate: sampleRate)
    }
    let seconds = Double(margin.components.seconds) + Double(margin.components.attoseconds) / 1e18
    let keep = Int(seconds * Double(sampleRate))
    let start = max(0, ends.leading - keep)
    let end = min(samples.count, samples.count - ends.trailing + keep)
    return PCM(samples: Array(samples[start..<end]), sampleRate: sampleRate)
  }

  /// The clip at `rate` samples a second: each new sample is a windowed-sinc interpolation of
  /// the old ones, low-passed below the lower of the two Nyquist frequencies so that nothing
  /// folds back.
  func resampled(to rate: Int) -> PCM {
    guard rate != sampleRate, !samples.isEmpty else { return PCM(samples: samples, sampleRate: rate) }
    let step = Double(sampleRate) / Double(rate)
    let cutoff = min(1, 1 / step) * 0.95  // of the input's Nyquist frequency
    let halfWidth = 16
    let count = Int((Double(samples.count) / step).rounded(.down))
    var out = [Int16](repeating: 0, count: count)
    let input = samples.map(Double.init)
    for index in 0..<count {
      let center = Double(index) * step
      let base = Int(center)
      var sum = 0.0
      var weights = 0.0
      for tap in (base - halfWidth + 1)...(base + halfWidth) where tap >= 0 && tap < input.count {
        let x = Double(tap) - center
        let window = 0.5 + 0.5 * cos(Double.pi * x / Double(halfWidth))
        let argument = Double.pi * x * cutoff
        let sinc = x == 0 ? 1 : sin(argument) / argument
        let weight = window * sinc
        sum += input[tap] * weight
        weights += weight
      }
      let value = weights == 0 ? 0 : sum / weights
      out[index] = Int16(max(-32768, min(32767, value.rounded())))
    }
    return PCM(samples: out, sampleRate: rate)
  }

  /// Multiplies every sample by `factor`, clipping at full scale.
  mutating func scale(by factor: Double) {
    guard factor != 1 else { return }
    for index in samples.indices {
      samples[index] = Int16(max(-32768, min(32767, (Double(samples[index]) * factor).rounded())))
    }
  }
}
