import Foundation

/// The JSON that commands print: pretty, sorted keys, Japanese kept as is.
public enum JSON {
  public static func encode(_ value: some Encodable) throws -> String {
    String(decoding: try encoder().encode(value), as: UTF8.self)
  }

  /// An encoder set up as `encode` uses it, for a caller that encodes many values.
  public static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .iso8601
    return encoder
  }
}
