import Foundation
import Speech
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
