import CountBikiKit

/// What an engine may say for one part of an utterance, decided once for every engine: our
/// reading in kana, or nothing. A part whose reading still holds digits, kanji or Latin letters
/// is one our reading engine did not read; given it, each engine would say its own guess at
/// the number, which is the one thing a learner must never hear.
public enum SpokenReading: Hashable, Sendable {
  /// Our reading, kana with the punctuation and spaces of a sentence: what every engine says.
  case ours(String)
  /// No reading of ours for `written`: no engine is given it.
  case missing(written: String)

  public init(_ part: SpokenPart) {
    self = part.reading.unicodeScalars.allSatisfy(Self.isSayable) ? .ours(part.reading) : .missing(written: part.written)
  }

  /// The first part of `parts` with no reading of ours, or nil when every part has one.
  public static func missing(in parts: [SpokenPart]) -> String? {
    for part in parts {
      switch SpokenReading(part) {
      case .ours: continue
      case .missing(let written): return written
      }
    }
    return nil
  }

  /// Kana (hiragana, katakana and its long-vowel mark), or anything that is neither a letter
  /// nor a digit: spaces and punctuation such as 、。？.
  private static func isSayable(_ scalar: Unicode.Scalar) -> Bool {
    if (0x3041...0x309F).contains(scalar.value) || (0x30A0...0x30FF).contains(scalar.value) { return true }
    return !scalar.properties.isAlphabetic && scalar.properties.numericType == nil
  }
}
