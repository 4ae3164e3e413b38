import CVorbis
import Foundation
import SpeechClient

/// libogg's page writer: one Ogg file holding one logical stream numbered `serial`.
enum OggPages {
  /// A file of `headers` (each Vorbis header packet; flushed so that the audio starts on a page
  /// of its own, as the Vorbis specification requires) and then `audio`, each packet with the
  /// granule position a decoder reaches at its end. The last packet ends the stream.
  static func file(serial: Int32, headers: [Data], audio: [(data: Data, granule: Int64)]) -> Data {
    var stream = ogg_stream_state()
    ogg_stream_init(&stream, serial)
    defer { ogg_stream_clear(&stream) }
    var output = Data()
    var page = ogg_page()
    var number: Int64 = 0
    func add(_ data: Data, granule: Int64, last: Bool) {
      var bytes = [UInt8](data)
      bytes.withUnsafeMutableBufferPointer { buffer in
        var packet = ogg_packet(
          packet: buffer.baseAddress, bytes: buffer.count, b_o_s: number == 0 ? 1 : 0,
          e_o_s: last ? 1 : 0, granulepos: granule, packetno: number)
        ogg_stream_packetin(&stream, &packet)
      }
      number += 1
    }
    for header in headers { add(header, granule: 0, last: false) }
    while ogg_stream_flush(&stream, &page) != 0 { append(page, to: &output) }
    for (index, packet) in audio.enumerated() {
      add(packet.data, granule: packet.granule, last: index == audio.count - 1)
      while ogg_stream_pageout(&stream, &page) != 0 { append(page, to: &output) }
    }
    while ogg_stream_flush(&stream, &page) != 0 { append(page, to: &output) }
    return output
  }

  private static func append(_ page: ogg_page, to output: inout Data) {
    output.append(page.header, count: page.header_len)
    output.append(page.body, count: page.body_len)
  }
}
