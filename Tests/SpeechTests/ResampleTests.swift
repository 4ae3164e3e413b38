import Foundation
import Speech
import SpeechClient
import Testing

/// One second of a tone at `frequency` Hz, at half of full scale, sampled at `rate`.
private func tone(_ frequency: Double, rate: Int) -> PCM {
  PCM(
    samples: (0..<rate).map { Int16((16_384 * sin(2 * Double.pi * frequency * Double($0) / Double(rate))).rounded()) },
    sampleRate: rate)
}

/// The root mean square of the samples, leaving out 1,000 at each end.
private func rms(_ pcm: PCM) -> Double {
  let middle = pcm.samples.dropFirst(1_000).dropLast(1_000).map(Double.init)
  return (middle.reduce(0) { $0 + $1 * $1 } / Double(middle.count)).squareRoot()
}

@Test(arguments: [48_000, 24_000, 26_400])
func aToneTheOutputCanCarryKeepsItsLevelAndTheClipItsLength(rate: Int) throws {
  let output = try tone(1_000, rate: rate).resampled(to: 22_050)
  #expect(output.sampleRate == 22_050)
  #expect(output.samples.count == 22_050)
  // A sine at half of full scale has an RMS of 16,384 / √2 ≈ 11,585.
  #expect(abs(rms(output) - 16_384 / 2.0.squareRoot()) < 20)
}

@Test func aToneAboveTheOutputsNyquistFrequencyDoesNotFoldBackAsAnother() throws {
  // Open JTalk's 48 kHz clip to the engines' 22,050 Hz: a 12 kHz tone must vanish, not come
  // back as 10,050 Hz.
  for frequency in [12_000.0, 16_000] {
    let output = try tone(frequency, rate: 48_000).resampled(to: 22_050)
    #expect(rms(output) < 2, "\(frequency) Hz left an RMS of \(rms(output))")
  }
}

@Test func theSameClipAtTheSameRateIsLeftAsItIs() throws {
  let clip = tone(440, rate: 22_050)
  #expect(try clip.resampled(to: 22_050) == clip)
}
