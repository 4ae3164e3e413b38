/// The project's seeded generator: SplitMix64 (Steele, Lea and Flood, 2014).
///
/// Its output depends only on the seed and plain 64-bit arithmetic, so a seed gives the same
/// numbers on every machine and toolchain. Sampling from it goes through `Sampling`, never through
/// the standard library's `random(in:using:)`, whose algorithm may change between Swift releases.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable, Codable {
  /// The internal state; advancing it by the golden-ratio increment is the whole algorithm.
  public private(set) var state: UInt64

  public init(seed: UInt64) {
    state = seed
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
