import Foundation
import Speech

/// `countbiki voices`: the voice profiles, and whether espeak-ng can speak Japanese here.
enum VoicesCommand: Command {
  static let spec = CommandSpec(
    name: "voices",
    summary: "list the voice profiles and check that espeak-ng and its Japanese data are installed",
    positionals: .none, options: [],
    about: """
      Lists the voice profiles in Voices/ (id, espeak-ng voice, normal speed and pitch,
      description), marks the one in use with *, and says whether espeak-ng and its
      Japanese data are installed. The exit status is 1 when espeak-ng cannot speak
      Japanese. Voices/ is found above the countbiki executable, or in
      $\(ResourceDirectory.environmentVariable).
      """)

  static func run(_: ParsedArguments) throws -> Int32 {
    let voices = try builtInVoices()
    let chosen = (try? ConfigFile.standard.load().voice) ?? VoiceProfile.defaultID
    let idWidth = voices.map(\.id.count).max() ?? 0
    let nameWidth = voices.map(\.espeakName.count).max() ?? 0
    for voice in voices {
      let mark = voice.id == chosen ? "*" : " "
      let id = voice.id.padding(toLength: idWidth, withPad: " ", startingAt: 0)
      let name = voice.espeakName.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
      Output.line(
        "\(mark) \(id)  \(name)  \(voice.wordsPerMinute) wpm  pitch \(voice.pitch)  \(voice.description)"
      )
    }
    let check = Check()
    try runSpeech { check.result = await Espeak.check() }
    switch check.result {
    case .success(let installation)?:
      Output.line(
        "espeak-ng \(installation.version) with Japanese data at \(installation.dataPath)")
      return ExitStatus.success
    case .failure(let error)?:
      Output.error("countbiki voices: \(error.description)")
      return ExitStatus.failure
    case nil:
      return ExitStatus.failure
    }
  }

  /// The `Voices/` folder.
  static func directory() throws -> URL {
    do {
      return try ResourceDirectory.find("Voices")
    } catch {
      throw RuntimeError(error.description)
    }
  }

  /// The built-in voice profiles; a broken profile is named in the error.
  static func builtInVoices() throws -> [VoiceProfile] {
    do {
      return try VoiceProfile.load(from: directory())
    } catch let error as SpeechError {
      throw RuntimeError(error.description)
    }
  }
}

private final class Check: @unchecked Sendable {
  var result: Result<Espeak.Installation, SpeechError>?
}
