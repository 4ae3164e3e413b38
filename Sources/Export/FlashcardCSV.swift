import Foundation
import SystemCalls

/// Cards as CSV (RFC 4180, UTF-8) beside a folder of their Ogg audio, for flashcard programs
/// that do not read Anki packages. The `audio` column names each file by its path relative to
/// the CSV file.
public enum FlashcardCSV {
  public static let header = ["audio", "display", "reading", "answer", "explanation", "topic"]

  /// The folder beside `csvPath` that holds the audio: `deck.csv` → `deck-audio`.
  public static func audioFolder(for csvPath: String) -> URL {
    let csv = URL(fileURLWithPath: csvPath)
    let stem = csv.deletingPathExtension().lastPathComponent
    return csv.deletingLastPathComponent().appendingPathComponent("\(stem)-audio")
  }

  /// The CSV text: a header row, then one row per card.
  public static func text(_ cards: [Flashcard], audioFolder: String) -> String {
    let rows =
      [header]
      + cards.map { card in
        [
          "\(audioFolder)/\(card.audioFile)", card.display, card.readingText, card.answer,
          card.explanation, card.topic,
        ]
      }
    return rows.map { CSV.record($0) + "\r\n" }.joined()
  }

  /// Writes the audio files, then the CSV file (each atomically).
  public static func write(_ cards: [(card: Flashcard, audio: Data)], to csvPath: String)
    throws(ExportError)
  {
    let folder = audioFolder(for: csvPath)
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    } catch {
      throw .cannotWrite(path: folder.path, reason: "the folder cannot be created")
    }
    for (card, audio) in cards {
      let file = folder.appendingPathComponent(card.audioFile)
      // Through a link, as the CSV file is: a learner's audio kept elsewhere stays linked.
      do {
        try FileReplacement.write(Array(audio), to: file.path)
      } catch {
        throw .refused(path: file.path, error)
      }
    }
    let csv = text(cards.map(\.card), audioFolder: folder.lastPathComponent)
    do {
      try FileReplacement.write(Array(csv.utf8), to: csvPath)
    } catch {
      throw .refused(path: csvPath, error)
    }
  }
}
