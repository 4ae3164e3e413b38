import CountBikiKit
import Foundation
import Speech
import SpeechClient
import TestSupport
import Testing

/// Open JTalk with Debian's NAIST dictionary and the NIT ATR503 m001 voice, as `.ci/run` and the
/// README's test command install them (`Tests/install-voices.sh`).
private let nitechFile = "/usr/share/hts-voice/nitech-jp-atr503-m001/nitech_jp_atr503_m001.htsvoice"

private func nitech() throws -> VoiceProfile {
  guard FileManager.default.fileExists(atPath: nitechFile) else {
    throw TestFailure("the voice \(nitechFile) is missing; run Tests/install-voices.sh")
  }
  return try VoiceProfile.named("nitech-m001", in: VoiceProfile.load(from: voicesDirectory))
}

private let engine = SpeechClient.live(voicesDirectory: voicesDirectory, device: "null")

@Test func openJTalkSays600HonFromTheWrittenFormWithItsOwnAccent() async throws {
  let clip = try await engine.render(
    Utterance([SpokenPart(written: "600本", reading: "ろっぴゃっぽん")], voice: try nitech()))
  #expect(clip.engine == "open-jtalk")
  #expect(clip.voice == "nitech-m001")
  #expect(clip.engineText == "600本")
  #expect(clip.engineReading == "ロッピャッポン")
  #expect(clip.fromWritten)
  #expect(clip.pcm.sampleRate == 22050)
  #expect(clip.pcm.duration > 0.5 && clip.pcm.duration < 1.5)
}

@Test func openJTalkIsOverruledWhereItsReadingIsNotOurs() async throws {
  let voice = try nitech()
  // Open JTalk reads 23件 as にじゅうさんげん and 1日 alone as いちにち; as a date it is ついたち.
  for (written, reading, given) in [
    ("23件", "にじゅうさんけん", "ニジューサンケン"), ("1日", "ついたち", "ツイタチ"),
  ] {
    let clip = try await engine.render(Utterance([SpokenPart(written: written, reading: reading)], voice: voice))
    #expect(!clip.fromWritten, "\(written)")
    #expect(clip.engineText == given)
    #expect(clip.engineReading == given)
  }
}

@Test func onlyTheMisreadNumberIsGivenAsOurReadingInASentence() async throws {
  let parts = [
    SpokenPart(written: "本日は", reading: "ほんじつわ"), SpokenPart(written: "1日", reading: "ついたち"),
    SpokenPart(written: "です", reading: "です"),
  ]
  let clip = try await engine.render(Utterance(parts, voice: try nitech()))
  #expect(clip.engineText == "本日はツイタチです")
  #expect(clip.engineReading == "ホンジツワツイタチデス")
}

/// The leading and trailing silence Open JTalk leaves (about 0.4 s and 0.5 s) is cut to at most
/// 100 ms: the first and last sample above 1 % of the peak lie within 0.1 s of the ends.
@Test func openJTalkClipsStartAndEndWithAtMostATenthOfASecondOfSilence() async throws {
  let pcm = try await engine.synthesize(
    Utterance([SpokenPart(written: "1280円", reading: "せんにひゃくはちじゅうえん")], voice: try nitech()))
  let peak = pcm.samples.map { abs(Int($0)) }.max() ?? 0
  let first = try #require(pcm.samples.firstIndex { abs(Int($0)) > peak / 100 })
  let last = try #require(pcm.samples.lastIndex { abs(Int($0)) > peak / 100 })
  #expect(Double(first) / 22050 <= 0.1)
  #expect(Double(pcm.samples.count - 1 - last) / 22050 <= 0.1)
}

/// A seeded question of every sixteenth topic in catalog order and of the first topic of every
/// category (every topic, four questions each, in a full sweep): the reading Open JTalk spoke is
/// ours for every clip (the engine checks each run's trace and is overruled where it differs; a
/// clip it could not be made to say right would throw here). `countbiki-bench speech engines`
/// reports ten a topic.
@Test func theReadingSpokenIsOursForEveryTopic() async throws {
  try await ahead {
    let voice = try nitech()
    var questions: [Question] = []
    var categories: Set<String> = []
    let topics = BuiltIn.catalog.topics.enumerated().filter { offset, topic in
      categories.insert(topic.category).inserted || Sweep.isFull || offset % 16 == 0
    }
    for (_, topic) in topics {
      var deck = Deck(topics: [topic], seed: 7)
      for _ in 0..<Sweep.count(1, full: 4) { questions.append(deck.next()) }
    }
    var fromWritten = 0
    try await withThrowingTaskGroup(of: (String, String, Bool).self) { group in
      var next = questions.makeIterator()
      func add() {
        guard let q = next.next() else { return }
        group.addTask {
          let clip = try await engine.render(Utterance(q.spokenParts, voice: voice))
          return (q.reading.canonical, clip.engineReading, clip.fromWritten)
        }
      }
      add()
      add()
      while let (ours, spoken, written) = try await group.next() {
        #expect(OpenJTalkTrace.soundKey(ours) == OpenJTalkTrace.soundKey(spoken), "\(ours) spoken as \(spoken)")
        if written { fromWritten += 1 }
        add()
      }
    }
    // Most questions are read right from the written form; the benchmark reports the share per topic.
    #expect(fromWritten * 10 > questions.count * 8, "\(fromWritten) of \(questions.count) from the written form")
  }
}

@Test func aTruncatedOrForeignFileIsNotAVoice() throws {
  let folder = try temporaryDirectory()
  let cut = folder.appendingPathComponent("cut.htsvoice")
  let whole = try Data(contentsOf: URL(fileURLWithPath: nitechFile))
  try whole.prefix(whole.count / 2).write(to: cut)
  #expect(throws: SpeechError.badVoiceFile(path: cut.path, reason: "it is cut short (truncated)")) {
    try HTSVoiceFile(url: cut)
  }
  let text = folder.appendingPathComponent("notes.htsvoice")
  try Data("hello\n".utf8).write(to: text)
  #expect(
    throws: SpeechError.badVoiceFile(path: text.path, reason: "it is not an HTS voice file (it does not start with [GLOBAL])")
  ) { try HTSVoiceFile(url: text) }
  let file = try HTSVoiceFile(url: URL(fileURLWithPath: nitechFile))
  #expect(file.name == "nitech_jp_atr503_m001")
}

@Test func aMissingVoiceFileOrDictionarySaysWhatToInstall() throws {
  let home = try temporaryDirectory()
  let profiles = try VoiceProfile.load(from: voicesDirectory)
  let hidden = [
    "HOME": home.path, "PATH": "/usr/bin:/bin", "COUNTBIKI_SYSTEM_HTS_VOICES": home.appendingPathComponent("none").path,
    "COUNTBIKI_SYSTEM_ENGINES": home.appendingPathComponent("none").path,
  ]
  let nitech = try VoiceProfile.named("nitech-m001", in: profiles)
  #expect(
    VoiceCatalog.missing(nitech, environment: hidden)?.description
      == "Open JTalk cannot speak: the voice file nitech_jp_atr503_m001.htsvoice is not installed; enable Debian's contrib section, then run `apt-get install hts-voice-nitech-jp-atr503-m001`."
  )
  var noDictionary = hidden
  noDictionary["COUNTBIKI_OPEN_JTALK_DICTIONARY"] = home.path
  #expect(
    VoiceCatalog.missing(nitech, environment: noDictionary)?.description
      == "Open JTalk cannot speak: Open JTalk's dictionary is not in \(home.path); run `apt-get install open-jtalk-mecab-naist-jdic`."
  )
  #expect(VoiceCatalog.best(of: profiles, environment: hidden).id == "default")
  let noKokoro = ["HOME": home.path, "PATH": "/usr/bin:/bin", "COUNTBIKI_SYSTEM_ENGINES": home.appendingPathComponent("none").path]
  #expect(VoiceCatalog.best(of: profiles, environment: noKokoro).id == "nitech-m001")
}

@Test func traceReadingIsThePronunciationFieldOfEveryWordWithoutAccentMarksOrPauses() {
  let trace = """
    [Text analysis result]
    千,名詞,数,*,*,*,*,千,セン,セン,1/2,C3,-1
    百,名詞,数,*,*,*,*,百,ヒャク,ヒャク’,2/2,C3,1
    、,記号,読点,*,*,*,*,、,、,、,0/0,*,-1
    円,名詞,接尾,助数詞,*,*,*,円,エン,エン,1/2,C3,1

    [Output label]
    """
  #expect(OpenJTalkTrace.pronunciation(of: trace) == "センヒャクエン")
}

@Test func spellingsOfOneSoundHaveOneKey() {
  #expect(OpenJTalkTrace.soundKey("ごお") == OpenJTalkTrace.soundKey("ゴー"))
  #expect(OpenJTalkTrace.soundKey("ぱーせんと") == OpenJTalkTrace.soundKey("パーセント"))
  #expect(OpenJTalkTrace.soundKey("じゅう") == "じゅー")
  #expect(OpenJTalkTrace.soundKey("へいせい") == OpenJTalkTrace.soundKey("ヘーセー"))
  #expect(OpenJTalkTrace.soundKey("とおか、") == "とーか")
  #expect(OpenJTalkTrace.soundKey("ひゃく") != OpenJTalkTrace.soundKey("ひゃっく"))
  #expect(OpenJTalkTrace.soundKey("さんぼん") != OpenJTalkTrace.soundKey("さんほん"))
  #expect(OpenJTalkTrace.soundKey("ちかづいています") == OpenJTalkTrace.soundKey("チカズイテイマス"))
  #expect(OpenJTalkTrace.soundKey("はなぢ") == "はなじ")
  #expect(OpenJTalkTrace.soundKey("つ") != OpenJTalkTrace.soundKey("す"))
}
