import CountBikiKit
import Foundation

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
        SceneReverb.apply(&voice, seconds: seconds, mix: mix, sampleRate: rate)
        if hasNoise { SceneReverb.apply(&noise, seconds: seconds, mix: mix, sampleRate: rate) }
      default:
        Self.process(&voice, effect, sampleRate: rate)
        if hasNoise { Self.process(&noise, effect, sampleRate: rate) }
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

  /// The effects that change samples in place, the same for voice and noise.
  static func process(_ samples: inout [Float], _ effect: SceneEffect, sampleRate: Int) {
    switch effect {
    case .band(let low, let high, let order):
      SceneFilter.band(&samples, low: low, high: high, order: order, sampleRate: sampleRate)
    case .rate(let hz):
      SceneFilter.resample(&samples, through: hz, sampleRate: sampleRate)
    case .compressor(let threshold, let ratio, let attack, let release):
      SceneDynamics.compress(
        &samples, threshold: threshold, ratio: ratio, attack: attack, release: release,
        sampleRate: sampleRate)
    case .gain(let decibels):
      SceneDynamics.gain(&samples, decibels: decibels)
    case .sway(let depth, let rate):
      SceneDynamics.sway(&samples, depth: depth, rate: rate, sampleRate: sampleRate)
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
          for sample in 0..<count {
            crowd[sample] += samples[position] * scale
            position += 1
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
    var noise = noise
    if let snr {
      let speechEnergy = energy(voice)
      let noiseEnergy = energy(noise)
      let factor = noiseEnergy > 0 ? Float(sqrt(speechEnergy / (noiseEnergy * pow(10, snr / 10)))) : 0
      for index in noise.indices { noise[index] *= factor }
    } else {
      noise = [Float](repeating: 0, count: voice.count)
    }
    var sum = [Float](repeating: 0, count: voice.count)
    var peak: Float = 0
    for index in sum.indices {
      sum[index] = voice[index] + noise[index]
      peak = max(peak, abs(sum[index]))
    }
    var voice = voice
    // A clip with nothing added keeps its samples unless an effect pushed them past full scale.
    if peak > (snr == nil ? 32_767 : peakLimit) {
      let factor = peakLimit / peak
      for index in sum.indices {
        voice[index] *= factor
        noise[index] *= factor
        sum[index] *= factor
      }
    }
    let samples = sum.map { Int16(max(-32_768, min(32_767, $0.rounded()))) }
    return SceneMix(
      speech: voice, noise: noise, output: PCM(samples: samples, sampleRate: sampleRate))
  }

  static func energy(_ samples: [Float]) -> Double {
    samples.reduce(0) { $0 + Double($1) * Double($1) }
  }

  static func rms(_ samples: [Float]) -> Float {
    samples.isEmpty ? 0 : Float(sqrt(energy(samples) / Double(samples.count)))
  }
}
