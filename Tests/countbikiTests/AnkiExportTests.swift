import Foundation
import TestSupport
import Testing

// `countbiki export anki`, checked with Anki's own importer (the `anki` package from PyPI).

/// Runs `countbiki ARGUMENTS` in a home of its own, for at most two minutes.
private func countbiki(_ arguments: [String]) async throws -> Binary.Result {
  try await Binary.run(arguments, limit: .seconds(120))
}

/// Runs `countbiki export ARGUMENTS`.
private func export(_ arguments: [String]) async throws -> Binary.Result {
  try await countbiki(["export"] + arguments)
}

/// The number of samples of an audio file, decoded by sox.
private func samples(_ file: URL, in folder: URL) async throws -> Int {
  let wav = folder.appendingPathComponent(UUID().uuidString + ".wav")
  defer { try? FileManager.default.removeItem(at: wav) }
  let environment = Isolation.environment(home: folder)
  let decoded = try await Binary.run(
    "/usr/bin/sox", [file.path, wav.path], environment: environment, limit: .seconds(30))
  guard decoded.status == 0 else {
    throw TestFailure("sox cannot decode \(file.path): \(decoded.error)")
  }
  let count = try await Binary.run(
    "/usr/bin/soxi", ["-s", wav.path], environment: environment, limit: .seconds(30))
  guard let value = Int(count.output.trimmingCharacters(in: .whitespacesAndNewlines)) else {
    throw TestFailure("soxi gave no length for \(wav.path): \(count.error)")
  }
  return value
}

/// A card as Anki renders it, without the note type's style sheet in front.
private func withoutStyle(_ html: String) -> String {
  guard let end = html.range(of: "</style>") else { return html }
  return String(html[end.upperBound...])
}

@Test func conbiniDeckImportsIntoAnkiAsFiftyNotesWithTheirAudio() async throws {
  let folder = try TemporaryFolder.make("countbiki-anki-export")
  defer { try? FileManager.default.removeItem(at: folder) }
  let package = folder.appendingPathComponent("conbini.apkg")
  let result = try await export([
    "anki", "money.conbini", "--count", "50", "--seed", "1", "--out", package.path,
  ])
  #expect(result.status == 0)
  #expect(result.error == "")

  let report = try await AnkiImport.run([package], in: folder)
  #expect(report.imports == [["new": 50, "updated": 0, "unchanged": 0, "conflicting": 0]])
  #expect(report.notes.count == 50)
  let byDisplay = Dictionary(uniqueKeysWithValues: report.notes.map { ($0.fields["display"]!, $0) })
  // The first questions of `countbiki generate money.conbini --seed 1`.
  let first = try #require(byDisplay["¥893"])
  #expect(
    first.fields == [
      "audio": "[sound:countbiki-d9d478f2e80efb0e.ogg]", "display": "¥893",
      "reading": "はっぴゃくきゅうじゅうさんえん", "answer": "893",
      "explanation":
        "はっ・ぴゃく・きゅう・じゅう・さん・えん<br>はっ (8): 8 → はっ before 百<br>ぴゃく (百): 8 → はっ before 百",
      "topic": "money.conbini",
    ])
  #expect(first.guid == "cbd9d478f2e80efb0e")
  #expect(first.noteType == "countbiki listening")
  #expect(first.deck == "countbiki::money.conbini")
  #expect(byDisplay["¥1,144"]?.fields["reading"] == "せんひゃくよんじゅうよえん")
  #expect(byDisplay["¥1,144"]?.fields["answer"] == "1144")
  #expect(byDisplay["¥1,460"]?.fields["reading"] == "せんよんひゃくろくじゅうえん")
  // Listening: the front plays the sound and shows no number; the back shows it.
  #expect(
    withoutStyle(first.question)
      == "<div class=prompt>What number do you hear?</div>[anki:play:q:0]")
  #expect(
    withoutStyle(first.answer)
      == "<div class=prompt>What number do you hear?</div>[anki:play:q:0]<hr id=answer>"
      + "<div class=display>¥893</div><div class=reading>はっぴゃくきゅうじゅうさんえん</div>"
      + "<div class=answer>893</div><div class=explanation>はっ・ぴゃく・きゅう・じゅう・さん・えん<br>"
      + "はっ (8): 8 → はっ before 百<br>ぴゃく (百): 8 → はっ before 百</div>")

  // Every sound a note names is in the media folder, and each decodes to the length of what
  // `countbiki say` synthesizes for the note's reading (within 5 %).
  let sounds = report.notes.map { note in
    String(note.fields["audio"]!.dropFirst("[sound:".count).dropLast())
  }
  #expect(Set(sounds).isSubset(of: Set(report.mediaFiles)))
  #expect(report.mediaFiles.count == 50)
  let media = URL(fileURLWithPath: report.mediaFolder)
  for (note, sound) in zip(report.notes, sounds) {
    let reading = note.fields["reading"]!
    let wav = folder.appendingPathComponent("expected.wav")
    let said = try await countbiki(["say", reading, "--wav", wav.path])
    #expect(said.status == 0)
    let expected = try await samples(wav, in: folder)
    #expect(expected > 11_025, "\(reading) should last over half a second")
    // espeak-ng carries some state from one utterance to the next (its pitch flutter and
    // noise), so a clip made in the middle of an export may differ from a lone one by a few
    // tens of milliseconds; 5 % still tells a whole clip from a cut or empty one. A clip
    // encoded after others may also start with up to 1,024 samples of the silence between them.
    let decoded = try await samples(media.appendingPathComponent(sound), in: folder)
    #expect(
      (expected - expected / 20)...(expected + expected / 20 + 1_024) ~= decoded,
      "\(reading): \(decoded) samples, expected \(expected)")
  }
}

@Test func exportingAgainGivesTheSameBytesAndImportingAgainAddsNoCopies() async throws {
  let folder = try TemporaryFolder.make("countbiki-anki-again")
  defer { try? FileManager.default.removeItem(at: folder) }
  let first = folder.appendingPathComponent("first.apkg")
  let second = folder.appendingPathComponent("second.apkg")
  let other = folder.appendingPathComponent("other.apkg")
  for (seed, file) in [("1", first), ("1", second), ("2", other)] {
    let result = try await export([
      "anki", "counters.hon", "--count", "20", "--seed", seed, "--out", file.path,
    ])
    #expect(result.status == 0, "\(result.error)")
  }
  #expect(try Data(contentsOf: first) == Data(contentsOf: second))

  let report = try await AnkiImport.run([first, second, other], in: folder)
  // Each import sets the deck's description: the last package's is kept.
  #expect(
    report.deckDescriptions["countbiki::counters.hon"]
      == "Questions from countbiki: counters.hon, seed 2. Voice: default (espeak-ng).")
  let firstDisplays = try await Set(generated("counters.hon", seed: "1", count: 20))
  let otherDisplays = try await Set(generated("counters.hon", seed: "2", count: 20))
  #expect(report.imports[0]["new"] == 20)
  #expect(report.imports[1] == ["new": 0, "updated": 0, "unchanged": 20, "conflicting": 0])
  #expect(report.imports[2]["new"] == otherDisplays.subtracting(firstDisplays).count)
  #expect(report.notes.count == firstDisplays.union(otherDisplays).count)
  #expect(Set(report.notes.map { $0.fields["display"]! }) == firstDisplays.union(otherDisplays))
}

/// Open JTalk's voice file carries a licence that asks for credit: the deck names each voice that
/// speaks in it with its engine and that credit, and the same arguments still give the same bytes.
@Test func aDeckNamesItsVoicesWithTheirCreditsAndKeepsItsBytes() async throws {
  let folder = try TemporaryFolder.make("countbiki-anki-voices")
  defer { try? FileManager.default.removeItem(at: folder) }
  let environment = Isolation.environment(home: folder.appendingPathComponent("home"), systemVoices: true)
  let first = folder.appendingPathComponent("first.apkg")
  let second = folder.appendingPathComponent("second.apkg")
  for file in [first, second] {
    let result = try await Binary.run(
      [
        "export", "anki", "counters.hon", "--count", "6", "--seed", "2", "--voice", "nitech-m001,default",
        "--out", file.path,
      ], environment: environment, limit: .seconds(120))
    #expect(result.status == 0, "\(result.error)")
    #expect(result.error == "")
  }
  #expect(try Data(contentsOf: first) == Data(contentsOf: second))
  let report = try await AnkiImport.run([first], in: folder)
  #expect(report.notes.count == 6)
  #expect(
    report.deckDescriptions["countbiki::counters.hon"]
      == "Questions from countbiki: counters.hon, seed 2. Voices: nitech-m001 (Open JTalk; © 2003-2012 Nagoya Institute of Technology, CC BY 3.0), default (espeak-ng)."
  )
}

/// The display texts `countbiki generate` draws, first appearances only, up to `count` of them.
private func generated(_ topic: String, seed: String, count: Int) async throws -> [String] {
  let lines = try await countbiki(["generate", topic, "--seed", seed, "--count", "500"]).output
    .split(separator: "\n").map { String($0.split(separator: "\t")[1]) }
  var seen: Set<String> = []
  return Array(lines.filter { seen.insert($0).inserted }.prefix(count))
}

@Test func readingDeckShowsTheNumberAndAnswersWithItsReading() async throws {
  let folder = try TemporaryFolder.make("countbiki-anki-reading")
  defer { try? FileManager.default.removeItem(at: folder) }
  let package = folder.appendingPathComponent("hon.apkg")
  let result = try await export([
    "anki", "counters.hon", "--count", "5", "--seed", "3", "--skill", "reading", "--out",
    package.path,
  ])
  #expect(result.status == 0)
  let report = try await AnkiImport.run([package], in: folder)
  #expect(Set(report.notes.map { $0.fields["display"]! }) == ["3本", "15本", "13本", "2本", "5本"])
  let three = report.notes.first { $0.fields["display"] == "3本" }
  #expect(three?.fields["reading"] == "さんぼん")
  #expect(three?.fields["answer"] == "3")
  #expect(three?.fields["explanation"] == "さん・ぼん<br>ぼん (本): counter voiced after ん")
  for note in report.notes {
    let display = note.fields["display"]!
    #expect(note.noteType == "countbiki reading")
    #expect(note.deck == "countbiki::counters.hon (reading)")
    #expect(
      withoutStyle(note.question)
        == "<div class=prompt>How is it read?</div><div class=display>\(display)</div>")
    #expect(
      withoutStyle(note.answer)
        == withoutStyle(note.question) + "<hr id=answer><div class=reading>"
        + note.fields["reading"]! + "</div>[anki:play:a:0]<div class=answer>"
        + note.fields["answer"]! + "</div><div class=explanation>"
        + note.fields["explanation"]! + "</div>")
  }
}

@Test func csvFormatWritesRowsAndAnAudioFolder() async throws {
  let folder = try TemporaryFolder.make("countbiki-csv-export")
  defer { try? FileManager.default.removeItem(at: folder) }
  let csv = folder.appendingPathComponent("conbini.csv")
  let result = try await export([
    "anki", "money.conbini", "--count", "3", "--seed", "1", "--format", "csv", "--out", csv.path,
  ])
  #expect(result.status == 0)
  #expect(
    try String(contentsOf: csv, encoding: .utf8)
      == """
      audio,display,reading,answer,explanation,topic\r
      conbini-audio/countbiki-d9d478f2e80efb0e.ogg,¥893,はっぴゃくきゅうじゅうさんえん,893,はっ・ぴゃく・きゅう・じゅう・さん・えん<br>はっ (8): 8 → はっ before 百<br>ぴゃく (百): 8 → はっ before 百,money.conbini\r
      conbini-audio/countbiki-6f65d48b964ca2ae.ogg,"¥1,144",せんひゃくよんじゅうよえん,1144,せん・ひゃく・よん・じゅう・よ・えん<br>よ (4): 4 → よ before 時/円/人/年/畳,money.conbini\r
      conbini-audio/countbiki-9abc0b8baeda6923.ogg,"¥1,460",せんよんひゃくろくじゅうえん,1460,せん・よん・ひゃく・ろく・じゅう・えん<br>said as written,money.conbini\r

      """)
  let audio = try FileManager.default.contentsOfDirectory(
    atPath: folder.appendingPathComponent("conbini-audio").path)
  #expect(
    audio.sorted() == [
      "countbiki-6f65d48b964ca2ae.ogg", "countbiki-9abc0b8baeda6923.ogg",
      "countbiki-d9d478f2e80efb0e.ogg",
    ])
}

@Test func exportMistakesAreOneSentenceWithUsageStatus() async throws {
  let cases: [([String], String)] = [
    (
      [],
      "countbiki export: say what to export, as in `countbiki export anki money.conbini --out conbini.apkg`.\n"
    ),
    (
      ["deck", "money"],
      "countbiki export: “deck” is not an export format; use anki, as in `countbiki export anki money.conbini --out conbini.apkg`.\n"
    ),
    (
      ["anki", "--out", "x.apkg"],
      "countbiki export: name at least one topic or category, as in `countbiki export anki money.conbini --out conbini.apkg`.\n"
    ),
    (
      ["anki", "money"],
      "countbiki export: say where to write the deck with --out FILE, as in --out conbini.apkg.\n"
    ),
    (
      ["anki", "money", "--format", "csv"],
      "countbiki export: say where to write the deck with --out FILE, as in --out conbini.csv.\n"
    ),
    (
      ["csv", "money.conbini", "--out", "x.csv"],
      "countbiki export: “csv” is not an export format; CSV is written by `export anki` with --format csv, as in `countbiki export anki money.conbini --format csv --out conbini.csv`.\n"
    ),
    (
      ["anki", "money", "--out", "/tmp"],
      "countbiki export: --out /tmp is a folder; give a file name, as in --out /tmp/conbini.apkg.\n"
    ),
    (
      ["anki", "money", "--format", "csv", "--out", "/tmp/"],
      "countbiki export: --out /tmp/ is a folder; give a file name, as in --out /tmp/conbini.csv.\n"
    ),
    (
      ["anki", "money", "--skill", "writing", "--out", "x.apkg"],
      "countbiki export: --skill must be listening or reading, not “writing”.\n"
    ),
  ]
  for (arguments, message) in cases {
    let result = try await export(arguments)
    #expect(result.status == 2, "\(arguments)")
    #expect(result.error == message)
  }
}

@Test func aTopicWithFewerQuestionsThanAskedWritesThemAllAndSaysSo() async throws {
  let folder = try TemporaryFolder.make("countbiki-anki-few")
  defer { try? FileManager.default.removeItem(at: folder) }
  let package = folder.appendingPathComponent("tsu.apkg")
  let result = try await export([
    "anki", "counters.tsu", "--count", "20", "--seed", "1", "--out", package.path,
  ])
  #expect(result.status == 1)
  #expect(
    result.error
      == "countbiki export: counters.tsu has only 10 different questions, so \(package.path) holds 10 notes, not 20; ask for fewer with --count or add topics.\n"
  )
  let report = try await AnkiImport.run([package], in: folder)
  #expect(
    Set(report.notes.map { $0.fields["display"]! })
      == ["1つ", "2つ", "3つ", "4つ", "5つ", "6つ", "7つ", "8つ", "9つ", "十"])
}

/// With no --count typed, a topic with fewer questions than the standard count makes a complete
/// deck: it is written, and standard error says how many notes it holds.
@Test func aTopicWithFewerQuestionsThanTheStandardCountIsACompleteDeck() async throws {
  let folder = try TemporaryFolder.make("countbiki-anki-few")
  defer { try? FileManager.default.removeItem(at: folder) }
  let package = folder.appendingPathComponent("tsu.apkg")
  let result = try await export(["anki", "counters.tsu", "--seed", "1", "--out", package.path])
  #expect(result.status == 0)
  #expect(
    result.error == "\(package.path) holds 10 notes, every different question counters.tsu has.\n")
  #expect(FileManager.default.fileExists(atPath: package.path))
}

/// The system's refusals are one sentence with its reason, before any audio is made; a name
/// too long to show is shortened.
@Test func anOutputTheSystemRefusesIsOneSentenceWithItsReason() async throws {
  let long = "/tmp/" + String(repeating: "a", count: 5000) + ".apkg"
  let cases: [([String], String)] = [
    (
      ["anki", "money.conbini", "--out", "/proc/version"],
      "countbiki export: cannot write /proc/version (No such file or directory); choose a folder you can write to with --out.\n"
    ),
    (
      ["anki", "money.conbini", "--out", long],
      "countbiki export: cannot write /tmp/\(String(repeating: "a", count: 75))…\(String(repeating: "a", count: 75)).apkg (File name too long); give --out a shorter name.\n"
    ),
  ]
  for (arguments, message) in cases {
    let result = try await export(arguments + ["--seed", "1"])
    #expect(result.status == 1, "\(arguments)")
    #expect(result.error == message)
  }
}

/// A deck or CSV file whose name is a link is written where the link points; the link stays.
@Test func anExportToALinkWritesItsTargetAndKeepsTheLink() async throws {
  let folder = try TemporaryFolder.make("countbiki-export-link")
  defer { try? FileManager.default.removeItem(at: folder) }
  for (name, format) in [("deck.apkg", "apkg"), ("deck.csv", "csv")] {
    let target = folder.appendingPathComponent("kept-" + name)
    try Data("old".utf8).write(to: target)
    let link = folder.appendingPathComponent(name)
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
    let result = try await export([
      "anki", "money.conbini", "--count", "1", "--seed", "1", "--format", format, "--out", link.path,
    ])
    #expect(result.status == 0 && result.error == "")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link.path) == target.path)
    let written = try Data(contentsOf: target)
    #expect(format == "csv" ? written.starts(with: Data("audio,display,".utf8)) : written.starts(with: Data("PK".utf8)))
  }
}

@Test func anOutputFolderThatDoesNotExistIsAUsageError() async throws {
  let result = try await export([
    "anki", "money.conbini", "--count", "2", "--seed", "1", "--out", "/nonexistent/deck.apkg",
  ])
  #expect(result.status == 2)
  #expect(
    result.error
      == "countbiki export: --out names a folder that does not exist (/nonexistent); create it first or write elsewhere.\n"
  )
}
