import CRubberBand
import SpeechClient

extension PCM {
  /// The clip made `factor` times as long at the same pitch (2 doubles it, 0.8 shortens it), by
  /// librubberband's offline stretcher: its finer engine, with the formants kept, so a slowed
  /// voice stays the same voice.
  package func stretched(by factor: Double) -> PCM {
    guard factor > 0, abs(factor - 1) >= 0.001, !samples.isEmpty else { return self }
    let options =
      RubberBandOptionProcessOffline.rawValue | RubberBandOptionEngineFiner.rawValue
      | RubberBandOptionFormantPreserved.rawValue | RubberBandOptionPitchHighQuality.rawValue
    guard
      let stretcher = rubberband_new(UInt32(sampleRate), 1, RubberBandOptions(options), factor, 1)
    else {
      return self
    }
    defer { rubberband_delete(stretcher) }
    let input = samples.map { Float($0) / 32768 }
    let block = 4096
    rubberband_set_expected_input_duration(stretcher, UInt32(input.count))
    rubberband_set_max_process_size(stretcher, UInt32(block))
    // Offline: the stretcher studies the whole clip first, then is given it again to process.
    var output: [Float] = []
    output.reserveCapacity(Int(Double(input.count) * factor) + block)
    for pass in [Pass.study, .process] {
      var start = 0
      while start < input.count {
        let count = min(block, input.count - start)
        let final: Int32 = start + count == input.count ? 1 : 0
        input.withUnsafeBufferPointer { buffer in
          var channel: UnsafePointer<Float>? = buffer.baseAddress! + start
          withUnsafePointer(to: &channel) { channels in
            switch pass {
            case .study: rubberband_study(stretcher, channels, UInt32(count), final)
            case .process: rubberband_process(stretcher, channels, UInt32(count), final)
            }
          }
        }
        if pass == .process { Self.retrieve(from: stretcher, into: &output) }
        start += count
      }
    }
    Self.retrieve(from: stretcher, into: &output)
    return PCM(
      samples: output.map { Int16(max(-32768, min(32767, ($0 * 32768).rounded()))) },
      sampleRate: sampleRate)
  }

  private enum Pass { case study, process }

  /// Appends what the stretcher has ready.
  private static func retrieve(from stretcher: RubberBandState, into output: inout [Float]) {
    while case let available = rubberband_available(stretcher), available > 0 {
      var chunk = [Float](repeating: 0, count: Int(available))
      let got = chunk.withUnsafeMutableBufferPointer { buffer in
        var channel: UnsafeMutablePointer<Float>? = buffer.baseAddress
        return withUnsafePointer(to: &channel) { channels in
          rubberband_retrieve(stretcher, channels, UInt32(available))
        }
      }
      output.append(contentsOf: chunk.prefix(Int(got)))
    }
  }
}
