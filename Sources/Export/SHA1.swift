/// SHA-1 (FIPS 180-4), for the one checksum Anki's collection format asks for. Not for security.
enum SHA1 {
  static func digest(_ message: [UInt8]) -> [UInt8] {
    var state: [UInt32] = [0x6745_2301, 0xEFCD_AB89, 0x98BA_DCFE, 0x1032_5476, 0xC3D2_E1F0]
    // Padding: a 1 bit, zeros to 56 bytes mod 64, then the length in bits, big-endian.
    var padded = message + [0x80]
    padded += [UInt8](repeating: 0, count: (119 - message.count % 64) % 64)
    let bits = UInt64(message.count) * 8
    padded += (0..<8).map { UInt8(truncatingIfNeeded: bits >> (56 - 8 * $0)) }
    var words = [UInt32](repeating: 0, count: 80)
    for chunk in stride(from: 0, to: padded.count, by: 64) {
      for i in 0..<16 {
        words[i] = (0..<4).reduce(UInt32(0)) { $0 << 8 | UInt32(padded[chunk + 4 * i + $1]) }
      }
      for i in 16..<80 {
        words[i] = rotate(words[i - 3] ^ words[i - 8] ^ words[i - 14] ^ words[i - 16], 1)
      }
      var (a, b, c, d, e) = (state[0], state[1], state[2], state[3], state[4])
      for i in 0..<80 {
        let (f, k): (UInt32, UInt32) =
          switch i {
          case 0..<20: ((b & c) | (~b & d), 0x5A82_7999)
          case 20..<40: (b ^ c ^ d, 0x6ED9_EBA1)
          case 40..<60: ((b & c) | (b & d) | (c & d), 0x8F1B_BCDC)
          default: (b ^ c ^ d, 0xCA62_C1D6)
          }
        let next = rotate(a, 5) &+ f &+ e &+ k &+ words[i]
        (e, d, c, b, a) = (d, c, rotate(b, 30), a, next)
      }
      state[0] &+= a
      state[1] &+= b
      state[2] &+= c
      state[3] &+= d
      state[4] &+= e
    }
    return state.flatMap { word in (0..<4).map { UInt8(truncatingIfNeeded: word >> (24 - 8 * $0)) }
    }
  }

  private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
    value << count | value >> (32 - count)
  }
}
