import CountBikiKit
import Foundation
import SpeechClient
import TestSupport

/// The package's `Voices/` folder.
let voicesDirectory = PackageFolder.voices

let builtInVoices: [VoiceProfile] = (try? VoiceProfile.load(from: voicesDirectory)) ?? []

/// The katakana countbiki hands espeak-ng for an expression a learner sees.
func spoken(_ expression: String) throws -> String {
  SpokenText.forReading(try Expression(expression).reading.canonical)
}

/// A fresh empty temporary folder.
func temporaryDirectory() throws -> URL {
  try TemporaryFolder.make("countbiki-speech")
}

/// An ALSA PCM name for the `file` plugin: samples go to `file` as raw 16-bit, through the real
/// ALSA path, with no sound card.
func fileDevice(_ file: URL) -> String {
  "file:'\(file.path)',raw"
}

/// The 16-bit little-endian samples in a raw capture.
func rawSamples(_ file: URL) throws -> [Int16] {
  littleEndianSamples(try Data(contentsOf: file))
}

/// The largest absolute sample: 0 means silence.
func peak(_ pcm: PCM) -> Int {
  pcm.samples.map { abs(Int($0)) }.max() ?? 0
}
