import Foundation
import SpeechClient
import Testing

@Test func builtInProfilesLoadDefaultFirst() throws {
  let voices = try VoiceProfile.load(from: voicesDirectory)
  #expect(voices.map(\.id) == ["default", "female", "kokoro-alpha", "kokoro-gongitsune", "kokoro-kumo", "kokoro-nezumi", "kokoro-tebukuro", "learner", "male", "mei", "mei-low", "nitech-m001", "nitech-m001-brisk"])
  #expect(voices[0] == .builtInDefault)
  let espeak = voices.compactMap { voice -> EspeakVoice? in
    if case .espeak(let settings) = voice.engine { return settings }
    return nil
  }
  #expect(espeak.map(\.name) == ["ja", "ja+f2", "ja", "ja+m3"])
  #expect(espeak[2].wordsPerMinute < espeak[0].wordsPerMinute)
  #expect(voices.map(\.openJTalkFile) == [nil, nil, nil, nil, nil, nil, nil, nil, nil, "mei_normal", "mei_normal", "nitech_jp_atr503_m001", "nitech_jp_atr503_m001"])
  #expect(
    voices.map { $0.sex?.rawValue ?? "" }
      == ["male", "female", "female", "female", "male", "female", "female", "male", "male", "female", "female", "male", "male"])
  #expect(
    voices.map(\.naturalSpeaker) == [
      nil, nil, "kokoro:jf_alpha", "kokoro:jf_gongitsune", "kokoro:jm_kumo", "kokoro:jf_nezumi", "kokoro:jf_tebukuro", nil, nil,
      "open-jtalk:mei_normal", "open-jtalk:mei_normal", "open-jtalk:nitech_jp_atr503_m001",
      "open-jtalk:nitech_jp_atr503_m001",
    ])
  #expect(voices.map(\.isNatural) == [false, false, true, true, true, true, true, false, false, true, true, true, true])
  #expect(voices.map(\.credit).map { $0 == nil } == [true, true, false, false, false, false, false, true, true, false, false, false, false])
}

@Test func theEngineContractSaysWhatEachEngineCanDo() {
  #expect(SpeechEngine.allCases.map(\.name) == ["espeak-ng", "open-jtalk", "kokoro"])
  // Open JTalk's -r lengthens only the pauses, so its voices are slowed by a stretch.
  // Kokoro's speed slows the whole voice; it makes its own melody rather than the dictionary's.
  #expect(SpeechEngine.allCases.map(\.hasNativeRate) == [true, false, true])
  #expect(SpeechEngine.allCases.map(\.hasDictionaryAccent) == [false, true, false])
  #expect(SpeechEngine.allCases.map(\.isNatural) == [false, true, true])
  #expect(SpeechEngine.kokoro.install == "countbiki voices install kokoro")
  #expect(SpeechEngine.openJTalk.install == "apt-get install open-jtalk open-jtalk-mecab-naist-jdic")
  let noProgram = ["PATH": "/nonexistent"]
  #expect(SpeechEngine.espeakNG.availability(environment: noProgram) == .available)
  #expect(
    SpeechEngine.openJTalk.availability(environment: noProgram).problem?.description
      == "Open JTalk cannot speak: the program open_jtalk is not installed; run `apt-get install open-jtalk open-jtalk-mecab-naist-jdic`.")
}

@Test(arguments: [
  (#"{"id": "slow", "description": "x", "espeakVoice": "ja", "pitch": 50}"#, "the field “wordsPerMinute” is missing"),
  (#"{"id": "slow", "description": "x", "espeakVoice": "ja", "wordsPerMinute": 20, "pitch": 50}"#,
   "wordsPerMinute is 20, it must be from 80 to 450"),
  (#"{"id": "slow", "description": "x", "espeakVoice": "ja", "wordsPerMinute": 120, "pitch": "low"}"#,
   "the field “pitch” has the wrong type"),
  ("{", "it is not valid JSON"),
  (#"{"id": "fast", "description": "x", "espeakVoice": "ja", "wordsPerMinute": 200, "pitch": 50}"#,
   "its id “fast” differs from the file name “slow”"),
  (#"{"id": "slow", "description": "x", "engine": "festival"}"#,
   "the engine “festival” is not one of espeak-ng, open-jtalk, kokoro"),
])
func brokenProfileIsNamed(json: String, reason: String) throws {
  let folder = try temporaryDirectory()
  try Data(contentsOf: voicesDirectory.appendingPathComponent("default.json")).write(to: folder.appendingPathComponent("default.json"))
  try json.write(to: folder.appendingPathComponent("slow.json"), atomically: true, encoding: .utf8)
  #expect(throws: SpeechError.badVoiceProfile(file: "slow.json", reason: reason)) {
    try VoiceProfile.load(from: folder)
  }
}

@Test func unknownVoiceListsTheKnownOnes() throws {
  let voices = try VoiceProfile.load(from: voicesDirectory)
  #expect(throws: SpeechError.unknownVoice(id: "robot", known: ["default", "female", "kokoro-alpha", "kokoro-gongitsune", "kokoro-kumo", "kokoro-nezumi", "kokoro-tebukuro", "learner", "male", "mei", "mei-low", "nitech-m001", "nitech-m001-brisk"])) {
    try VoiceProfile.named("robot", in: voices)
  }
  #expect(SpeechError.unknownVoice(id: "robot", known: ["default", "male"]).description == "there is no voice “robot”; the voices are default, male.")
}
