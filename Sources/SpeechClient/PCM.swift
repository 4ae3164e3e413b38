/// Mono 16-bit audio: what synthesis produces and playback consumes.
public struct PCM: Hashable, Sendable {
  public var samples: [Int16]
  /// Samples per second.
  public var sampleRate: Int

  public init(samples: [Int16], sampleRate: Int) {
    self.samples = samples
    self.sampleRate = sampleRate
  }

  /// The length in seconds.
  public var duration: Double { Double(samples.count) / Double(sampleRate) }

  /// `seconds` of silence.
  public static func silence(seconds: Double, sampleRate: Int) -> PCM {
    PCM(samples: Array(repeating: 0, count: Int((seconds * Double(sampleRate)).rounded())), sampleRate: sampleRate)
  }
}
