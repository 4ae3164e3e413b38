import CountBikiKit
import Foundation

/// The note type of an exported deck: its fields and the card template of the skill it drills.
/// One note type per skill, each with a fixed id, so every export of a skill shares it.
struct AnkiNoteType {
  let skill: Skill

  static let fieldNames = ["audio", "display", "reading", "answer", "explanation", "topic"]
  /// The display text is what the card browser sorts by.
  static let sortField = 1

  var id: Int64 {
    switch skill {
    case .listening: 1_767_225_600_001
    // `export` offers listening and reading only; a kanji deck would be a reading deck.
    case .reading, .kanji: 1_767_225_600_002
    }
  }

  var name: String { "countbiki \(skill.rawValue)" }

  /// The front and back of the one card each note has.
  var templates: (front: String, back: String) {
    switch skill {
    case .listening:
      return (
        "<div class=prompt>What number do you hear?</div>{{audio}}",
        """
        {{FrontSide}}<hr id=answer><div class=display>{{display}}</div>\
        <div class=reading>{{reading}}</div><div class=answer>{{answer}}</div>\
        <div class=explanation>{{explanation}}</div>
        """
      )
    case .reading, .kanji:
      return (
        "<div class=prompt>How is it read?</div><div class=display>{{display}}</div>",
        """
        {{FrontSide}}<hr id=answer><div class=reading>{{reading}}</div>{{audio}}\
        <div class=answer>{{answer}}</div><div class=explanation>{{explanation}}</div>
        """
      )
    }
  }

  static let css = """
    .card { font-family: sans-serif; font-size: 28px; text-align: center; }
    .prompt { font-size: 16px; color: #888; }
    .display { font-size: 40px; }
    .answer { font-size: 20px; color: #888; }
    .explanation { font-size: 16px; text-align: left; margin-top: 1em; }
    """

  /// The note type in the JSON form of the collection's `col.models` (schema 11).
  func json(modified: Int64, deckID: Int64) -> [String: Any] {
    let (front, back) = templates
    return [
      "id": id, "name": name, "type": 0, "mod": modified, "usn": 0,
      "sortf": Self.sortField, "did": deckID, "css": Self.css,
      "latexPre": "", "latexPost": "", "latexsvg": false, "tags": [String](), "vers": [Int](),
      // The card needs the audio field for listening and the display field for reading.
      "req": [[0, "any", [skill == .listening ? 0 : 1]]],
      "tmpls": [
        [
          "name": "\(skill.rawValue.capitalized) card", "ord": 0, "qfmt": front, "afmt": back,
          "bqfmt": "", "bafmt": "", "did": NSNull(), "bfont": "", "bsize": 0,
        ] as [String: Any]
      ],
      "flds": Self.fieldNames.enumerated().map { ord, name in
        [
          "name": name, "ord": ord, "sticky": false, "rtl": false, "font": "Arial", "size": 20,
          "media": [String](),
        ] as [String: Any]
      },
    ]
  }
}
