import Foundation
import SpeechClient

/// Schroeder's reverberator: four comb filters in parallel, their delays mutually prime and
/// their feedback set so each decays by 60 dB in the reverberation time, then two all-pass
/// filters in series to thicken the echoes. A one-pole low-pass in each comb's loop makes the
/// tail darker as it fades, as a hall's air does.
enum SceneReverb {
  /// Exactly four: the loop that runs them names each.
  static let combMilliseconds = [29.7, 37.1, 41.1, 43.7]
  /// Exactly two, in series.
  static let allPassMilliseconds = [5.0, 1.7]
  static let allPassGain: Float = 0.7

  /// Seconds of tail added after the sound for a reverberation time (the clip grows by this).
  static func tail(_ seconds: Double) -> Double { min(seconds, 3) }

  /// The voice and the noise in a room whose reverberation time is `seconds`; `mix` is the
  /// share of the reverberant sound (0 dry … 1 wet). Both must already hold the room for the
  /// tail. The two run side by side (lane 0 the voice, lane 1 the noise), and every comb and
  /// all-pass in one pass over the samples, each with its own delay line.
  static func apply(
    _ voice: inout [Float], _ noise: inout [Float], seconds: Double, mix: Double, sampleRate: Int
  ) {
    typealias Pair = SIMD2<Float>
    let count = voice.count
    precondition(noise.count == count)
    let delays = combMilliseconds.map { max(1, Int($0 * Double(sampleRate) / 1000)) }
    let combs = delays.indices.map { index in
      Comb(
        start: delays[..<index].reduce(0, +), delay: delays[index],
        feedback: Float(pow(10, -3 * combMilliseconds[index] / 1000 / seconds)))
    }
    // All four delay lines in one buffer, one after another.
    var lines = [Pair](repeating: .zero, count: delays.reduce(0, +))
    let allPassDelays = allPassMilliseconds.map { max(1, Int($0 * Double(sampleRate) / 1000)) }
    let allPasses = allPassDelays.indices.map { index in
      AllPass(start: allPassDelays[..<index].reduce(0, +), delay: allPassDelays[index])
    }
    var allPassLines = [Pair](repeating: .zero, count: allPassDelays.reduce(0, +))
    let dry = Float(1 - mix)
    let amount = Float(mix) / Float(combMilliseconds.count)
    voice.withUnsafeMutableBufferPointer { voice in
      noise.withUnsafeMutableBufferPointer { noise in
        lines.withUnsafeMutableBufferPointer { lines in
          allPassLines.withUnsafeMutableBufferPointer { allPassLines in
            // Every part as a local, so its state stays in registers through the loop.
            var (comb0, comb1, comb2, comb3) = (combs[0], combs[1], combs[2], combs[3])
            var (allPass0, allPass1) = (allPasses[0], allPasses[1])
            for index in 0..<count {
              let x = Pair(voice[index], noise[index])
              var wet = Pair.zero + comb0.step(x, lines)
              wet += comb1.step(x, lines)
              wet += comb2.step(x, lines)
              wet += comb3.step(x, lines)
              wet = allPass1.step(allPass0.step(wet, allPassLines), allPassLines)
              voice[index] = voice[index] * dry + wet.x * amount
              noise[index] = noise[index] * dry + wet.y * amount
            }
          }
        }
      }
    }
  }

  /// One comb filter: its delay line is `delay` samples of a shared buffer from `start`.
  private struct Comb {
    let start: Int
    let end: Int
    let feedback: SIMD2<Float>
    var position: Int
    var low = SIMD2<Float>.zero

    init(start: Int, delay: Int, feedback: Float) {
      self.start = start
      end = start + delay
      self.feedback = SIMD2(repeating: feedback)
      position = start
    }

    /// Takes `x` in and gives what left the delay line `delay` samples ago.
    @inline(__always) mutating func step(
      _ x: SIMD2<Float>, _ lines: UnsafeMutableBufferPointer<SIMD2<Float>>
    ) -> SIMD2<Float> {
      let out = lines[position]
      low = out * 0.8 + low * 0.2
      lines[position] = x + low * feedback
      position += 1
      if position == end { position = start }
      return out
    }
  }

  /// One all-pass filter: its delay line is `delay` samples of a shared buffer from `start`.
  private struct AllPass {
    let start: Int
    let end: Int
    var position: Int

    init(start: Int, delay: Int) {
      self.start = start
      end = start + delay
      position = start
    }

    @inline(__always) mutating func step(
      _ value: SIMD2<Float>, _ lines: UnsafeMutableBufferPointer<SIMD2<Float>>
    ) -> SIMD2<Float> {
      let gain = SIMD2<Float>(repeating: allPassGain)
      let out = -gain * value + lines[position]
      lines[position] = value + gain * out
      position += 1
      if position == end { position = start }
      return out
    }
  }
}
