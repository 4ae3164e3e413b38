import Foundation
import TestSupport

/// The `anki` Python package (Anki's own importer) in a virtual environment of its own under the
/// temporary folder. When pip cannot install it (no network, no python3-venv) every test that
/// needs it fails with the reason; none passes without Anki.
enum AnkiImport {
  /// The release of Anki the packages are checked with.
  static let version = "26.9.3"

  /// The virtual environment's python, or why there is none: looked for or made by the first
  /// test that needs it while the others await the same task.
  static let python = Task { () -> Result<String, TestFailure> in
    do {
      return .success(try await onThread { try environment() })
    } catch let failure as TestFailure {
      return .failure(failure)
    } catch {
      return .failure(TestFailure("the anki virtual environment could not be made: \(error)"))
    }
  }

  /// The python of `countbiki-anki-VERSION` in the temporary folder, made by the first test run
  /// that needs it and kept for the runs after it (a CI job that runs the suite again does not
  /// install Anki again). A lock keeps two runs from making it at once, and a file written last
  /// tells a finished environment from one a run left half made, which is made again.
  private static func environment() throws -> String {
    let root = FileManager.default.temporaryDirectory
    let folder = root.appendingPathComponent("countbiki-anki-\(version)")
    let lock = open(
      root.appendingPathComponent("countbiki-anki-\(version).lock").path,
      O_CREAT | O_RDWR | O_CLOEXEC, 0o600)
    guard lock >= 0 else {
      throw TestFailure("cannot lock the anki environment: \(String(cString: strerror(errno)))")
    }
    defer { close(lock) }
    while flock(lock, LOCK_EX) != 0 {
      guard errno == EINTR else {
        throw TestFailure("cannot lock the anki environment: \(String(cString: strerror(errno)))")
      }
    }
    let venv = folder.appendingPathComponent("venv")
    let finished = folder.appendingPathComponent("finished")
    let python = venv.appendingPathComponent("bin/python").path
    if FileManager.default.fileExists(atPath: finished.path) { return python }
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let environment = Isolation.environment(home: folder.appendingPathComponent("home"))
    let made = try Binary.run(
      "/usr/bin/python3", ["-m", "venv", venv.path], environment: environment,
      limit: .seconds(120))
    guard made.status == 0 else {
      throw TestFailure("python3 -m venv failed (install python3-venv): \(made.error)")
    }
    let pip = try Binary.run(
      venv.appendingPathComponent("bin/pip").path,
      ["install", "--quiet", "--disable-pip-version-check", "anki==\(version)"],
      environment: environment, limit: .seconds(600))
    guard pip.status == 0 else {
      throw TestFailure("pip could not install the anki package from PyPI: \(pip.error)")
    }
    try Data().write(to: finished)
    return python
  }

  /// What Anki made of the packages, imported one after another into one new collection.
  struct Report: Decodable {
    struct Note: Decodable {
      let guid: String
      let noteType: String
      let fields: [String: String]
      let deck: String
      let question: String
      let answer: String
    }
    /// Counts from each import: notes added, and notes that were already there.
    let imports: [[String: Int]]
    let notes: [Note]
    let mediaFolder: String
    let mediaFiles: [String]
    /// Each deck's description, by deck name.
    let deckDescriptions: [String: String]
  }

  /// Imports `packages` into a fresh collection in `folder` and reports the result.
  static func run(_ packages: [URL], in folder: URL) async throws -> Report {
    let python = try await self.python.value.get()
    let script = folder.appendingPathComponent("import.py")
    try Data(importScript.utf8).write(to: script)
    let collection = folder.appendingPathComponent("anki/collection.anki2")
    let result = try await Binary.run(
      python, [script.path, collection.path] + packages.map(\.path),
      environment: Isolation.environment(home: folder.appendingPathComponent("home")),
      limit: .seconds(120))
    guard result.status == 0, let json = result.output.split(separator: "\n").last else {
      throw TestFailure("Anki could not import the package: \(result.output)\(result.error)")
    }
    return try JSONDecoder().decode(Report.self, from: Data(json.utf8))
  }

  private static let importScript = """
    import json, os, sys
    from anki.collection import Collection, ImportAnkiPackageOptions, ImportAnkiPackageRequest

    os.makedirs(os.path.dirname(sys.argv[1]), exist_ok=True)
    col = Collection(sys.argv[1])
    imports = []
    for package in sys.argv[2:]:
        options = ImportAnkiPackageOptions(with_scheduling=False, with_deck_configs=False)
        log = col.import_anki_package(
            ImportAnkiPackageRequest(package_path=package, options=options)).log
        imports.append({"new": len(log.new), "updated": len(log.updated),
                        "unchanged": len(log.duplicate), "conflicting": len(log.conflicting)})
    notes = []
    for nid in col.find_notes(""):
        note = col.get_note(nid)
        card = note.cards()[0]
        notes.append({"guid": note.guid, "noteType": note.note_type()["name"],
                      "fields": dict(note.items()), "deck": col.decks.name(card.did),
                      "question": card.question(), "answer": card.answer()})
    media = col.media.dir()
    descriptions = {deck.name: col.decks.get(deck.id)["desc"]
                    for deck in col.decks.all_names_and_ids()}
    print(json.dumps({"imports": imports, "notes": notes, "mediaFolder": media,
                      "mediaFiles": sorted(os.listdir(media)), "deckDescriptions": descriptions}))
    col.close()
    """
}
