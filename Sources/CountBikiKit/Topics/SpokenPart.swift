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
}

extension Character {
  /// 0–9 as typed on an ASCII keyboard.
  var isASCIIDigit: Bool { isASCII && isNumber }
}
