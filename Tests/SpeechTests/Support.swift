import CountBikiKit
import Foundation
import Speech

/// The package's `Voices/` folder.
let voicesDirectory = URL(fileURLWithPath: #filePath)
  .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  .appendingPathComponent("Voices")

let builtInVoices: [VoiceProfile] = (try? VoiceProfile.load(from: voicesDirectory)) ?? []

/// The katakana countbiki hands espeak-ng for an expression a learner sees.
func spoken(_ expression: String) throws -> String {
  SpokenText.forReading(try Expression(expression).reading.canonical)
}

/// A fresh empty temporary folder.
func temporaryDirectory() throws -> URL {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("countbiki-speech-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url
}

/// An ALSA PCM name for the `file` plugin: samples go to `file` as raw 16-bit, through the real
/// ALSA path, with no sound card.
func fileDevice(_ file: URL) -> String {
  "file:'\(file.path)',raw"
}

/// The 16-bit little-endian samples in a raw capture.
func rawSamples(_ file: URL) throws -> [Int16] {
  let bytes = [UInt8](try Data(contentsOf: file))
  return stride(from: 0, to: bytes.count - 1, by: 2).map {
    Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
  }
}

/// The largest absolute sample: 0 means silence.
func peak(_ pcm: PCM) -> Int {
  pcm.samples.map { abs(Int($0)) }.max() ?? 0
}
