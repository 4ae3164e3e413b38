import CountBikiKit
import Foundation
import Speech
import SpeechClient
import TestSupport

/// `countbiki-bench dsp`: libsoxr against the hand-written windowed-sinc resampler for the
/// conversions the engines' output goes through (Open JTalk's 48 kHz, Kokoro's 24 kHz and its
/// pitch-shifted 26.4 kHz, to 22,050 Hz), and librubberband against the hand-written WSOLA
/// stretch at `--rate 0.5` and `0.8` (2× and 1.25× as long).
///
/// Speed is CPU time, median of 5 runs, as input samples per CPU second. Quality:
/// - resampling: THD+N of a tone in the pass band (the residual after fitting the tone, against
///   the tone) and the gain at that tone; aliasing of a tone above the output's Nyquist
///   frequency (what is left of it, against the tone; the tone should vanish).
/// - stretching: the harmonic-to-residual ratio of a steady voiced tone (harmonics of 130 Hz
///   or 210 Hz) stretched, fitted window by window (46 ms) at the harmonics it should still
///   have, and the voiced length of an espeak-ng sentence against the length asked for.
func runDSPBenchmark() async throws {
  print("resampling to 22,050 Hz: speed (10 s of a voice-like signal, median of 5 runs)")
  for rate in [48_000, 24_000, 26_400] {
    let input = voiceLike(seconds: 10, rate: rate)
    for method in Resampler.allCases {
      let seconds = try median((0..<5).map { _ in try cpuTime { _ = try method.resample(input, to: 22_050) } })
      print(
        String(
          format: "  %6d Hz  %-5@ %7.2f M samples/s  (%5.0f× real time)", rate, method.name,
          Double(input.samples.count) / seconds / 1e6, 10 / seconds))
    }
  }
  print("resampling to 22,050 Hz: quality (tone at half of full scale)")
  for (rate, tones) in [(48_000, [1_000.0, 5_000, 9_000, 12_000, 16_000, 22_000]), (24_000, [1_000, 9_000, 11_500, 11_900])] {
    for tone in tones {
      let input = sine(tone, seconds: 2, rate: rate)
      var line = String(format: "  %6d Hz  %6.0f Hz tone:", rate, tone)
      for method in Resampler.allCases {
        let output = try method.resample(input, to: 22_050).samples.map(Double.init)
        let middle = Array(output[2_048..<(output.count - 2_048)])
        if tone < 11_025 {
          let fit = ToneFit(middle, frequencies: [tone], rate: 22_050, window: middle.count)
          line += String(
            format: "  %@ THD+N %6.1f dB, gain %+6.2f dB", method.name, fit.residualDecibels,
            20 * log10(fit.amplitude / 16_384))
        } else {
          let left = (middle.reduce(0) { $0 + $1 * $1 } / Double(middle.count)).squareRoot()
          line += String(format: "  %@ alias %7.1f dB", method.name, 20 * log10(max(left, 1e-3) / (16_384 / 2.0.squareRoot())))
        }
      }
      print(line)
    }
  }
  try await stretching()
}

private enum Resampler: CaseIterable {
  case sinc, soxr

  var name: String {
    switch self {
    case .sinc: "sinc"
    case .soxr: "soxr"
    }
  }

  func resample(_ pcm: PCM, to rate: Int) throws -> PCM {
    switch self {
    case .sinc: SincResampler.resample(pcm, to: rate)
    case .soxr: try pcm.resampled(to: rate)
    }
  }
}

private enum Stretcher: CaseIterable {
  case wsola, rubberband

  var name: String {
    switch self {
    case .wsola: "WSOLA"
    case .rubberband: "rubberband"
    }
  }

  func stretch(_ pcm: PCM, by factor: Double) -> PCM {
    switch self {
    case .wsola:
      PCM(samples: TimeStretch.stretch(pcm.samples, by: factor, sampleRate: pcm.sampleRate), sampleRate: pcm.sampleRate)
    case .rubberband: pcm.stretched(by: factor)
    }
  }
}

private func stretching() async throws {
  let client = SpeechClient.live(voicesDirectory: PackageFolder.voices, device: "null")
  let sentence = try await client.synthesize(
    Utterance(reading: "まもなく、さんばんせんに、じゅうはちじよんじゅうごふんはつのかいそくがまいります", voice: .builtInDefault))
  let voiced = voicedLength(sentence)
  print(String(format: "stretching (espeak-ng sentence, %.2f s voiced; tones of 2 s at 22,050 Hz)", voiced))
  for (rate, factor) in [(0.5, 2.0), (0.8, 1.25)] {
    for method in Stretcher.allCases {
      let seconds = median((0..<5).map { _ in cpuTime { _ = method.stretch(sentence, by: factor) } })
      let length = voicedLength(method.stretch(sentence, by: factor)) / voiced
      let quality = [130.0, 210].map { f0 in
        let tone = harmonicTone(f0, seconds: 2, rate: 22_050)
        let output = method.stretch(tone, by: factor).samples.map(Double.init)
        let middle = Array(output[(output.count / 10)..<(output.count * 9 / 10)])
        return ToneFit(middle, frequencies: (1...8).map { f0 * Double($0) }, rate: 22_050, window: 1_024)
          .residualDecibels
      }
      let glide = glideFit(method.stretch(harmonicTone(120, to: 150, seconds: 2, rate: 22_050), by: factor), factor: factor)
      print(
        String(
          format:
            "  --rate %.1f  %-10@ %6.2f M samples/s  voiced ×%.3f (asked ×%.2f)  HNR 130 Hz %5.1f dB, 210 Hz %5.1f dB, glide %5.1f dB",
          rate, method.name, Double(sentence.samples.count) / seconds / 1e6, length, factor, -quality[0], -quality[1],
          -glide))
    }
  }
}

/// The CPU time `body` takes, in seconds.
private func cpuTime(_ body: () throws -> Void) rethrows -> Double {
  let start = cpuSeconds()
  try body()
  return cpuSeconds() - start
}

/// From the first to the last sample above 1 % of the peak, in seconds.
private func voicedLength(_ pcm: PCM) -> Double {
  guard let ends = pcm.silentEnds else { return 0 }
  return Double(pcm.samples.count - ends.leading - ends.trailing) / Double(pcm.sampleRate)
}

private func sine(_ frequency: Double, seconds: Double, rate: Int) -> PCM {
  PCM(
    samples: (0..<Int(seconds * Double(rate))).map { Int16((16_384 * sin(2 * .pi * frequency * Double($0) / Double(rate))).rounded()) },
    sampleRate: rate)
}

/// Eight harmonics of `f0` falling as 1/k: a steady voiced sound.
private func harmonicTone(_ f0: Double, seconds: Double, rate: Int) -> PCM {
  PCM(
    samples: (0..<Int(seconds * Double(rate))).map { index in
      let t = Double(index) / Double(rate)
      var value = 0.0
      for k in 1...8 {
        let harmonic = Double(k)
        value += 6_000 / harmonic * sin(2 * Double.pi * f0 * harmonic * t + harmonic)
      }
      return Int16(value.rounded())
    }, sampleRate: rate)
}

/// Eight harmonics falling as 1/k of a pitch gliding from `start` to `end` Hz.
private func harmonicTone(_ start: Double, to end: Double, seconds: Double, rate: Int) -> PCM {
  var phase = 0.0
  return PCM(
    samples: (0..<Int(seconds * Double(rate))).map { index in
      phase += 2 * Double.pi * (start + (end - start) * Double(index) / (seconds * Double(rate))) / Double(rate)
      var value = 0.0
      for k in 1...8 { value += 6_000 / Double(k) * sin(Double(k) * phase + Double(k)) }
      return Int16(value.rounded())
    }, sampleRate: rate)
}

/// The residual of a stretched glide (120 to 150 Hz over 2 s, made `factor` times as long),
/// window by window (23 ms) at the harmonics of the pitch it should have there, allowing the
/// stretcher ±2 Hz (a few milliseconds' shift in time): dB against the fitted harmonics.
private func glideFit(_ pcm: PCM, factor: Double) -> Double {
  let samples = pcm.samples.map(Double.init)
  let window = 512
  let total = 2 * 22_050 * factor
  var (fitted, residual) = (0.0, 0.0)
  var start = samples.count / 10
  while start + window <= samples.count * 9 / 10 {
    let expected = 120 + 30 * (Double(start) + Double(window) / 2) / total
    let part = Array(samples[start..<(start + window)])
    let best = stride(from: expected - 2, through: expected + 2, by: 0.1).map { f0 in
      ToneFit(part, frequencies: (1...8).map { f0 * Double($0) }, rate: 22_050, window: window)
    }.min { $0.residual < $1.residual }!
    (fitted, residual) = (fitted + best.fitted, residual + best.residual)
    start += window
  }
  return 10 * log10(residual / fitted)
}

/// Harmonics of a gliding pitch (110–170 Hz) under a syllable-rate envelope, with a little noise.
private func voiceLike(seconds: Double, rate: Int) -> PCM {
  var generator = SplitMix64(seed: 7)
  var phase = 0.0
  return PCM(
    samples: (0..<Int(seconds * Double(rate))).map { index in
      let t = Double(index) / Double(rate)
      phase += 2 * .pi * (140 + 30 * sin(2 * .pi * 0.7 * t)) / Double(rate)
      var voice = 0.0
      for k in 1...12 { voice += sin(Double(k) * phase) / Double(k) }
      let noise = Double(generator.next() >> 53) / Double(1 << 11) - 0.5
      let envelope = 0.3 + 0.7 * max(0, sin(2 * Double.pi * 4 * t))
      return Int16((7_000 * voice * envelope + 500 * noise).rounded())
    }, sampleRate: rate)
}

/// A least-squares fit of sines and cosines at `frequencies` (and a constant) to `samples`,
/// window by window: how much of the signal is what it should be, and how much is left over.
private struct ToneFit {
  /// The residual's energy against the fitted tones' energy, in dB.
  var residualDecibels: Double
  /// The amplitude of the first frequency, averaged over the windows.
  var amplitude: Double
  /// The energy of the fitted tones and of what is left over.
  var fitted: Double
  var residual: Double

  init(_ samples: [Double], frequencies: [Double], rate: Int, window: Int) {
    var (fitted, residual, amplitudes) = (0.0, 0.0, [Double]())
    var start = 0
    while start + window <= samples.count {
      let basis: [[Double]] =
        frequencies.flatMap { frequency in
          let step = 2 * Double.pi * frequency / Double(rate)
          return [
            (0..<window).map { sin(step * Double(start + $0)) }, (0..<window).map { cos(step * Double(start + $0)) },
          ]
        } + [Array(repeating: 1, count: window)]
      let part = Array(samples[start..<(start + window)])
      let weights = Self.solve(basis, part)
      for index in 0..<window {
        let model = basis.indices.reduce(0.0) { $0 + weights[$1] * basis[$1][index] }
        fitted += model * model
        residual += (part[index] - model) * (part[index] - model)
      }
      amplitudes.append((weights[0] * weights[0] + weights[1] * weights[1]).squareRoot())
      start += window
    }
    (self.fitted, self.residual) = (fitted, residual)
    residualDecibels = 10 * log10(max(residual, 1e-9) / fitted)
    amplitude = amplitudes.reduce(0, +) / Double(max(1, amplitudes.count))
  }

  /// The weights of `basis` nearest `target`: the normal equations, by Gaussian elimination.
  private static func solve(_ basis: [[Double]], _ target: [Double]) -> [Double] {
    let n = basis.count
    var matrix = (0..<n).map { row in
      (0..<n).map { column in zip(basis[row], basis[column]).reduce(0) { $0 + $1.0 * $1.1 } }
        + [zip(basis[row], target).reduce(0) { $0 + $1.0 * $1.1 }]
    }
    for column in 0..<n {
      let pivot = (column..<n).max { abs(matrix[$0][column]) < abs(matrix[$1][column]) }!
      matrix.swapAt(column, pivot)
      for row in 0..<n where row != column && matrix[column][column] != 0 {
        let factor = matrix[row][column] / matrix[column][column]
        for index in column...n { matrix[row][index] -= factor * matrix[column][index] }
      }
    }
    return (0..<n).map { matrix[$0][n] / matrix[$0][$0] }
  }
}
