import CountBikiKit
import Foundation

/// The speakers of a session: one voice, or several that take turns question by question
/// (`--voice A,B` or `--voice mix`), each perhaps a little faster or slower than its normal
/// speed (`--vary`). Hearing several talkers trains an ear better than hearing one.
///
/// Who says a question follows from the session's seed and what is said, so a seeded run gets
/// the same speakers on every machine, and a replay of a question keeps its speaker.
public struct VoiceMix: Hashable, Sendable {
  /// The speakers, in the order the learner named them; never empty.
  public let voices: [VoiceProfile]
  /// Whether each utterance's rate is spread by up to ±`rateSpread`.
  public let vary: Bool

  /// The largest change `vary` makes to a rate: ±10 %.
  public static let rateSpread = 0.1
  /// The word that asks for every installed natural voice (or every installed voice).
  public static let everyVoice = "mix"

  /// `voices`, or espeak-ng's default voice when it is empty.
  public init(_ voices: [VoiceProfile], vary: Bool = false) {
    self.voices = voices.isEmpty ? [.builtInDefault] : voices
    self.vary = vary
  }

  /// The first speaker, the one a single-voice session has.
  public var first: VoiceProfile { voices[0] }

  /// The speaker named `id` (the quiz draws it with `SpeakerTurn`), or the first speaker when
  /// `id` is nil or names none of them.
  public func voice(_ id: String?) -> VoiceProfile {
    voices.first { $0.id == id } ?? first
  }

  /// The speaker whose turn it is to say `text` in a session seeded `seed`: the one draw
  /// `SpeakerTurn` makes, for what is said outside a quiz (`say`, `export`).
  public func speakerID(for text: String, seed: UInt64) -> String? {
    SpeakerTurn.voice(of: text, seed: seed, among: voices.map(\.id))
  }

  /// The multiplier `vary` puts on the rate of `text` in a session seeded `seed`: 1 unless
  /// `vary`; then 0.9…1.1 in steps of 0.01.
  public func rateSpread(for text: String, seed: UInt64) -> Double {
    guard vary else { return 1 }
    // 21 steps from -10 % to +10 %, from bits the voice's index does not use.
    let step = Int(Self.mixed(SpeakerTurn.draw(text, seed: seed)) % 21) - 10
    return 1 + Double(step) / 100
  }

  /// The profiles `--voice mix` means: every installed real speaker of every natural engine
  /// (one profile each, the highest ranked, not its faster or pitch-shifted copies) when there
  /// are two or more, else every installed voice.
  public static func every(
    of profiles: [VoiceProfile], environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> [VoiceProfile] {
    let installed = profiles.filter { VoiceCatalog.isInstalled($0, environment: environment) }
    var natural: [String: VoiceProfile] = [:]
    for profile in installed {
      guard let speaker = profile.naturalSpeaker else { continue }
      if let known = natural[speaker], (known.rank, profile.id) > (profile.rank, known.id) { continue }
      natural[speaker] = profile
    }
    return natural.count >= 2 ? VoiceProfile.sorted(Array(natural.values)) : installed
  }

  /// One draw of the project's seeded generator from `value`: every input bit moves every
  /// output bit.
  static func mixed(_ value: UInt64) -> UInt64 {
    var generator = SplitMix64(seed: value)
    return generator.next()
  }
}
