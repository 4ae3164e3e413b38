import CountBikiKit

/// A scene as one utterance is heard in it: the scene, the speech-to-noise ratio (the scene's
/// own when nil) and the seed its noise and babble are drawn from.
public struct SceneChoice: Hashable, Sendable {
  public var scene: Scene
  public var snr: Double?
  public var seed: UInt64

  public init(_ scene: Scene, snr: Double? = nil, seed: UInt64) {
    self.scene = scene
    self.snr = snr
    self.seed = seed
  }

  /// A seed for one utterance of a session: the session's seed mixed with what is said
  /// (FNV-1a over its UTF-8), so each question has its own noise and a replay the same.
  public static func seed(_ session: UInt64, for text: String) -> UInt64 {
    session ^ StableHash.fnv1a(text)
  }

}
