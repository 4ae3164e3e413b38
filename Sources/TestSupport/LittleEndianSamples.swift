/// 16-bit little-endian PCM, as ALSA's `file` plugin captures it and a WAV file holds it, as
/// samples; a trailing odd byte is ignored.
public func littleEndianSamples(_ bytes: some Collection<UInt8>) -> [Int16] {
  let bytes = Array(bytes)
  return stride(from: 0, to: bytes.count - 1, by: 2).map {
    Int16(bitPattern: UInt16(bytes[$0]) | UInt16(bytes[$0 + 1]) << 8)
  }
}
