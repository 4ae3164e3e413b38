/// A key the learner pressed, decoded from the bytes a terminal in raw mode sends.
public enum Key: Equatable, Sendable {
  /// A printable character: a digit, a letter, `?`, `:`, a space, a kana or kanji (an input
  /// method sends a whole word at once; each of its characters is one key).
  case character(Character)
  case enter
  case backspace
  case tab
  /// Esc on its own, not the start of an arrow key's sequence nor Alt held with a key.
  case escape
  case up, down, left, right
  /// Ctrl-C: raw mode turns it into a key instead of SIGINT.
  case interrupt
  /// Ctrl-D.
  case endOfInput
  /// Ctrl-L: draw the whole screen again.
  case redraw
  /// Ctrl-Z: raw mode turns it into a key instead of SIGTSTP.
  case suspend
  /// Another Ctrl-letter, named by its lower-case letter: Ctrl-R is `control("r")`.
  case control(Character)
  /// A sequence, Alt+key, mouse report or control character countbiki does not use.
  case unknown
}

/// Turns raw terminal bytes into keys, keeping an escape sequence or UTF-8 character that was
/// cut between two reads until the rest arrives.
public struct KeyDecoder: Sendable {
  private var pending: [UInt8] = []

  public init() {}

  /// The keys in `bytes` (after anything pending). An Esc at the very end of a read is taken as
  /// the Esc key: terminals send a whole escape sequence in one write.
  public mutating func feed(_ bytes: some Sequence<UInt8>) -> [Key] {
    pending += bytes
    var keys: [Key] = []
    var index = 0
    while index < pending.count {
      guard let (key, length) = Self.decode(pending[index...]) else { break }
      keys.append(key)
      index += length
    }
    pending.removeFirst(index)
    return keys
  }

  /// One key at the start of `bytes` and how many bytes it took; nil when more bytes are needed.
  private static func decode(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
    let first = bytes[bytes.startIndex]
    switch first {
    case 0x1B: return escape(bytes)
    case 0x0D, 0x0A: return (.enter, 1)
    case 0x7F, 0x08: return (.backspace, 1)
    case 0x09: return (.tab, 1)
    case 0x03: return (.interrupt, 1)
    case 0x04: return (.endOfInput, 1)
    case 0x0C: return (.redraw, 1)
    case 0x1A: return (.suspend, 1)
    case 0x01...0x1A: return (.control(Character(Unicode.Scalar(first + 0x60))), 1)
    case 0x00..<0x20: return (.unknown, 1)
    case 0x20..<0x7F: return (.character(Character(Unicode.Scalar(first))), 1)
    default: return utf8(bytes)
    }
  }

  private static func escape(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
    let start = bytes.startIndex
    guard bytes.count > 1 else { return (.escape, 1) }
    let introducer = bytes[start + 1]
    if Self.stringIntroducers.contains(introducer), bytes.count > 2 {
      return controlString(bytes)
    }
    guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
      // Alt+key arrives as Esc and the key in one write; it is no key of the drill, so it
      // must neither quit (Esc) nor type (the key). Alt with an arrow is Esc before a sequence.
      if introducer == 0x1B && bytes.count == 2 { return (.escape, 1) }
      guard let (_, length) = decode(bytes.dropFirst()) else { return nil }
      return (.unknown, 1 + length)
    }
    // An X10 mouse report, `Esc [ M` and three raw bytes that would otherwise read as keys.
    if introducer == UInt8(ascii: "["), bytes.count > 2, bytes[start + 2] == UInt8(ascii: "M") {
      return bytes.count >= 6 ? (.unknown, 6) : nil
    }
    // CSI: parameters and intermediates, then one final byte in 0x40...0x7E.
    var index = start + 2
    while index < bytes.endIndex {
      let byte = bytes[index]
      if (0x40...0x7E).contains(byte) {
        let length = index - start + 1
        let parameters = String(decoding: bytes[(start + 2)..<index], as: UTF8.self)
        return (sequence(final: byte, parameters: parameters), length)
      }
      guard (0x20...0x3F).contains(byte) else { return (.unknown, index - start) }
      index += 1
    }
    return nil
  }

  /// `]` OSC, `P` DCS, `_` APC, `^` PM and `X` SOS: strings a terminal sends (a colour or
  /// clipboard report, an answer to a query) that end with BEL or ST (Esc `\`).
  private static let stringIntroducers: Set<UInt8> = Set("]P_^X".utf8)

  /// The longest control string waited for; past it the bytes so far are dropped, so a string
  /// that never ends cannot hold the keys after it for ever.
  private static let longestControlString = 4096

  /// A control string swallowed whole, up to and with its terminator; nil while it is unfinished.
  /// An Esc inside that is not ST ends the string and starts the next key.
  private static func controlString(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
    let start = bytes.startIndex
    var index = start + 2
    while index < bytes.endIndex {
      switch bytes[index] {
      case 0x07: return (.unknown, index - start + 1)
      case 0x1B:
        guard index + 1 < bytes.endIndex else { return nil }
        return bytes[index + 1] == UInt8(ascii: "\\")
          ? (.unknown, index - start + 2) : (.unknown, index - start)
      default: index += 1
      }
    }
    return bytes.count > longestControlString ? (.unknown, bytes.count) : nil
  }

  private static func sequence(final: UInt8, parameters: String) -> Key {
    switch (Character(Unicode.Scalar(final)), parameters) {
    case ("A", _): .up
    case ("B", _): .down
    case ("C", _): .right
    case ("D", _): .left
    case ("~", "3"): .backspace
    default: .unknown
    }
  }

  private static func utf8(_ bytes: ArraySlice<UInt8>) -> (Key, Int)? {
    let first = bytes[bytes.startIndex]
    let length =
      switch first {
      case 0xC2...0xDF: 2
      case 0xE0...0xEF: 3
      case 0xF0...0xF4: 4
      default: 0
      }
    guard length > 0 else { return (.unknown, 1) }
    guard bytes.count >= length else { return nil }
    let slice = bytes[bytes.startIndex..<(bytes.startIndex + length)]
    guard let text = String(validating: slice, as: UTF8.self), let character = text.first else {
      return (.unknown, 1)
    }
    return (.character(character), length)
  }
}
