import Foundation

extension JSONValue {
  /// The most arrays and objects nested in one another that a document may hold.
  public static let maximumDepth = 512

  /// Reads a JSON document whose top level is an object or an array, as Foundation's
  /// `JSONSerialization` reads one: UTF-8, UTF-16 or UTF-32 with or without a byte order mark,
  /// a comma allowed after the last element of an array or object, the last of repeated keys kept.
  /// Much faster than going through `JSONSerialization` or `JSONDecoder`: topic files are read on
  /// every start.
  public init(parsing data: Data) throws(JSONSyntaxError) {
    self = try Self.parse(data).value
  }

  /// The document in `data` and how it spelled the numbers its values cannot show alone.
  /// `keeping`, when given, is asked about each member of an object with the object's depth (1
  /// for the top-level object's members); a member it refuses is stepped over without being
  /// read, which makes reading a document for a few of its fields much cheaper.
  public static func parse(
    _ data: Data, keeping keep: ((_ depth: Int, _ key: String) -> Bool)? = nil
  ) throws(JSONSyntaxError) -> (value: JSONValue, spellings: Spellings) {
    let utf8 = try Self.utf8(data)
    return try utf8.withUnsafeBufferPointer { bytes throws(JSONSyntaxError) in
      var reader = JSONReader(bytes: bytes, keep: keep)
      let value = try reader.document()
      return (value, reader.spellings)
    }
  }

  /// How a document wrote the numbers whose value does not tell: whole numbers written with a
  /// fraction or an exponent (2.0, 1e16) and whole numbers longer than a Double holds exactly.
  public struct Spellings: Sendable {
    var texts: [Double: String] = [:]

    /// `number` as the document wrote it: whole numbers in digits, others as Swift writes a
    /// Double (1.5, 1e+30), as Foundation names the numbers it reads.
    public func spelling(of number: Double) -> String {
      if let text = texts[number] { return text }
      guard number == number.rounded(), abs(number) < 9.2e18 else { return String(number) }
      return String(Int64(number))
    }
  }

  /// The bytes as UTF-8, without a byte order mark.
  private static func utf8(_ data: Data) throws(JSONSyntaxError) -> [UInt8] {
    let bytes = [UInt8](data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { return Array(bytes.dropFirst(3)) }
    guard let encoding = wideEncoding(bytes) else { return bytes }
    guard var text = String(data: data, encoding: encoding) else { throw JSONSyntaxError() }
    if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
    return Array(text.utf8)
  }

  /// UTF-16 or UTF-32, told by a byte order mark or by where the zero bytes of ASCII fall.
  private static func wideEncoding(_ b: [UInt8]) -> String.Encoding? {
    let n = b.count
    if n >= 4, b[0] == 0, b[1] == 0, b[2] == 0xFE, b[3] == 0xFF { return .utf32BigEndian }
    if n >= 2, b[0] == 0xFF, b[1] == 0xFE {
      return n >= 4 && b[2] == 0 && b[3] == 0 ? .utf32LittleEndian : .utf16LittleEndian
    }
    if n >= 2, b[0] == 0xFE, b[1] == 0xFF { return .utf16BigEndian }
    if n >= 4 {
      if b[0] == 0, b[1] == 0, b[2] == 0 { return .utf32BigEndian }
      if b[1] == 0, b[2] == 0, b[3] == 0 { return .utf32LittleEndian }
      if b[0] == 0, b[2] == 0 { return .utf16BigEndian }
      if b[1] == 0, b[3] == 0 { return .utf16LittleEndian }
    } else if n >= 2 {
      if b[0] == 0 { return .utf16BigEndian }
      if b[1] == 0 { return .utf16LittleEndian }
    }
    return nil
  }
}

/// Text that is not a JSON document countbiki can read.
public struct JSONSyntaxError: Error, Hashable, Sendable {
  public init() {}
}

/// A reader of one JSON document in UTF-8, byte by byte.
private struct JSONReader {
  let bytes: UnsafeBufferPointer<UInt8>
  var index = 0
  var depth = 0
  var spellings = JSONValue.Spellings()
  let keep: ((Int, String) -> Bool)?

  init(bytes: UnsafeBufferPointer<UInt8>, keep: ((Int, String) -> Bool)?) {
    self.bytes = bytes
    self.keep = keep
  }

  mutating func document() throws(JSONSyntaxError) -> JSONValue {
    skipSpace()
    guard let first = peek(), first == UInt8(ascii: "{") || first == UInt8(ascii: "[") else {
      throw JSONSyntaxError()
    }
    let value = try self.value()
    skipSpace()
    guard index == bytes.count else { throw JSONSyntaxError() }
    return value
  }

  private func peek() -> UInt8? {
    index < bytes.count ? bytes[index] : nil
  }

  private mutating func skipSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      default: return
      }
    }
  }

  private mutating func expect(_ byte: UInt8) throws(JSONSyntaxError) {
    guard peek() == byte else { throw JSONSyntaxError() }
    index += 1
  }

  private mutating func value() throws(JSONSyntaxError) -> JSONValue {
    guard let byte = peek() else { throw JSONSyntaxError() }
    switch byte {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    default: return .number(try number())
    }
  }

  private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(JSONSyntaxError)
    -> JSONValue
  {
    let count = word.utf8CodeUnitCount
    guard bytes.count - index >= count else { throw JSONSyntaxError() }
    for offset in 0..<count where bytes[index + offset] != word.utf8Start[offset] {
      throw JSONSyntaxError()
    }
    index += count
    return value
  }

  private mutating func object() throws(JSONSyntaxError) -> JSONValue {
    var members: [String: JSONValue] = [:]
    try container(closing: UInt8(ascii: "}")) { reader throws(JSONSyntaxError) in
      guard reader.peek() == UInt8(ascii: "\"") else { throw JSONSyntaxError() }
      let key = try reader.string()
      reader.skipSpace()
      try reader.expect(UInt8(ascii: ":"))
      reader.skipSpace()
      if let keep = reader.keep, !keep(reader.depth, key) {
        try reader.stepOver()
        return
      }
      members[key] = try reader.value()
    }
    return .object(members)
  }

  private mutating func array() throws(JSONSyntaxError) -> JSONValue {
    var elements: [JSONValue] = []
    try container(closing: UInt8(ascii: "]")) { reader throws(JSONSyntaxError) in
      elements.append(try reader.value())
    }
    return .array(elements)
  }

  /// The elements of an array or object from its opening bracket to `close`, each read by
  /// `element`; a comma may follow the last element, as Foundation allows.
  private mutating func container(
    closing close: UInt8, _ element: (inout JSONReader) throws(JSONSyntaxError) -> Void
  ) throws(JSONSyntaxError) {
    depth += 1
    guard depth <= JSONValue.maximumDepth else { throw JSONSyntaxError() }
    index += 1
    skipSpace()
    defer { depth -= 1 }
    if peek() == close {
      index += 1
      return
    }
    while true {
      try element(&self)
      skipSpace()
      guard let byte = peek() else { throw JSONSyntaxError() }
      index += 1
      if byte == close { return }
      guard byte == UInt8(ascii: ",") else { throw JSONSyntaxError() }
      skipSpace()
      if peek() == close {
        index += 1
        return
      }
    }
  }

  /// Steps over one value without reading it: strings to their closing quote, arrays and objects
  /// to their closing bracket, anything else to the next comma, bracket or space.
  private mutating func stepOver() throws(JSONSyntaxError) {
    var nesting = 0
    while index < bytes.count {
      switch bytes[index] {
      case UInt8(ascii: "\""):
        index += 1
        while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        index += 1
        if nesting == 0 { return }
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        nesting += 1
        index += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if nesting == 0 { return }
        nesting -= 1
        index += 1
        if nesting == 0 { return }
      case UInt8(ascii: ","), 0x20, 0x09, 0x0A, 0x0D:
        if nesting == 0 { return }
        index += 1
      default:
        index += 1
      }
    }
    throw JSONSyntaxError()
  }

  /// A string from its opening quote; plain runs are taken whole, escapes one by one.
  private mutating func string() throws(JSONSyntaxError) -> String {
    index += 1
    var start = index
    var escaped: [UInt8]? = nil
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let run = UnsafeBufferPointer(rebasing: bytes[start..<index])
        index += 1
        guard var collected = escaped else { return try Self.text(run) }
        collected.append(contentsOf: run)
        return try collected.withUnsafeBufferPointer { buffer throws(JSONSyntaxError) in
          try Self.text(buffer)
        }
      }
      if byte < 0x20 { throw JSONSyntaxError() }
      if byte == UInt8(ascii: "\\") {
        var collected = escaped ?? []
        collected.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
        try escape(into: &collected)
        escaped = collected
        start = index
        continue
      }
      index += 1
    }
    throw JSONSyntaxError()
  }

  private static func text(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONSyntaxError) -> String {
    // Decoding mends bad UTF-8 where Foundation refuses it: a mended string is an error. (This
    // is much faster than `String(validating:)`, which is not specialized for the buffer.)
    let text = String(decoding: bytes, as: UTF8.self)
    guard text.utf8.count == bytes.count, text.utf8.elementsEqual(bytes) else {
      throw JSONSyntaxError()
    }
    return text
  }

  /// One escape from its backslash, appended as UTF-8.
  private mutating func escape(into output: inout [UInt8]) throws(JSONSyntaxError) {
    index += 1
    guard let byte = peek() else { throw JSONSyntaxError() }
    index += 1
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): output.append(byte)
    case UInt8(ascii: "b"): output.append(0x08)
    case UInt8(ascii: "f"): output.append(0x0C)
    case UInt8(ascii: "n"): output.append(0x0A)
    case UInt8(ascii: "r"): output.append(0x0D)
    case UInt8(ascii: "t"): output.append(0x09)
    case UInt8(ascii: "u"):
      var unit = try hex()
      if (0xDC00...0xDFFF).contains(unit) { throw JSONSyntaxError() }
      if (0xD800...0xDBFF).contains(unit) {
        guard peek() == UInt8(ascii: "\\"), index + 1 < bytes.count,
          bytes[index + 1] == UInt8(ascii: "u")
        else { throw JSONSyntaxError() }
        index += 2
        let low = try hex()
        guard (0xDC00...0xDFFF).contains(low) else { throw JSONSyntaxError() }
        unit = 0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)
      }
      guard let scalar = Unicode.Scalar(unit) else { throw JSONSyntaxError() }
      output.append(contentsOf: UTF8.encode(scalar)!)
    default:
      throw JSONSyntaxError()
    }
  }

  /// Four hex digits after `\u`.
  private mutating func hex() throws(JSONSyntaxError) -> UInt32 {
    guard bytes.count - index >= 4 else { throw JSONSyntaxError() }
    var value: UInt32 = 0
    for _ in 0..<4 {
      let byte = bytes[index]
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw JSONSyntaxError()
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }

  /// A number as JSON writes it: `-`, digits without a leading zero, a fraction, an exponent.
  private mutating func number() throws(JSONSyntaxError) -> Double {
    let start = index
    if peek() == UInt8(ascii: "-") { index += 1 }
    guard let first = peek(), Self.isDigit(first) else { throw JSONSyntaxError() }
    index += 1
    if first != UInt8(ascii: "0") { skipDigits() }
    var whole = true
    if peek() == UInt8(ascii: ".") {
      whole = false
      index += 1
      try digits()
    }
    if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
      whole = false
      index += 1
      if peek() == UInt8(ascii: "+") || peek() == UInt8(ascii: "-") { index += 1 }
      try digits()
    }
    let literal = UnsafeBufferPointer(rebasing: bytes[start..<index])
    // Up to 15 digits a whole number is exact as a Double; longer ones go through the parser.
    if whole && index - start <= 15 {
      var value: Int64 = 0
      for byte in literal where byte != UInt8(ascii: "-") {
        value = value * 10 + Int64(byte - UInt8(ascii: "0"))
      }
      return Double(literal.first == UInt8(ascii: "-") ? -value : value)
    }
    let text = String(decoding: literal, as: UTF8.self)
    guard let value = Double(text), value.isFinite else { throw JSONSyntaxError() }
    if whole {
      spellings.texts[value] = text
    } else if value == value.rounded() {
      spellings.texts[value] = String(value)
    }
    return value
  }

  private mutating func digits() throws(JSONSyntaxError) {
    guard let byte = peek(), Self.isDigit(byte) else { throw JSONSyntaxError() }
    skipDigits()
  }

  private mutating func skipDigits() {
    while let byte = peek(), Self.isDigit(byte) { index += 1 }
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
