import Foundation

extension PCM {
  /// A RIFF/WAVE file: 16-bit little-endian mono at `sampleRate`, a 44-byte header then the samples.
  public var wavData: Data {
    var data = PCM.wavHeader(sampleRate: sampleRate, dataBytes: UInt32(clamping: samples.count * 2))
    data.reserveCapacity(44 + samples.count * 2)
    samples.withUnsafeBufferPointer { buffer in
      for sample in buffer { data.appendLittleEndian(UInt16(bitPattern: sample)) }
    }
    return data
  }

  /// The 44-byte header of a 16-bit mono WAV file at `sampleRate` whose samples take
  /// `dataBytes`.
  package static func wavHeader(sampleRate: Int, dataBytes: UInt32) -> Data {
    var data = Data(capacity: 44)
    data.append(contentsOf: Array("RIFF".utf8))
    data.appendLittleEndian(dataBytes &+ 36)
    data.append(contentsOf: Array("WAVEfmt ".utf8))
    data.appendLittleEndian(UInt32(16))  // fmt chunk size
    data.appendLittleEndian(UInt16(1))  // PCM
    data.appendLittleEndian(UInt16(1))  // mono
    data.appendLittleEndian(UInt32(sampleRate))
    data.appendLittleEndian(UInt32(sampleRate * 2))  // bytes per second
    data.appendLittleEndian(UInt16(2))  // bytes per frame
    data.appendLittleEndian(UInt16(16))  // bits per sample
    data.append(contentsOf: Array("data".utf8))
    data.appendLittleEndian(dataBytes)
    return data
  }

  /// Writes the WAV file atomically (a temporary file renamed into place).
  public func writeWAV(to url: URL) throws(SpeechError) {
    do {
      try wavData.write(to: url, options: .atomic)
    } catch {
      throw .wavFile(path: url.path, reason: error.reason)
    }
  }

  /// Reads a 16-bit mono PCM WAV as `wavData` writes it.
  public init(wav data: Data, path: String = "WAV data") throws(SpeechError) {
    let bytes = [UInt8](data)
    func u32(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 | Int(bytes[at + 2]) << 16 | Int(bytes[at + 3]) << 24 }
    func u16(_ at: Int) -> Int { Int(bytes[at]) | Int(bytes[at + 1]) << 8 }
    guard bytes.count >= 44, bytes[0..<4].elementsEqual("RIFF".utf8), bytes[8..<16].elementsEqual("WAVEfmt ".utf8)
    else { throw .wavFile(path: path, reason: "it is not a WAV file") }
    guard u16(20) == 1, u16(22) == 1, u16(34) == 16 else {
      throw .wavFile(path: path, reason: "it is not 16-bit mono PCM")
    }
    guard bytes[36..<40].elementsEqual("data".utf8), 44 + u32(40) <= bytes.count else {
      throw .wavFile(path: path, reason: "its data chunk is missing or cut short")
    }
    let count = u32(40) / 2
    self.init(
      samples: (0..<count).map { Int16(bitPattern: UInt16(u16(44 + 2 * $0))) },
      sampleRate: u32(24))
  }
}

extension Data {
  fileprivate mutating func appendLittleEndian<T: FixedWidthInteger>(_ value: T) {
    Swift.withUnsafeBytes(of: value.littleEndian) { append(contentsOf: $0) }
  }
}
