import CountBikiKit

/// One exported question: a note of the deck with its audio file.
public struct Flashcard: Hashable, Sendable {
  public let skill: Skill
  /// The topic id: `money.conbini`.
  public let topic: String
  /// The question as written: `¥1,234`, `600本`.
  public let display: String
  /// Every accepted reading in hiragana, canonical (the spoken one) first.
  public let readings: [String]
  /// What the audio says, as written and as read.
  public let spokenParts: [SpokenPart]
  /// The canonical reading cut into its parts, one line for each part a sound change shaped,
  /// as HTML lines: `ろっ・ぴゃっ・ぽん<br>ろっ (6): 6 → ろっ before 百`. Empty when the engine
  /// has no explanation for the question.
  public let explanation: String
  /// What the learner types for the number: `1234`.
  public let answer: String
  /// The name of the note's audio file inside the deck: `countbiki-0123456789abcdef.ogg`.
  public let audioFile: String
  /// The note's guid, from the skill, topic and display text, so the same question exported
  /// again is the same note.
  public let guid: String

  public init(question: Question, skill: Skill) {
    self.skill = skill
    topic = question.topic
    display = question.display
    // A sentence is shown in standard spelling (particles は, へ), though said with わ, え.
    readings = question.sentence.map { [$0.spelling] } ?? question.reading.accepted
    spokenParts = question.spokenParts
    explanation = question.explanation.map(Self.html) ?? ""
    answer = question.answer
    let key = "countbiki/\(skill.rawValue)/\(question.topic)/\(question.display)"
    guid = "cb" + StableID.hex(key)
    audioFile = "countbiki-\(StableID.hex(key)).ogg"
  }

  /// The Ogg stream number of the note's audio: fixed per note, so its audio file has the same
  /// bytes in every export.
  public var audioSerial: Int32 { Int32(truncatingIfNeeded: StableID.hash(guid)) }

  /// The note's id in an Anki collection.
  var noteID: Int64 { StableID.id(guid) }

  /// The readings as one field: `はっぷん、はちふん`.
  public var readingText: String { readings.joined(separator: "、") }

  /// The note's fields, in the order of `AnkiNoteType.fieldNames`.
  var ankiFields: [String] {
    ["[sound:\(audioFile)]", display, readingText, answer, explanation, topic]
  }

  /// An explanation as lines of HTML: the cut reading, then each changed part with its rules.
  static func html(_ explanation: Explanation) -> String {
    let changes = explanation.parts.filter { !$0.patterns.isEmpty }.map { part in
      "\(part.kana) (\(part.text)): " + part.patterns.map(\.title).joined(separator: "; ")
    }
    return ([explanation.cut] + (changes.isEmpty ? ["said as written"] : changes))
      .map(escaped).joined(separator: "<br>")
  }

  /// `text` safe inside HTML.
  private static func escaped(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;")
  }
}
