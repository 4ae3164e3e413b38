import CountBikiKit
import Foundation
import SpeechClient
import TestSupport
import Testing

@testable import Speech

/// Kokoro as this machine installs it for every learner (CI runs
/// `XDG_DATA_HOME=/usr/local/share countbiki voices install kokoro`): one worker for the whole
/// test process, so the model loads once.
let kokoroEnvironment: [String: String] = {
  let home = (try? TemporaryFolder.make("countbiki-kokoro")) ?? TemporaryFolder.root
  var environment = Isolation.environment(home: home, systemVoices: true)
  // A machine busy with other work may take many times the usual second a clip: the tests check
  // what is said, the benchmark how fast.
  environment["COUNTBIKI_ENGINE_DEADLINE_MS"] = "300000"
  return environment
}()
/// Started again as often as needed: a stop signal another test sends in this process ends
/// every child of it, this worker too.
let kokoro = KokoroEngine(environment: kokoroEnvironment, restarts: 50)

/// The built-in profile `id` of a Kokoro speaker, failing the test when Kokoro is not installed.
func kokoroVoice(_ id: String = "kokoro-alpha") throws -> (profile: VoiceProfile, voice: KokoroVoice) {
  do {
    _ = try KokoroInstallation.locate(environment: kokoroEnvironment)
  } catch {
    throw TestFailure(
      "\(error.description) For the tests, install it for every user: `XDG_DATA_HOME=/usr/local/share countbiki voices install kokoro`."
    )
  }
  let profile = try VoiceProfile.named(id, in: builtInVoices)
  guard case .kokoro(let voice) = profile.engine else { throw TestFailure("\(id) is not a Kokoro voice") }
  return (profile, voice)
}

/// The length of `pcm` without its silent ends, in seconds.
func voicedSeconds(_ pcm: PCM) -> Double {
  guard let ends = pcm.silentEnds else { return 0 }
  return Double(pcm.samples.count - ends.leading - ends.trailing) / Double(pcm.sampleRate)
}

@Test func kokoroSays600HonAsRoppyappon() async throws {
  try await ahead {
    let (profile, voice) = try kokoroVoice()
    let utterance = Utterance(reading: "ろっぴゃっぽん", written: "600本", voice: profile)
    let clip = try await kokoro.render(utterance, voice: voice, rate: 1, sampleRate: SpeechEngines.sampleRate)
    #expect(clip.engine == "kokoro")
    #expect(clip.engineText == "ɾoʔpʲaʔpoɴ")
    #expect(clip.engineReading == "ろっぴゃっぽん")
    #expect(clip.pcm.sampleRate == 22050)
    #expect((0.5...2.5).contains(voicedSeconds(clip.pcm)), "\(voicedSeconds(clip.pcm)) s")
    #expect(peak(clip.pcm) > 3000)
  }
}

/// Every kana our readings use, in the places that change its sound, goes to Kokoro as phonemes
/// that spell it back: small kana, っ before each consonant, ん before each class of sound
/// (m before m p b, ŋ before k g, ɲ before ɲ ʨ ʥ, n before n t d ɾ z, ɴ elsewhere), long vowels.
@Test func everyKanaComesBackFromItsPhonemes() async throws {
  try await ahead {
    _ = try kokoroVoice()
    let plain = (0x3042...0x3093).compactMap(Unicode.Scalar.init).map(String.init).filter {
      !"ぁぃぅぇぉっゃゅょゎゐゑをぢづ".contains($0)
    } + ["ゔ"]
    let small = [
      "きゃ", "きゅ", "きょ", "ぎゃ", "ぎゅ", "ぎょ", "しゃ", "しゅ", "しょ", "しぇ", "じゃ", "じゅ", "じょ", "じぇ",
      "ちゃ", "ちゅ", "ちょ", "ちぇ", "にゃ", "にゅ", "にょ", "ひゃ", "ひゅ", "ひょ", "びゃ", "びゅ", "びょ", "ぴゃ",
      "ぴゅ", "ぴょ", "みゃ", "みゅ", "みょ", "りゃ", "りゅ", "りょ", "ふぁ", "ふぃ", "ふぇ", "ふぉ", "てぃ", "でぃ",
      "でゅ", "とぅ", "どぅ", "うぃ", "うぇ", "うぉ", "いぇ", "つぁ", "つぇ", "つぉ", "ゔぁ", "ゔぃ", "ゔぇ", "ゔぉ",
    ]
    var words = plain + small
    words += plain.filter { !"あいうえおやゆよわんゔ".contains($0) }.map { "あっ" + $0 }
    words += (plain + small).map { "あん" + $0 }
    words += ["かあ", "きい", "くう", "けえ", "けい", "こう", "こお", "きゅう", "しょう", "じゅう", "ばー", "びー", "ぶー", "べー", "ぼー"]
    words += ["ひゃっぽん", "はっぴゃく", "いっちょう", "にんぎょう", "こんにちわ", "せんえん", "きんようび"]
    for word in words {
      let parts = [SpokenPart(written: word, reading: word)]
      let (phonemes, kana) = try await kokoro.phonemes(for: parts)
      #expect(kana == KokoroText.spelling(OpenJTalkTrace.soundKey(word)), "\(word) → \(phonemes) → \(kana)")
    }
    let nasals = ["さんぽ": "sampo", "さんか": "saŋka", "さんにん": "saɲɲiɴ", "さんど": "sando", "さんえん": "saɴeɴ", "じゅう": "ʥɨː"]
    for (word, expected) in nasals {
      #expect(try await kokoro.phonemes(for: [SpokenPart(written: word, reading: word)]).phonemes == expected)
    }
  }
}

/// Every topic's clips, alone and in sentences (two each, 300 in a full sweep): the phonemes
/// given to Kokoro spell our reading (`phonemes(for:)` throws where they do not).
@Test func thePhonemesOfEveryTopicSpellOurReading() async throws {
  try await ahead {
    _ = try kokoroVoice()
    let topics = BuiltIn.catalog.topics
    let hosts = Deck.hosts(from: topics)
    var checked = 0
    for topic in topics {
      for context in [Context.bare, .sentence] {
        var deck = Deck(topics: [topic], seed: 31, context: context, hosts: hosts)
        for _ in 0..<Sweep.count(2, full: 300) {
          let question = deck.next()
          do {
            let (_, kana) = try await kokoro.phonemes(for: question.spokenParts)
            #expect(!kana.isEmpty)
            checked += 1
          } catch {
            Issue.record("\(topic.id) \(question.reading.canonical): \(error)")
          }
        }
      }
    }
    #expect(checked == topics.count * 2 * Sweep.count(2, full: 300))
  }
}

/// The rate goes through the model's own speed and the voiced length shows it: half rate for
/// every speaker, and the README's `--rate 0.8` for the first. The clip is 5本, short, as each
/// second of a Kokoro clip costs the worker about a second of processor time.
@Test(arguments: ["kokoro-alpha", "kokoro-gongitsune", "kokoro-nezumi", "kokoro-tebukuro", "kokoro-kumo"])
func aSlowerRateMakesKokoroSpeakLonger(id: String) async throws {
  try await ahead {
    let (profile, voice) = try kokoroVoice(id)
    func seconds(_ rate: Double) async throws -> Double {
      let utterance = Utterance(reading: "ごほん", written: "5本", voice: profile, rate: rate)
      return voicedSeconds(
        try await kokoro.render(utterance, voice: voice, rate: rate, sampleRate: SpeechEngines.sampleRate).pcm)
    }
    let normal = try await seconds(1)
    if id == "kokoro-alpha" {
      let slower = try await seconds(0.8)
      #expect(slower >= normal * 1.15, "\(id): \(slower) s at 0.8 against \(normal) s")
    }
    let half = try await seconds(0.5)
    #expect(half >= normal * 1.8, "\(id): \(half) s at 0.5 against \(normal) s")
  }
}

/// A higher pitch raises every frequency (more zero crossings a second) and keeps the length.
@Test func aHigherPitchRaisesKokoroAndKeepsItsLength() async throws {
  try await ahead {
    let (profile, voice) = try kokoroVoice("kokoro-gongitsune")
    func clip(_ pitch: Double) async throws -> PCM {
      let utterance = Utterance(reading: "はっぴゃくえん", written: "800円", voice: profile, pitch: pitch)
      return try await kokoro.render(utterance, voice: voice, rate: 1, sampleRate: SpeechEngines.sampleRate).pcm
    }
    func crossingsPerSecond(_ pcm: PCM) -> Double {
      let loud = pcm.samples.filter { abs(Int($0)) > 500 }
      let crossings = zip(loud, loud.dropFirst()).filter { ($0 < 0) != ($1 < 0) }.count
      return Double(crossings) / max(0.01, Double(loud.count) / Double(pcm.sampleRate))
    }
    let normal = try await clip(1)
    let higher = try await clip(1.5)
    #expect(crossingsPerSecond(higher) > crossingsPerSecond(normal) * 1.2)
    let ratio = voicedSeconds(higher) / voicedSeconds(normal)
    #expect((0.8...1.25).contains(ratio), "length ratio \(ratio)")
  }
}

@Test func theTableReadsPhonemesBackIntoKana() {
  let table = KokoroTable(table: ["ろ": "ɾo", "ぴゃ": "pʲa", "ぽ": "po", "な": "na", "ぢ": "ʥi", "じ": "ʥi", "を": "o", "お": "o"])
  #expect(table.kana(of: "ɾoʔpʲaʔpoɴ") == "ろっぴゃっぽん")
  #expect(table.kana(of: "nna ʥi, o.") == "んなじお")
  #expect(table.kana(of: "ɾoX") == nil)
  #expect(
    KokoroText.words(of: [SpokenPart(written: "駅まで", reading: "えきまで、"), SpokenPart(written: "10分", reading: "じゅっぷん。")])
      == ["えきまで", "、", "じゅっぷん", "。"])
  #expect(KokoroText.words(of: [SpokenPart(written: "15", reading: "じゅうごう")]) == ["じゅーごー"])
}
