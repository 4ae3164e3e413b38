import Foundation
import SpeechClient
import TestSupport
import Testing

/// A tone of `seconds` at `hertz`, at half of full scale.
private func tone(seconds: Double, hertz: Double = 440, sampleRate: Int = 22050) -> PCM {
  let count = Int(seconds * Double(sampleRate))
  let samples = (0..<count).map { index in
    Int16(16384 * sin(2 * Double.pi * hertz * Double(index) / Double(sampleRate)))
  }
  return PCM(samples: samples, sampleRate: sampleRate)
}

/// `data` decoded by sox (through libvorbisfile, as players decode it) to 16-bit samples.
private func decoded(_ data: Data, in folder: URL) throws -> [Int16] {
  let ogg = folder.appendingPathComponent("clip-\(UUID().uuidString).ogg")
  let raw = ogg.deletingPathExtension().appendingPathExtension("raw")
  try data.write(to: ogg)
  let sox = try Binary.run(
    "/usr/bin/sox", [ogg.path, "-t", "raw", "-e", "signed", "-b", "16", raw.path],
    environment: Isolation.environment(home: folder), limit: .seconds(30))
  guard sox.status == 0 else { throw TestFailure("sox cannot decode \(ogg.path): \(sox.error)") }
  return littleEndianSamples(try Data(contentsOf: raw))
}

/// How far `heard` is from `said`, as signal-to-noise in decibels.
private func signalToNoise(_ said: [Int16], _ heard: ArraySlice<Int16>) -> Double {
  let signal = said.reduce(0.0) { $0 + Double($1) * Double($1) }
  let noise = zip(said, heard).reduce(0.0) { total, pair in
    let difference = Double(pair.0) - Double(pair.1)
    return total + difference * difference
  }
  return 10 * log10(signal / max(noise, 1))
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

@Test func clipsSharingAnEncoderEachDecodeToTheirOwnClip() throws {
  let folder = try TemporaryFolder.make()
  defer { try? FileManager.default.removeItem(at: folder) }
  let clips = [
    tone(seconds: 1.0, hertz: 440), tone(seconds: 0.7, hertz: 660), tone(seconds: 1.2, hertz: 880),
  ]
  let files = try PCM.oggVorbis(clips, serials: [11, 12, 13])
  try #require(files.count == 3)
  // The first file is an ordinary stream: exactly its clip.
  let first = try decoded(files[0], in: folder)
  #expect(first.count == clips[0].samples.count)
  #expect(signalToNoise(clips[0].samples, first[...]) > 20)
  // A later file starts with at most half a long block (1,024 samples) of the silence before
  // its clip, then holds exactly that clip: its own tone, not the one before.
  for index in 1..<3 {
    let heard = try decoded(files[index], in: folder)
    let lead = heard.count - clips[index].samples.count
    #expect((0...1024).contains(lead), "clip \(index): \(lead) samples before it")
    guard (0...1024).contains(lead) else { continue }
    // Silence, but for the little of the tone's sudden start that Vorbis smears ahead of it
    // (pre-echo, here under 1,800); the tones themselves reach 16,384.
    #expect(heard.prefix(lead).allSatisfy { abs(Int($0)) < 2_048 }, "clip \(index)")
    #expect(signalToNoise(clips[index].samples, heard.dropFirst(lead)) > 20, "clip \(index)")
    #expect(signalToNoise(clips[index - 1].samples, heard.dropFirst(lead)) < 3, "clip \(index)")
  }
  #expect(try PCM.oggVorbis(clips, serials: [11, 12, 13]) == files)
}
