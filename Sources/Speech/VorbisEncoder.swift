import CVorbis
import Foundation
import SpeechClient

/// One compressed Vorbis packet and where its audio ends: the number of samples a decoder has
/// given out, counted from the start of the encoder's stream, once it has decoded the packet.
struct VorbisPacket {
  var data: Data
  var end: Int64
}

/// libvorbis's encoder for one mono stream at one quality, handing out the packets it makes.
///
/// Starting an encoder is most of the cost of a short clip (libvorbis works out its
/// psychoacoustic tables each time, about 3 ms), so one encoder can carry several clips.
/// The C states point at one another, so each lives at a fixed heap address.
final class VorbisEncoder {
  private let info = UnsafeMutablePointer<vorbis_info>.allocate(capacity: 1)
  private let comment = UnsafeMutablePointer<vorbis_comment>.allocate(capacity: 1)
  private let dsp = UnsafeMutablePointer<vorbis_dsp_state>.allocate(capacity: 1)
  private let block = UnsafeMutablePointer<vorbis_block>.allocate(capacity: 1)
  private var open = false
  /// The identification, comment and setup headers, which begin every file of this encoder.
  private(set) var headers: [Data] = []
  /// The audio packets made so far, in order.
  private(set) var packets: [VorbisPacket] = []
  /// Samples handed to the encoder so far.
  private(set) var written: Int64 = 0

  init(sampleRate: Int, quality: Float) throws(SpeechError) {
    vorbis_info_init(info)
    let code = vorbis_encode_init_vbr(info, 1, sampleRate, quality)
    guard code == 0 else {
      vorbis_info_clear(info)
      Self.free(info, comment, dsp, block)
      throw .encodingFailed("libvorbis error \(code) at \(sampleRate) Hz, quality \(quality)")
    }
    vorbis_comment_init(comment)
    vorbis_analysis_init(dsp, info)
    vorbis_block_init(dsp, block)
    open = true
    var identification = ogg_packet()
    var commentPacket = ogg_packet()
    var codebooks = ogg_packet()
    vorbis_analysis_headerout(dsp, comment, &identification, &commentPacket, &codebooks)
    headers = [identification, commentPacket, codebooks].map(Self.bytes)
  }

  deinit { close() }

  /// The samples a long block spans; a packet never gives out more than half of it.
  var longBlock: Int { Int(vorbis_info_blocksize(info, 1)) }

  func close() {
    guard open else { return }
    open = false
    vorbis_block_clear(block)
    vorbis_dsp_clear(dsp)
    vorbis_comment_clear(comment)
    vorbis_info_clear(info)
    Self.free(info, comment, dsp, block)
  }

  private static func free(
    _ info: UnsafeMutablePointer<vorbis_info>, _ comment: UnsafeMutablePointer<vorbis_comment>,
    _ dsp: UnsafeMutablePointer<vorbis_dsp_state>, _ block: UnsafeMutablePointer<vorbis_block>
  ) {
    info.deallocate()
    comment.deallocate()
    dsp.deallocate()
    block.deallocate()
  }

  /// Encodes `samples` (16-bit), 4,096 at a time: libvorbis takes them in buffers it allocates.
  func append(_ samples: ArraySlice<Int16>) {
    var start = samples.startIndex
    while start < samples.endIndex {
      let end = min(start + 4096, samples.endIndex)
      guard let channels = vorbis_analysis_buffer(dsp, Int32(end - start)), let channel = channels[0]
      else { return }
      for (offset, sample) in samples[start..<end].enumerated() {
        channel[offset] = Float(sample) / 32768
      }
      vorbis_analysis_wrote(dsp, Int32(end - start))
      written += Int64(end - start)
      drain()
      start = end
    }
  }

  /// Encodes `count` samples of silence.
  func appendSilence(_ count: Int) {
    append(ArraySlice(repeating: 0, count: count))
  }

  /// Marks the end of the stream and collects the last packets.
  func finish() {
    vorbis_analysis_wrote(dsp, 0)
    drain()
  }

  private func drain() {
    var packet = ogg_packet()
    while vorbis_analysis_blockout(dsp, block) == 1 {
      vorbis_analysis(block, nil)
      vorbis_bitrate_addblock(block)
      while vorbis_bitrate_flushpacket(dsp, &packet) == 1 {
        packets.append(VorbisPacket(data: Self.bytes(packet), end: packet.granulepos))
      }
    }
  }

  private static func bytes(_ packet: ogg_packet) -> Data {
    Data(bytes: packet.packet, count: packet.bytes)
  }
}
