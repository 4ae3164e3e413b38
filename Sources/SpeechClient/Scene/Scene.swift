import Foundation

/// A listening situation: a chain of effects on the voice and the noise around it, read from a
/// scene file (`Voices/scenes/shop.json`). Scenes are data; the effects they can name are code.
public struct Scene: Hashable, Sendable {
  /// The id: the file's name without `.json` (`shop`).
  public let id: String
  public let title: String
  /// The speech-to-noise ratio in dB when `--snr` does not set one.
  public let snr: Double
  public let effects: [SceneEffect]

  public init(id: String, title: String, snr: Double = 10, effects: [SceneEffect]) {
    self.id = id
    self.title = title
    self.snr = snr
    self.effects = effects
  }

  /// The scene without effects: the voice as it is synthesized.
  public static let clean = Scene(id: "clean", title: "Silence", effects: [])

  /// `--snr` takes this range, in dB.
  public static let snrRange = -10.0...40.0

  /// Whether the scene adds noise (and so has a speech-to-noise ratio).
  public var isNoisy: Bool {
    effects.contains {
      switch $0 {
      case .noise, .babble: true
      default: false
      }
    }
  }
}

/// The colours of noise a scene file can name.
public enum SceneNoiseColor: String, Sendable, Hashable, CaseIterable {
  case white, pink, brown
}

/// One link of a scene's chain. Sources (noise, babble) add to the noise; the others change the
/// voice and the noise added before them alike.
public enum SceneEffect: Hashable, Sendable {
  /// Noise of a colour at `level` dB against the scene's other noise.
  case noise(color: String, level: Double)
  /// `voices` of our own voices saying other sentences, overlapped, at `level` dB.
  case babble(voices: Int, level: Double)
  /// Only `low`…`high` Hz pass, through Butterworth edges of `order`.
  case band(low: Double, high: Double, order: Int)
  /// The sound as if sampled at `rate` Hz (a telephone's 8,000).
  case rate(Int)
  /// A light compressor.
  case compressor(threshold: Double, ratio: Double, attack: Double, release: Double)
  /// A room: `seconds` of reverberation time, `mix` the reverberant share.
  case reverb(seconds: Double, mix: Double)
  case gain(Double)
  /// The level rises and falls by `depth` dB `rate` times a second.
  case sway(depth: Double, rate: Double)
}
