/// A hash of text that is the same on every machine and run (unlike the standard library's
/// `Hasher`, which is seeded per process): 64-bit FNV-1a of the UTF-8 bytes, small and fixed by
/// its specification. Exported note ids, a scene's noise and a question's speaker are drawn
/// from it.
public enum StableHash {
  public static func fnv1a(_ text: String) -> UInt64 {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      value ^= UInt64(byte)
      value = value &* 0x0000_0100_0000_01b3
    }
    return value
  }
}
