import Foundation
import Speech
import TestSupport
import Testing

/// A 440 Hz tone of `seconds`, at half of full scale.
private func tone(seconds: Double, sampleRate: Int = 22050) -> PCM {
  let count = Int(seconds * Double(sampleRate))
  let samples = (0..<count).map { index in
    Int16(16384 * sin(2 * Double.pi * 440 * Double(index) / Double(sampleRate)))
  }
  return PCM(samples: samples, sampleRate: sampleRate)
}

@Test func oggVorbisDecodesToEverySampleOfTheClip() throws {
  let folder = try TemporaryFolder.make()
  defer { try? FileManager.default.removeItem(at: folder) }
  let ogg = folder.appendingPathComponent("tone.ogg")
  try tone(seconds: 1.5).oggVorbis(serial: 7).write(to: ogg)
  let soxi = try Binary.run(
    "/usr/bin/soxi", ["-s", ogg.path], environment: Isolation.environment(home: folder),
    limit: .seconds(30))
  #expect(soxi.status == 0)
  #expect(soxi.output == "33075\n")
  let data = try Data(contentsOf: ogg)
  #expect(data.prefix(4) == Data("OggS".utf8))
  // Vorbis at the lowest qualities keeps a 1.5 s tone to a few kilobytes (WAV: 66 KB).
  #expect(data.count < 20_000)
}

@Test func theSameSamplesAndSerialGiveTheSameBytes() throws {
  let clip = tone(seconds: 0.5)
  #expect(try clip.oggVorbis(serial: 3) == clip.oggVorbis(serial: 3))
  #expect(try clip.oggVorbis(serial: 3) != clip.oggVorbis(serial: 4))
}

@Test func anEmptyClipIsAValidOggFileWithNoSamples() throws {
  let data = try PCM(samples: [], sampleRate: 22050).oggVorbis()
  #expect(data.prefix(4) == Data("OggS".utf8))
}
