import CountBikiKit
import Foundation
import SpeechClient

/// What a scene made of a clip: the voice and the noise as they left the chain, kept apart so
/// the speech-to-noise ratio can be checked, and their sum as 16-bit samples.
public struct SceneMix: Sendable {
  public let speech: [Float]
  public let noise: [Float]
  public let output: PCM
}

extension Scene {
  /// The loudest sample a mix may hold: a little under full scale, so rounding never clips.
  static let peakLimit: Float = 32_000

  /// `speech` through the scene, its noise drawn from `seed`, with speech-to-noise `snr` dB
  /// (the scene's own when nil) measured over the whole clip as it leaves the chain. `babble`
  /// gives the i-th voice saying another sentence, at the clip's sample rate.
  public func render(
    _ speech: PCM, snr: Double? = nil, seed: UInt64, babble: (Int) -> PCM? = { _ in nil }
  ) -> SceneMix {
    let rate = speech.sampleRate
    // Nothing to do: the voice as it is, at no cost.
    guard !effects.isEmpty else {
      let voice = speech.samples.map(Float.init)
      return SceneMix(speech: voice, noise: [Float](repeating: 0, count: voice.count), output: speech)
    }
    var voice = speech.samples.map(Float.init)
    var noise = [Float](repeating: 0, count: voice.count)
    var generator = SplitMix64(seed: seed)
    var hasNoise = false
    for effect in effects {
      switch effect {
      case .noise(let color, let level):
        let colour = SceneNoise.Color(rawValue: color) ?? .white
        add(SceneNoise.samples(colour, count: noise.count, using: &generator), level, to: &noise)
        hasNoise = true
      case .babble(let voices, let level):
        let crowd = Self.babble(voices, count: noise.count, babble, using: &generator)
        add(crowd, level, to: &noise)
        hasNoise = true
      case .reverb(let seconds, let mix):
        let tail = Int(SceneReverb.tail(seconds) * Double(rate))
        voice += repeatElement(0, count: tail)
        noise += repeatElement(0, count: tail)
        SceneReverb.apply(&voice, &noise, seconds: seconds, mix: mix, sampleRate: rate)
      default:
        Self.process(&voice, &noise, effect, sampleRate: rate)
      }
    }
    return Self.mix(voice, noise, snr: hasNoise ? (snr ?? self.snr) : nil, sampleRate: rate)
  }

  /// Adds `source` scaled to an RMS of `level` dB (re 1) to `noise`.
  private func add(_ source: [Float], _ level: Double, to noise: inout [Float]) {
    let rms = Self.rms(source)
    guard rms > 0 else { return }
    let factor = Float(pow(10, level / 20)) / rms
    for index in noise.indices { noise[index] += source[index] * factor }
  }

  /// The effects that change samples in place, the same for voice and noise. Noise that is
  /// still silence stays silence through each of them.
  static func process(
    _ voice: inout [Float], _ noise: inout [Float], _ effect: SceneEffect, sampleRate: Int
  ) {
    switch effect {
    case .band(let low, let high, let order):
      SceneFilter.band(&voice, &noise, low: low, high: high, order: order, sampleRate: sampleRate)
    case .rate(let hz):
      SceneFilter.resample(&voice, &noise, through: hz, sampleRate: sampleRate)
    case .compressor(let threshold, let ratio, let attack, let release):
      SceneDynamics.compress(
        &voice, &noise, threshold: threshold, ratio: ratio, attack: attack, release: release,
        sampleRate: sampleRate)
    case .gain(let decibels):
      SceneDynamics.gain(&voice, decibels: decibels)
      SceneDynamics.gain(&noise, decibels: decibels)
    case .sway(let depth, let rate):
      SceneDynamics.sway(&voice, depth: depth, rate: rate, sampleRate: sampleRate)
      SceneDynamics.sway(&noise, depth: depth, rate: rate, sampleRate: sampleRate)
    case .noise, .babble, .reverb:
      break
    }
  }

  /// `voices` clips of other sentences, each from a random point and looped to fill `count`
  /// samples, at equal loudness, summed.
  static func babble(
    _ voices: Int, count: Int, _ clip: (Int) -> PCM?, using generator: inout SplitMix64
  ) -> [Float] {
    var crowd = [Float](repeating: 0, count: count)
    for index in 0..<voices {
      guard let pcm = clip(index), !pcm.samples.isEmpty else { continue }
      let samples = pcm.samples.map(Float.init)
      let rms = rms(samples)
      guard rms > 0 else { continue }
      let scale = 1 / rms
      var position = Int(generator.uniform(below: UInt64(samples.count)))
      samples.withUnsafeBufferPointer { samples in
        crowd.withUnsafeMutableBufferPointer { crowd in
          // In runs up to the clip's end, so each run is a plain loop the processor vectorises.
          var sample = 0
          while sample < count {
            let run = min(count - sample, samples.count - position)
            let from = samples.baseAddress! + position
            let to = crowd.baseAddress! + sample
            for offset in 0..<run { to[offset] += from[offset] * scale }
            sample += run
            position += run
            if position == samples.count { position = 0 }
          }
        }
      }
    }
    return crowd
  }

  /// Voice plus noise scaled to `snr` dB, the two scaled down together if the sum would pass
  /// the peak limit.
  static func mix(_ voice: [Float], _ noise: [Float], snr: Double?, sampleRate: Int) -> SceneMix {
    var voice = voice
    var noise = noise
    var factor: Float = 0
    if let snr {
      let speechEnergy = energy(voice)
      let noiseEnergy = energy(noise)
      if noiseEnergy > 0 { factor = Float(sqrt(speechEnergy / (noiseEnergy * pow(10, snr / 10)))) }
    }
    var sum = [Float](repeating: 0, count: voice.count)
    var peak: Float = 0
    voice.withUnsafeBufferPointer { voice in
      noise.withUnsafeMutableBufferPointer { noise in
        sum.withUnsafeMutableBufferPointer { sum in
          for index in sum.indices {
            noise[index] *= factor
            sum[index] = voice[index] + noise[index]
            peak = max(peak, abs(sum[index]))
          }
        }
      }
    }
    // A clip with nothing added keeps its samples unless an effect pushed them past full scale.
    if peak > (snr == nil ? 32_767 : peakLimit) {
      let factor = peakLimit / peak
      for index in sum.indices {
        voice[index] *= factor
        noise[index] *= factor
        sum[index] *= factor
      }
    }
    let samples = [Int16](unsafeUninitializedCapacity: sum.count) { samples, count in
      for index in sum.indices { samples[index] = sample(sum[index]) }
      count = sum.count
    }
    return SceneMix(
      speech: voice, noise: noise, output: PCM(samples: samples, sampleRate: sampleRate))
  }

  /// `value` as a 16-bit sample: held to the sample's range, then rounded to the nearest whole
  /// number with halves away from zero (as `rounded()` does), in arithmetic the processor does
  /// on several samples at once rather than a call per sample.
  @inline(__always) static func sample(_ value: Float) -> Int16 {
    let held = max(-32_768, min(32_767, value))
    // Conversion to an integer truncates toward zero; the fraction left is exact.
    let whole = Int32(held)
    let fraction = held - Float(whole)
    // Selects rather than branches: a noisy clip's fractions fall either way at random.
    let up: Int32 = fraction >= 0.5 ? 1 : 0
    let down: Int32 = fraction <= -0.5 ? 1 : 0
    return Int16(truncatingIfNeeded: whole &+ up &- down)
  }

  /// The sum of squares, in four running sums side by side (so the additions overlap).
  static func energy(_ samples: [Float]) -> Double {
    var sums = SIMD4<Double>.zero
    let whole = samples.count / 4 * 4
    samples.withUnsafeBufferPointer { samples in
      var index = 0
      while index < whole {
        let four = SIMD4<Double>(
          Double(samples[index]), Double(samples[index + 1]), Double(samples[index + 2]),
          Double(samples[index + 3]))
        sums += four * four
        index += 4
      }
    }
    var total = sums.sum()
    for index in whole..<samples.count { total += Double(samples[index]) * Double(samples[index]) }
    return total
  }

  static func rms(_ samples: [Float]) -> Float {
    samples.isEmpty ? 0 : Float(sqrt(energy(samples) / Double(samples.count)))
  }
}
