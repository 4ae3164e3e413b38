import Foundation
import SpeechClient

extension PCM {
  /// The samples as an Ogg Vorbis file: one logical stream numbered `serial`, variable bit rate
  /// at `quality` (libvorbis's scale, -0.1 to 1). The same samples, serial and quality give the
  /// same bytes, so an exported deck is byte-identical from one export to the next.
  public func oggVorbis(quality: Float = 0.1, serial: Int32 = 1) throws(SpeechError) -> Data {
    try PCM.oggVorbis([self], quality: quality, serials: [serial])[0]
  }

  /// Each clip as an Ogg Vorbis file of its own (numbered by `serials`, one per clip), made by
  /// one encoder, which is several times faster than an encoder for each short clip.
  ///
  /// The encoder hears the clips one after another with a long block of silence between them
  /// (twice the most audio one packet gives out), and each file holds the packets of its clip: the first clip's file is an ordinary
  /// stream, decoding to exactly its samples; a later clip's file starts with the last packet
  /// that ends in the silence before it (a decoder gives out nothing for the first packet it
  /// reads, which only primes it), so it decodes to at most half a long block of that silence
  /// (46 ms at 22,050 Hz) and then exactly the clip, cut at its end by the last granule
  /// position. The same clips, serials and quality give the same bytes.
  public static func oggVorbis(
    _ clips: [PCM], quality: Float = 0.1, serials: [Int32]
  ) throws(SpeechError) -> [Data] {
    precondition(clips.count == serials.count, "one serial for each clip")
    guard let sampleRate = clips.first?.sampleRate else { return [] }
    guard clips.allSatisfy({ $0.sampleRate == sampleRate }) else {
      throw .encodingFailed("clips of different sample rates cannot share an encoder")
    }
    let encoder = try VorbisEncoder(sampleRate: sampleRate, quality: quality)
    defer { encoder.close() }
    var spans: [Range<Int64>] = []
    for clip in clips {
      if !spans.isEmpty { encoder.appendSilence(encoder.longBlock) }
      let start = encoder.written
      encoder.append(clip.samples[...])
      spans.append(start..<encoder.written)
    }
    encoder.finish()
    var files: [Data] = []
    for (index, span) in spans.enumerated() {
      let previousEnd = index == 0 ? nil : spans[index - 1].upperBound
      let audio = try packets(decoding: span, after: previousEnd, from: encoder.packets)
      files.append(OggPages.file(serial: serials[index], headers: encoder.headers, audio: audio))
    }
    return files
  }

  /// The packets of `packets` that decode `span` of the stream on their own, each with the
  /// granule position it has in a file that starts with them. `previousEnd` is where the clip
  /// before ends, which the first packet must not reach back into.
  private static func packets(
    decoding span: Range<Int64>, after previousEnd: Int64?, from packets: [VorbisPacket]
  ) throws(SpeechError) -> [(data: Data, granule: Int64)] {
    guard !packets.isEmpty else { return [] }
    var first = 0
    var origin: Int64 = 0
    if let previousEnd {
      first = packets.lastIndex { $0.end <= span.lowerBound } ?? 0
      origin = packets[first].end
      guard origin >= previousEnd else {
        throw .encodingFailed("no packet of the encoder ends in the silence between two clips")
      }
    }
    let last = packets[first...].firstIndex { $0.end >= span.upperBound } ?? packets.count - 1
    return packets[first...last].map { packet in
      (packet.data, min(packet.end, span.upperBound) - origin)
    }
  }
}
