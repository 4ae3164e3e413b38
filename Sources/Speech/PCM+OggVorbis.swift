import CVorbis
import Foundation

extension PCM {
  /// The samples as an Ogg Vorbis file: one logical stream numbered `serial`, variable bit rate
  /// at `quality` (libvorbis's scale, -0.1 to 1). The same samples, serial and quality give the
  /// same bytes, so an exported deck is byte-identical from one export to the next.
  public func oggVorbis(quality: Float = 0.1, serial: Int32 = 1) throws(SpeechError) -> Data {
    let encoder = try VorbisStream(sampleRate: sampleRate, quality: quality, serial: serial)
    defer { encoder.close() }
    var output = Data()
    encoder.writeHeaders(into: &output)
    // libvorbis takes samples in blocks it allocates; 4,096 keeps each one small.
    let block = 4096
    var start = 0
    while start < samples.count {
      let end = min(start + block, samples.count)
      encoder.append(samples[start..<end], into: &output)
      start = end
    }
    encoder.finish(into: &output)
    return output
  }
}

/// libvorbis's encoder and libogg's page writer for one stream, kept together because every
/// call needs both. The C states point at one another, so each lives at a fixed heap address.
private final class VorbisStream {
  private let info = UnsafeMutablePointer<vorbis_info>.allocate(capacity: 1)
  private let comment = UnsafeMutablePointer<vorbis_comment>.allocate(capacity: 1)
  private let dsp = UnsafeMutablePointer<vorbis_dsp_state>.allocate(capacity: 1)
  private let block = UnsafeMutablePointer<vorbis_block>.allocate(capacity: 1)
  private let stream = UnsafeMutablePointer<ogg_stream_state>.allocate(capacity: 1)
  private var open = false

  init(sampleRate: Int, quality: Float, serial: Int32) throws(SpeechError) {
    vorbis_info_init(info)
    let code = vorbis_encode_init_vbr(info, 1, sampleRate, quality)
    guard code == 0 else {
      vorbis_info_clear(info)
      Self.free(info, comment, dsp, block, stream)
      throw .encodingFailed("libvorbis error \(code) at \(sampleRate) Hz, quality \(quality)")
    }
    vorbis_comment_init(comment)
    vorbis_analysis_init(dsp, info)
    vorbis_block_init(dsp, block)
    ogg_stream_init(stream, serial)
    open = true
  }

  deinit { close() }

  func close() {
    guard open else { return }
    open = false
    ogg_stream_clear(stream)
    vorbis_block_clear(block)
    vorbis_dsp_clear(dsp)
    vorbis_comment_clear(comment)
    vorbis_info_clear(info)
    Self.free(info, comment, dsp, block, stream)
  }

  private static func free(
    _ info: UnsafeMutablePointer<vorbis_info>, _ comment: UnsafeMutablePointer<vorbis_comment>,
    _ dsp: UnsafeMutablePointer<vorbis_dsp_state>, _ block: UnsafeMutablePointer<vorbis_block>,
    _ stream: UnsafeMutablePointer<ogg_stream_state>
  ) {
    info.deallocate()
    comment.deallocate()
    dsp.deallocate()
    block.deallocate()
    stream.deallocate()
  }

  /// The three header packets, flushed so the audio starts on a page of its own as the Vorbis
  /// specification requires.
  func writeHeaders(into output: inout Data) {
    var identification = ogg_packet()
    var commentPacket = ogg_packet()
    var codebooks = ogg_packet()
    vorbis_analysis_headerout(dsp, comment, &identification, &commentPacket, &codebooks)
    ogg_stream_packetin(stream, &identification)
    ogg_stream_packetin(stream, &commentPacket)
    ogg_stream_packetin(stream, &codebooks)
    var page = ogg_page()
    while ogg_stream_flush(stream, &page) != 0 { Self.append(page, to: &output) }
  }

  func append(_ samples: ArraySlice<Int16>, into output: inout Data) {
    guard let channels = vorbis_analysis_buffer(dsp, Int32(samples.count)),
      let channel = channels[0]
    else { return }
    for (offset, sample) in samples.enumerated() {
      channel[offset] = Float(sample) / 32768
    }
    vorbis_analysis_wrote(dsp, Int32(samples.count))
    drain(into: &output)
  }

  /// Marks the end of the samples and writes what remains, ending with the last page.
  func finish(into output: inout Data) {
    vorbis_analysis_wrote(dsp, 0)
    drain(into: &output)
  }

  private func drain(into output: inout Data) {
    var packet = ogg_packet()
    var page = ogg_page()
    while vorbis_analysis_blockout(dsp, block) == 1 {
      vorbis_analysis(block, nil)
      vorbis_bitrate_addblock(block)
      while vorbis_bitrate_flushpacket(dsp, &packet) == 1 {
        ogg_stream_packetin(stream, &packet)
        while ogg_stream_pageout(stream, &page) != 0 { Self.append(page, to: &output) }
      }
    }
  }

  private static func append(_ page: ogg_page, to output: inout Data) {
    output.append(page.header, count: page.header_len)
    output.append(page.body, count: page.body_len)
  }
}
