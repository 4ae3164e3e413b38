import Foundation
import SpeechClient
import Testing

@Test func wavHeaderDescribes16BitMono() throws {
  let pcm = PCM(samples: [0, 1, -1, 32767, -32768], sampleRate: 22050)
  let data = pcm.wavData
  #expect(data.count == 44 + 10)
  #expect(String(decoding: data[0..<4], as: UTF8.self) == "RIFF")
  #expect(Array(data[4..<8]) == [46, 0, 0, 0])
  #expect(String(decoding: data[8..<16], as: UTF8.self) == "WAVEfmt ")
  #expect(Array(data[20..<24]) == [1, 0, 1, 0])  // PCM, mono
  #expect(Array(data[24..<28]) == [0x22, 0x56, 0, 0])  // 22050 Hz
  #expect(Array(data[32..<36]) == [2, 0, 16, 0])  // 2 bytes per frame, 16 bits
  #expect(String(decoding: data[36..<40], as: UTF8.self) == "data")
  #expect(Array(data[40..<44]) == [10, 0, 0, 0])
  #expect(Array(data[44...]) == [0, 0, 1, 0, 0xFF, 0xFF, 0xFF, 0x7F, 0x00, 0x80])
  #expect(try PCM(wav: data) == pcm)
}

@Test func wavClientWritesNumberedFiles() async throws {
  let directory = try temporaryDirectory().appendingPathComponent("out")
  let client = SpeechClient.wav(directory: directory, voicesDirectory: voicesDirectory)
  try await client.prepare()
  try await client.speak(Utterance(reading: try spoken("3本"), voice: .builtInDefault))
  let second = try await client.synthesize(Utterance(reading: try spoken("4円"), voice: .builtInDefault))
  try await client.play(second)
  let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
  #expect(names == ["001.wav", "002.wav"])
  let written = try PCM(wav: Data(contentsOf: directory.appendingPathComponent("002.wav")))
  #expect(written == second)
}

@Test func truncatedWavIsRejected() throws {
  let data = PCM(samples: [1, 2, 3], sampleRate: 22050).wavData.prefix(48)
  #expect(throws: SpeechError.wavFile(path: "x.wav", reason: "its data chunk is missing or cut short")) {
    try PCM(wav: Data(data), path: "x.wav")
  }
}
