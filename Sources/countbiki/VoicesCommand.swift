import Foundation
import HistoryClient
import Options
import ProcessIO
import Setup
import Speech

/// `countbiki voices` lists every voice a learner can choose; `countbiki voices add FILE` adds an
/// Open JTalk voice file.
enum VoicesCommand: Command {
  static let spec = CommandSpec(
    name: "voices",
    summary: "list the voices (engine, sex, installed, licence) or add an Open JTalk voice file",
    positionals: .forms(["", "add FILE.htsvoice"]),
    options: Arguments.options,
    about: """
      Lists every voice: its id, engine (espeak-ng or open-jtalk), sex, whether it is
      installed, its description and licence, and for a missing voice the command that
      installs it. * marks the voice used when --voice is not given: the one set with
      `countbiki config set voice ID`, else the best installed natural voice, else
      espeak-ng's `default`. The exit status is 1 when espeak-ng cannot speak Japanese.

      `voices add FILE.htsvoice [--id ID]` checks that FILE is a Japanese HTS voice, copies
      it to $XDG_DATA_HOME/countbiki/voices/ (~/.local/share/countbiki/voices/) and adds a
      voice profile for it. Open JTalk also finds voice files that Debian's voice packages
      install under /usr/share/hts-voice/.
      """)

  struct Arguments: OptionGroup {
    static let id = TypedOption<String?>(
      "id", "ID", help: "with add: the id the new voice is chosen by (the file's name otherwise)")
    static let options = [id.option]

    let positionals: [String]
    let id: String?

    init(_ arguments: ParsedArguments) {
      positionals = arguments.positionals
      id = arguments[Self.id]
    }
  }

  static func run(_ args: Arguments) throws -> Int32 {
    switch args.positionals.first {
    case nil:
      guard args.id == nil else {
        throw UsageError("--id names a voice being added, as in `countbiki voices add FILE.htsvoice --id ID`.")
      }
      return try list()
    case "add":
      guard args.positionals.count == 2 else {
        throw UsageError("voices add takes one voice file, as in `countbiki voices add mei_normal.htsvoice`.")
      }
      return try add(args.positionals[1], id: args.id)
    case let other?:
      throw UsageError("“\(other)” is not a voices command; use `countbiki voices` or `countbiki voices add FILE`.")
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
      if missing == nil, voice.openJTalkFile != nil { naturalInstalled = true }
      let engine = voice.engine.name.padding(toLength: 10, withPad: " ", startingAt: 0)
      let sex = (voice.sex?.rawValue ?? "-").padding(toLength: 6, withPad: " ", startingAt: 0)
      let state = missing == nil ? "installed" : "missing  "
      Output.line("\(mark) \(id)  \(engine) \(sex) \(state)  \(voice.description)")
      if case .openJTalk(let settings) = voice.engine {
        if !settings.licence.isEmpty { Output.line("    licence: \(settings.licence)") }
        if let missing { Output.line("    to install: \(installHint(missing, settings))") }
      }
    }
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

  /// What to run for a missing Open JTalk voice: the program and dictionary first, then the file.
  private static func installHint(_ missing: SpeechError, _ voice: OpenJTalkVoice) -> String {
    if case .openJTalkMissing(let reason) = missing, !reason.contains(".htsvoice") {
      return reason
    }
    return voice.install.isEmpty ? "`countbiki voices add FILE.htsvoice`" : voice.install
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
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(contentsOf: source).write(to: target, options: .atomic)
      var profile = VoiceCatalog.profile(for: file, id: id)
      if let known = builtIn.first(where: { $0.openJTalkFile == file.name }) {
        profile.description = known.description
        profile.sex = known.sex
        profile.engine = known.engine
      }
      profile.rank = max(profile.rank, 8)
      let encoder = JSONEncoder()
      encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
      try encoder.encode(profile).write(to: folder.appendingPathComponent(id + ".json"), options: .atomic)
      let licence = file.licence ?? (file.comment.isEmpty ? "no licence line found; check the voice's terms" : file.comment)
      Output.line("added \(id): \(target.path) (\(licence))")
    } catch let error as RuntimeError {
      throw error
    } catch {
      throw RuntimeError("cannot add the voice to \(folder.path): \(error.localizedDescription); check that the folder is writable.")
    }
    return ExitStatus.success
  }
}
