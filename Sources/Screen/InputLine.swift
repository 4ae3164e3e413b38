import CountBikiKit

/// What the learner has typed for the current question: digits, and one `:` or `/` for clock
/// times (`14:30`), hours and minutes (`2:15`) and dates (`4/1`).
///
/// The text keeps only what was typed; `display` groups it by thousands as it grows
/// (typing 125400000 shows 125,400,000), because a long number is unreadable without them.
public struct InputLine: Equatable, Sendable {
  /// The typed characters: ASCII digits and at most one separator.
  public private(set) var text: String = ""
  /// The longest answer accepted: 10^20 has 21 digits; clock answers are shorter.
  public static let maximumLength = 24

  public init(_ text: String = "") {
    for character in text { insert(character) }
  }

  /// Adds a typed character; full-width digits (１２３) count as digits. Returns false, changing
  /// nothing, for anything that cannot be part of an answer or when the line is full.
  @discardableResult
  public mutating func insert(_ character: Character) -> Bool {
    guard text.count < Self.maximumLength, let accepted = Self.normalized(character) else {
      return false
    }
    if Self.separators.contains(accepted)
      && (text.isEmpty || text.contains(where: Self.separators.contains))
    {
      return false
    }
    text.append(accepted)
    return true
  }

  /// Removes the last character; false when there was none.
  @discardableResult
  public mutating func deleteBackward() -> Bool {
    text.popLast() != nil
  }

  public mutating func clear() { text = "" }

  public var isEmpty: Bool { text.isEmpty }

  /// The text as shown: digits grouped in threes with commas; `14:30` and `4/1` as typed.
  public var display: String {
    text.contains(where: Self.separators.contains) ? text : Digits.grouped(text)
  }

  private static let separators: Set<Character> = [":", "/"]

  private static func normalized(_ character: Character) -> Character? {
    if character == ":" || character == "：" { return ":" }
    if character == "/" || character == "／" { return "/" }
    guard let scalar = character.unicodeScalars.first, character.unicodeScalars.count == 1 else {
      return nil
    }
    if ("0"..."9").contains(scalar) { return character }
    if (0xFF10...0xFF19).contains(scalar.value),
      let ascii = Unicode.Scalar(scalar.value - 0xFF10 + 0x30)
    {
      return Character(ascii)
    }
    return nil
  }
}
