import CountBikiKit

/// What the learner has typed for the current question: any text an answer can be written in
/// (digits, `14:30`, `4/1`, `5兆6700億`, `1234円`, kana or kanji from an input method, `4pm`).
///
/// The text keeps what was typed, with full-width digits, `：` and `／` made half-width;
/// `display` groups a plain run of digits by thousands as it grows (typing 125400000 shows
/// 125,400,000), because a long number is unreadable without them, and shows other text as typed.
public struct InputLine: Equatable, Sendable {
  /// The typed characters.
  public private(set) var text: String = ""
  /// True when the text was judged and is only left on screen: the next character typed starts
  /// a fresh answer instead of adding to it (Backspace still edits it).
  public private(set) var isStale = false
  /// The longest answer taken: the kana reading of a number near 10^20 is about 90 characters.
  public static let maximumLength = 120

  public init(_ text: String = "") {
    for character in text { insert(character) }
  }

  /// Adds a typed character. Returns false, changing nothing, for a control character or when
  /// the line is full.
  @discardableResult
  public mutating func insert(_ character: Character) -> Bool {
    if isStale { clear() }
    guard text.count < Self.maximumLength, !Self.isControl(character) else { return false }
    text.append(Self.halfWidth(character))
    return true
  }

  /// Removes the last character; false when there was none.
  @discardableResult
  public mutating func deleteBackward() -> Bool {
    isStale = false
    return text.popLast() != nil
  }

  public mutating func clear() {
    text = ""
    isStale = false
  }

  /// Keeps the text on screen, but the next character typed replaces it.
  public mutating func markStale() { isStale = !text.isEmpty }

  public var isEmpty: Bool { text.isEmpty }

  /// True when nothing more can be typed: the line holds `maximumLength` characters.
  public var isFull: Bool { text.count >= Self.maximumLength }

  /// What the learner reads when the line is full, as a paste of many digits leaves it.
  public static let fullNote =
    "The answer is full at \(maximumLength) characters; more typed is dropped (Esc clears it)."

  /// The text as shown: digits alone grouped in threes with commas; anything else as typed.
  public var display: String {
    text.allSatisfy { $0.isASCII && $0.isNumber } ? Digits.grouped(text) : text
  }

  private static func isControl(_ character: Character) -> Bool {
    character.unicodeScalars.contains { $0.properties.generalCategory == .control }
  }

  private static func halfWidth(_ character: Character) -> Character {
    guard character.unicodeScalars.count == 1, let scalar = character.unicodeScalars.first,
      [0xFF1A, 0xFF0F].contains(scalar.value) || (0xFF10...0xFF19).contains(scalar.value),
      let ascii = Unicode.Scalar(scalar.value - 0xFEE0)
    else { return character }
    return Character(ascii)
  }
}
