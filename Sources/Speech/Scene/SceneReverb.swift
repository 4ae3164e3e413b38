import Foundation

/// Schroeder's reverberator: four comb filters in parallel, their delays mutually prime and
/// their feedback set so each decays by 60 dB in the reverberation time, then two all-pass
/// filters in series to thicken the echoes. A one-pole low-pass in each comb's loop makes the
/// tail darker as it fades, as a hall's air does.
enum SceneReverb {
  static let combMilliseconds = [29.7, 37.1, 41.1, 43.7]
  static let allPassMilliseconds = [5.0, 1.7]
  static let allPassGain: Float = 0.7

  /// Seconds of tail added after the sound for a reverberation time (the clip grows by this).
  static func tail(_ seconds: Double) -> Double { min(seconds, 3) }

  /// `samples` in a room whose reverberation time is `seconds`; `mix` is the share of the
  /// reverberant sound (0 dry … 1 wet). `samples` must already hold the room for the tail.
  static func apply(_ samples: inout [Float], seconds: Double, mix: Double, sampleRate: Int) {
    let count = samples.count
    var wet = [Float](repeating: 0, count: count)
    let delays = combMilliseconds.map { max(1, Int($0 * Double(sampleRate) / 1000)) }
    let feedbacks = combMilliseconds.map { Float(pow(10, -3 * $0 / 1000 / seconds)) }
    // The four combs run side by side in one pass, each with its own delay line.
    var lines = delays.map { [Float](repeating: 0, count: $0) }
    var positions = [Int](repeating: 0, count: delays.count)
    var damped = [Float](repeating: 0, count: delays.count)
    samples.withUnsafeBufferPointer { input in
      wet.withUnsafeMutableBufferPointer { wet in
        for comb in delays.indices {
          let delay = delays[comb]
          let feedback = feedbacks[comb]
          var position = positions[comb]
          var low = damped[comb]
          lines[comb].withUnsafeMutableBufferPointer { line in
            for index in 0..<count {
              let out = line[position]
              low = out * 0.8 + low * 0.2
              line[position] = input[index] + low * feedback
              wet[index] += out
              position += 1
              if position == delay { position = 0 }
            }
          }
          positions[comb] = position
          damped[comb] = low
        }
        for milliseconds in allPassMilliseconds {
          let delay = max(1, Int(milliseconds * Double(sampleRate) / 1000))
          var line = [Float](repeating: 0, count: delay)
          var position = 0
          line.withUnsafeMutableBufferPointer { line in
            for index in 0..<count {
              let delayed = line[position]
              let value = wet[index]
              let out = -allPassGain * value + delayed
              line[position] = value + allPassGain * out
              wet[index] = out
              position += 1
              if position == delay { position = 0 }
            }
          }
        }
      }
    }
    let dry = Float(1 - mix)
    let amount = Float(mix) / Float(combMilliseconds.count)
    for index in 0..<count { samples[index] = samples[index] * dry + wet[index] * amount }
  }
}
