import CSoxr
import SpeechClient

extension PCM {
  /// The clip at `rate` samples a second, by libsoxr's high-quality (20-bit, linear-phase)
  /// resampler, without dither, so the same clip always gives the same samples.
  package func resampled(to rate: Int) throws(SpeechError) -> PCM {
    guard rate != sampleRate, !samples.isEmpty else { return PCM(samples: samples, sampleRate: rate) }
    let count = Int((Double(samples.count) * Double(rate) / Double(sampleRate)).rounded(.down))
    var output = [Int16](repeating: 0, count: count)
    var io = soxr_io_spec(SOXR_INT16_I, SOXR_INT16_I)
    io.flags = UInt(SOXR_NO_DITHER)
    var quality = soxr_quality_spec(UInt(SOXR_HQ), 0)
    var done = 0
    let failure = samples.withUnsafeBufferPointer { input in
      output.withUnsafeMutableBufferPointer { output in
        soxr_oneshot(
          Double(sampleRate), Double(rate), 1, input.baseAddress, input.count, nil, output.baseAddress,
          output.count, &done, &io, &quality, nil)
      }
    }
    if let failure {
      throw .engineFailed(name: "libsoxr", reason: String(cString: failure))
    }
    return PCM(samples: Array(output.prefix(done)), sampleRate: rate)
  }
}
