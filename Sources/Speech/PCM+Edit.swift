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

  /// Multiplies every sample by `factor`, clipping at full scale.
  mutating func scale(by factor: Double) {
    guard factor != 1 else { return }
    for index in samples.indices {
      samples[index] = Int16(max(-32768, min(32767, (Double(samples[index]) * factor).rounded())))
    }
  }
}
