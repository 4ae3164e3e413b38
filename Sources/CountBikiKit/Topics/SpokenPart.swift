/// A stretch of an utterance as written and as read: `1234円` and せんにひゃくさんじゅうよえん.
///
/// A speech engine that reads written Japanese (Open JTalk) is given `written` for its natural
/// accent and is overruled with `reading` where it would say something else; an engine that
/// reads only kana (espeak-ng) is given `reading`. Either way the learner hears `reading`.
public struct SpokenPart: Hashable, Sendable, Codable {
  /// The written Japanese, as a native reader would read it aloud: `1234円`, `3番線`.
  public let written: String
  /// Our canonical reading of `written`, in hiragana.
  public let reading: String

  public init(written: String, reading: String) {
    self.written = written
    self.reading = reading
  }

  /// The readings of `parts` joined: the whole utterance as it is heard.
  public static func reading(of parts: [SpokenPart]) -> String {
    parts.map(\.reading).joined()
  }

  /// The written forms of `parts` joined.
  public static func written(of parts: [SpokenPart]) -> String {
    parts.map(\.written).joined()
  }

  /// How a question's display is written for reading aloud: a price shown `¥1,234` is read as
  /// `1234円` (the yen sign comes first in writing but 円 last in speech), and the commas that
  /// group digits are not read.
  public static func writtenForReadingAloud(_ display: String) -> String {
    var text = display
    for sign in ["¥", "￥"] where text.hasPrefix(sign) {
      text = String(text.dropFirst()) + "円"
    }
    var out = ""
    var previous: Character?
    let characters = Array(text)
    for (index, character) in characters.enumerated() {
      let next = index + 1 < characters.count ? characters[index + 1] : nil
      if character == ",", previous?.isASCIIDigit == true, next?.isASCIIDigit == true { continue }
      out.append(character)
      previous = character
    }
    return out
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
