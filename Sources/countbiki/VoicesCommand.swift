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
    let voices = try Resources.voices()
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
    switch try SpeechTask.run({ await Espeak.check() }) {
    case .success(let installation):
      Output.line(
        "espeak-ng \(installation.version) with Japanese data at \(installation.dataPath)")
      return ExitStatus.success
    case .failure(let error):
      Output.error("countbiki voices: \(error.description)")
      return ExitStatus.failure
    }
  }
}
