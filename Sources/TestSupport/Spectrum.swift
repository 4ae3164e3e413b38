import Foundation

/// Where the energy of a clip lies in frequency: a radix-2 fast Fourier transform (Cooley and
/// Tukey) of the whole clip, zero-padded to a power of two.
public enum Spectrum {
  /// The share (0–1) of the energy of `samples` between `low` and `high` Hz.
  public static func share(
    of samples: [Int16], sampleRate: Int, from low: Double, to high: Double
  ) -> Double {
    var size = 1
    while size < samples.count { size *= 2 }
    var real = [Double](repeating: 0, count: size)
    var imaginary = [Double](repeating: 0, count: size)
    for (index, sample) in samples.enumerated() { real[index] = Double(sample) }
    transform(&real, &imaginary)
    var inside = 0.0
    var total = 0.0
    for bin in 1..<(size / 2) {
      let power = real[bin] * real[bin] + imaginary[bin] * imaginary[bin]
      let frequency = Double(bin) * Double(sampleRate) / Double(size)
      total += power
      if frequency >= low && frequency <= high { inside += power }
    }
    return total == 0 ? 0 : inside / total
  }

  /// In-place iterative FFT; the count must be a power of two.
  static func transform(_ real: inout [Double], _ imaginary: inout [Double]) {
    let n = real.count
    var j = 0
    for i in 1..<n {
      var bit = n >> 1
      while j & bit != 0 {
        j ^= bit
        bit >>= 1
      }
      j |= bit
      if i < j {
        real.swapAt(i, j)
        imaginary.swapAt(i, j)
      }
    }
    var length = 2
    while length <= n {
      let angle = -2 * Double.pi / Double(length)
      for start in stride(from: 0, to: n, by: length) {
        for k in 0..<(length / 2) {
          let (c, s) = (cos(angle * Double(k)), sin(angle * Double(k)))
          let a = start + k
          let b = a + length / 2
          let tr = real[b] * c - imaginary[b] * s
          let ti = real[b] * s + imaginary[b] * c
          real[b] = real[a] - tr
          imaginary[b] = imaginary[a] - ti
          real[a] += tr
          imaginary[a] += ti
        }
      }
      length *= 2
    }
  }

  /// Speech-to-noise in dB of a clip heard against its clean original: the clean clip's share
  /// of the noisy one is found by projection (so an overall change of level does not count as
  /// noise), and what is left over is the noise.
  public static func snr(noisy: [Int16], clean: [Int16]) -> Double {
    let count = min(noisy.count, clean.count)
    var cross = 0.0
    var cleanEnergy = 0.0
    for index in 0..<count {
      cross += Double(noisy[index]) * Double(clean[index])
      cleanEnergy += Double(clean[index]) * Double(clean[index])
    }
    let gain = cross / cleanEnergy
    var noise = 0.0
    for index in 0..<noisy.count {
      let speech = index < count ? gain * Double(clean[index]) : 0
      let rest = Double(noisy[index]) - speech
      noise += rest * rest
    }
    return 10 * log10(gain * gain * cleanEnergy / noise)
  }
}
