import CountBikiKit
import Foundation
import SystemCalls

/// An Anki package (`.apkg`): a zip holding the collection, a `media` index and one numbered
/// file per sound. The same cards and audio give a byte-identical file.
public struct AnkiPackage {
  public let deckName: String
  public let deckDescription: String
  public let skill: Skill
  /// The cards, each with its Ogg audio.
  public let cards: [(card: Flashcard, audio: Data)]

  public init(
    deckName: String, deckDescription: String, skill: Skill,
    cards: [(card: Flashcard, audio: Data)]
  ) {
    self.deckName = deckName
    self.deckDescription = deckDescription
    self.skill = skill
    self.cards = cards
  }

  /// The deck name for questions of `names` (topics or categories, as the learner gave them):
  /// `countbiki::money.conbini`, with the skill added for reading.
  public static func deckName(for names: [String], skill: Skill) -> String {
    let topics = names.joined(separator: " + ")
    return skill == .listening ? "countbiki::\(topics)" : "countbiki::\(topics) (reading)"
  }

  /// Writes the package to `path`, replacing any file there only once it is complete.
  public func write(to path: String) throws(ExportError) {
    let collection = AnkiCollection(
      deckName: deckName, deckDescription: deckDescription, noteType: AnkiNoteType(skill: skill),
      cards: cards.map(\.card))
    let collectionData = try Self.collectionData(collection, near: path)
    // Anki names each sound by its position in the zip and keeps the real name in `media`.
    let index = Dictionary(
      uniqueKeysWithValues: cards.enumerated().map {
        (String($0.offset), $0.element.card.audioFile)
      })
    var entries = [
      ZipArchive.Entry(name: "collection.anki2", data: collectionData, compressed: true),
      ZipArchive.Entry(
        name: "media", data: Data(AnkiCollection.json(index).utf8), compressed: true),
    ]
    for (number, card) in cards.enumerated() {
      entries.append(ZipArchive.Entry(name: String(number), data: card.audio, compressed: false))
    }
    let file: FileReplacement
    do {
      file = try FileReplacement(replacing: path)
    } catch {
      throw .refused(path: path, error)
    }
    do {
      try ZipArchive.write(entries, to: file.temporary, as: path)
    } catch {
      file.discard()
      throw error
    }
    do {
      try file.commit()
    } catch {
      throw .refused(path: path, error)
    }
  }

  /// The collection's bytes, written through SQLite to a temporary file that is then removed.
  private static func collectionData(_ collection: AnkiCollection, near path: String)
    throws(ExportError) -> Data
  {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("countbiki-export-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("collection.anki2")
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .cannotWrite(path: folder.path, reason: "the temporary folder cannot be created")
    }
    do {
      try collection.write(to: file.path)
    } catch {
      throw .cannotWrite(path: path, reason: error.reason)
    }
    do {
      return try Data(contentsOf: file)
    } catch {
      throw .cannotWrite(path: path, reason: "the collection cannot be read back")
    }
  }
}
