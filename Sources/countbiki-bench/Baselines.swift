import Foundation
import SpeechClient

// The hand-written resampler the app used before libsoxr, kept here only as the baseline
// `countbiki-bench dsp` measures the library against.

/// The windowed-sinc resampler (32 taps, Hann window).
enum SincResampler {
  /// The clip at `rate` samples a second: each new sample is a windowed-sinc interpolation of
  /// the old ones, low-passed below the lower of the two Nyquist frequencies so that nothing
  /// folds back.
  static func resample(_ pcm: PCM, to rate: Int) -> PCM {
    let (samples, sampleRate) = (pcm.samples, pcm.sampleRate)
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
}
