import CountBikiKit
import Foundation
import SystemCalls
import TestSupport
import Testing

@testable import Export

private let cards = [
  (
    card: Flashcard(
      question: Question(
        topic: "durations.minutes", values: [8], format: .number, display: "8分",
        reading: try! Expression("8分").reading, answer: "8", suffix: "分",
        explanation: try! Explanation("8分")), skill: .listening),
    audio: Data("OggS".utf8)
  )
]

/// A deck and a CSV file written to a link go to the link's target; the link stays.
@Test func aDeckAndACSVFileAreWrittenThroughALink() throws {
  let folder = try TemporaryFolder.make("countbiki-export-link")
  defer { try? FileManager.default.removeItem(at: folder) }
  for name in ["deck.apkg", "deck.csv"] {
    let target = folder.appendingPathComponent("kept-" + name)
    try Data("old".utf8).write(to: target)
    let link = folder.appendingPathComponent(name)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    if name.hasSuffix(".csv") {
      try FlashcardCSV.write(cards, to: link.path)
      #expect(try String(contentsOf: target, encoding: .utf8).hasPrefix("audio,display,"))
    } else {
      try AnkiPackage(
        deckName: "countbiki::durations.minutes", deckDescription: "", skill: .listening,
        cards: cards
      )
      .write(to: link.path)
      #expect(try Data(contentsOf: target).prefix(2) == Data("PK".utf8))
    }
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
  }
  #expect(
    try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == [
      "deck-audio", "deck.apkg", "deck.csv", "kept-deck.apkg", "kept-deck.csv",
    ])
}

@Test func aFileThatCannotBeWrittenIsOneSentenceWithTheSystemsReason() {
  #expect(
    ExportError.refused(path: "/proc/version", SystemError(ENOENT)).description
      == "cannot write /proc/version (No such file or directory); choose a folder you can write to with --out."
  )
  let long = "/tmp/" + String(repeating: "a", count: 5000) + ".apkg"
  #expect(
    ExportError.refused(path: long, SystemError(ENAMETOOLONG)).description
      == "cannot write /tmp/\(String(repeating: "a", count: 75))…\(String(repeating: "a", count: 75)).apkg (File name too long); give --out a shorter name."
  )
  #expect(
    ExportError.refused(path: "/tmp/x", SystemError(EISDIR)).description
      == "cannot write /tmp/x: it is a folder; give --out a file name.")
  #expect(
    ExportError.shown(String(repeating: "b", count: 160)) == String(repeating: "b", count: 160))
}
