import CommandArguments
import CountBikiKit
import Export
import Foundation
import Options
import ProcessIO
import Setup
import SpeechClient
import SystemCalls

/// `countbiki export anki TOPIC... --out FILE`: questions as an Anki deck with audio, or as CSV.
enum ExportCommand: Command {
  static let spec = CommandSpec(
    name: "export",
    summary: "write questions as an Anki deck with audio (or CSV and audio files)",
    positionals: .forms(["anki TOPIC_OR_CATEGORY..."]),
    options: Arguments.options,
    about: """
      Writes questions of the topics as flashcards: one note per question with its audio
      (Ogg Vorbis, said as a drill says it), the number as written, its readings, the
      answer and the topic. The deck is named after the topics (countbiki::money.conbini).
      The same arguments write the same bytes, and a note keeps its id from one export to
      the next, so importing a new export into Anki updates the notes it already has
      instead of adding copies.
      """,
    footer: SpeechSettings.optionsFooter)

  typealias Arguments = ExportArguments

  static func run(_ args: Arguments) throws -> Int32 {
    let csv = args.format == .csv
    guard args.words.first == "anki" else {
      let example = "as in `countbiki export anki money.conbini --out conbini.apkg`"
      guard let word = args.words.first else {
        throw UsageError("say what to export, \(example).")
      }
      if word == "csv" {
        throw UsageError(
          "“csv” is not an export format; CSV is written by `export anki` with --format csv, as in `countbiki export anki money.conbini --format csv --out conbini.csv`."
        )
      }
      throw UsageError("“\(word)” is not an export format; use anki, \(example).")
    }
    let names = Array(args.words.dropFirst())
    guard !names.isEmpty else {
      throw UsageError(
        "name at least one topic or category, as in `countbiki export anki money.conbini --out conbini.apkg`."
      )
    }
    let example = csv ? "conbini.csv" : "conbini.apkg"
    guard let out = args.out, !out.isEmpty else {
      throw UsageError("say where to write the deck with --out FILE, as in --out \(example).")
    }
    try checkWritable(out, example: example)
    let topics = try Resources.topics(named: names)
    let skill = args.skill
    var settings = try SpeechSettings.resolve(args.speech, voices: try Resources.voices())
      .announced(command: "export")
    let seed = Seed.value(args.seed)
    settings.seed = seed
    if args.seed == nil { Output.error("seed \(seed)") }
    let wanted = args.count
    let countTyped = args.countTyped
    let context = ContextOption.value(args.context, skill: skill)
    let deck = Deck(
      topics: topics, seed: seed, context: context, hosts: try ContextOption.hosts(context))
    let cards = ExportQuestions.distinct(wanted, from: deck)
      .map { Flashcard(question: $0, skill: skill) }
    let (audio, voiceIDs) = try ExportAudio.encode(cards, settings: settings)
    let pairs = Array(zip(cards, audio)).map { (card: $0.0, audio: $0.1) }
    let description = AnkiPackage.deckDescription(
      names: names, seed: seed, voices: try deckVoices(voiceIDs, settings: settings))
    do {
      if csv {
        try FlashcardCSV.write(pairs, to: out)
      } else {
        let package = AnkiPackage(
          deckName: AnkiPackage.deckName(for: names, skill: skill),
          deckDescription: description,
          skill: skill, cards: pairs)
        try package.write(to: out)
      }
    } catch {
      throw RuntimeError(error.description)
    }
    guard cards.count == wanted else {
      let topics = names.joined(separator: " ")
      // The learner asked for no number: every question there is makes a complete deck.
      guard countTyped else {
        Output.error("\(ExportError.shown(out)) holds \(cards.count) notes, every different question \(topics) has.")
        return ExitStatus.success
      }
      throw RuntimeError(
        "\(topics) has only \(cards.count) different questions, so \(ExportError.shown(out)) holds \(cards.count) notes, not \(wanted); ask for fewer with --count or add topics."
      )
    }
    return ExitStatus.success
  }

  /// Refuses, before any question is synthesized, an `--out` that cannot be written: a folder
  /// that does not exist or a folder named as the file (bad usage), or a place the system
  /// refuses (a read-only folder, a name too long).
  private static func checkWritable(_ out: String, example: String) throws {
    let target = linkTarget(out)
    let folder = URL(fileURLWithPath: target).deletingLastPathComponent()
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: target, isDirectory: &isFolder), isFolder.boolValue {
      let shown = ExportError.shown(out)
      throw UsageError(
        "--out \(shown) is a folder; give a file name, as in --out \(shown.hasSuffix("/") ? shown : shown + "/")\(example).")
    }
    guard FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
      isFolder.boolValue
    else {
      throw UsageError(
        "--out names a folder that does not exist (\(ExportError.shown(folder.path))); create it first or write elsewhere."
      )
    }
    do {
      try FileReplacement(replacing: out).discard()
    } catch {
      throw RuntimeError(ExportError.refused(path: out, error).description)
    }
  }

  /// The voices `ids` with their engines and credits, from the session's profiles (espeak-ng's
  /// `default`, which speaks where a chosen voice could not, is always among them).
  private static func deckVoices(_ ids: [String], settings: SpeechSettings) throws -> [DeckVoice] {
    let profiles = settings.voices.voices + (try Resources.voices()) + [.builtInDefault]
    return ids.map { id in
      guard let profile = profiles.first(where: { $0.id == id }) else { return DeckVoice(id: id, engine: SpeechEngine.espeakNG.title) }
      return DeckVoice(id: id, engine: profile.engine.kind.title, credit: profile.credit)
    }
  }
}
