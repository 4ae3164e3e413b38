import CountBikiKit
import SpeechClient
import Synchronization

extension SceneChoice {
  /// Everyday sentences said by the babble's voices: a shop's and a station's.
  static let babbleSentences = [
    "いらっしゃいませ", "ありがとうございました", "ポイントカードはおもちですか", "しょうしょうおまちください",
    "こちらでおめしあがりですか", "まもなくでんしゃがまいります", "きいろいせんのうちがわまでおさがりください",
    "ふくろはごりようですか", "レシートはごりようですか", "つぎのかたどうぞ",
  ]

  /// Babble already said, so a session says each sentence once per voice, rate and pitch.
  private static let babbleCache = Mutex<[Utterance: PCM]>([:])

  /// `clip` (what an engine said) heard in the scene. The babble is the same voice saying other
  /// sentences, each at its own pitch and rate, made by `synthesize`.
  func apply(
    to clip: PCM, babbleVoice utterance: Utterance,
    synthesize: (Utterance) async throws -> PCM
  ) async throws -> PCM {
    let voices = scene.effects.reduce(0) { most, effect in
      if case .babble(let count, _) = effect { return max(most, count) }
      return most
    }
    var generator = SplitMix64(seed: seed)
    var crowd: [PCM] = []
    for index in 0..<voices {
      let sentence = Self.babbleSentences[
        Int(generator.uniform(below: UInt64(Self.babbleSentences.count)))]
      var other = Utterance(
        reading: sentence, voice: utterance.voice,
        rate: min(1.4, utterance.rate * (0.9 + 0.1 * Double(index % 4))),
        pitch: 0.7 + 0.15 * Double(index % 5), volume: 1)
      other.scene = nil
      var pcm: PCM
      if let known = Self.babbleCache.withLock({ $0[other] }) {
        pcm = known
      } else {
        pcm = try await synthesize(other)
        Self.babbleCache.withLock { cache in
          if cache.count >= 64 { cache.removeAll() }
          cache[other] = pcm
        }
      }
      if pcm.sampleRate != clip.sampleRate { pcm = PCM(samples: [], sampleRate: clip.sampleRate) }
      crowd.append(pcm)
    }
    return scene.render(clip, snr: snr, seed: seed, babble: { crowd.indices.contains($0) ? crowd[$0] : nil })
      .output
  }
}
