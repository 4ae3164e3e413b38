/// Where an adaptive session (`drill --adaptive`) ended: the speech-to-noise ratio and the speed
/// at which the learner caught the numbers about 70.7 % of the time, in the session's scene.
public struct ThresholdRecord: Hashable, Sendable, Codable {
  /// The scene the numbers were heard in: `shop`.
  public let scene: String
  /// Speech over noise in dB: the lower, the more noise the learner copes with.
  public let snr: Double
  /// The speaking-rate multiplier: the higher, the faster the speech the learner copes with.
  public let rate: Double
  /// The answers it was measured from.
  public let answers: Int
  /// Whether both tracks found their threshold; false for an estimate from a session that
  /// ended before.
  public let found: Bool

  public init(scene: String, snr: Double, rate: Double, answers: Int, found: Bool) {
    self.scene = scene
    self.snr = snr
    self.rate = rate
    self.answers = answers
    self.found = found
  }
}
