import CountBikiKit
import Foundation
import Speech

/// `countbiki say TEXT...`: speaks numbers the way the drills do, or writes them to a WAV file.
enum SayCommand: Command {
  static let spec = CommandSpec(
    name: "say",
    summary: "say a number aloud (1234円, 3本, 14時30分, or kana) or write it as a WAV file",
    positionals: .words(
      name: "TEXT", required: true, repeats: true,
      missing: "give something to say, as in `countbiki say 1234円`."),
    options: [
      .value("wav", "FILE", help: "write the audio to FILE (16-bit mono WAV) instead of playing it")
    ] + SpeechSettings.options,
    about: """
      Says each TEXT in Japanese, one after another, on the default ALSA audio device.
      TEXT is what `countbiki read` accepts (1234円, 3本, 14時30分, 令和元年) or kana
      (せんにひゃく, ジューヨジ), which is said as written. Ctrl-C stops the sound at once.
      """,
    footer: SpeechSettings.optionsFooter)

  static func run(_ args: ParsedArguments) throws -> Int32 {
    let texts = try args.positionals.map(spokenText)
    let voices = try Resources.voices()
    let settings = try SpeechSettings.resolve(args, voices: voices)
    let utterance = settings.utterance(texts.joined(separator: " "))
    if let wav = args.text("wav") {
      guard !wav.isEmpty else { throw UsageError("--wav needs a file name, as in --wav 1234.wav.") }
      let url = URL(fileURLWithPath: wav)
      try SpeechTask.run {
        let pcm = try await SpeechClient.live(voicesDirectory: Resources.voicesFolder())
          .synthesize(utterance)
        try pcm.writeWAV(to: url)
      }
    } else {
      try SpeechTask.run {
        let client = SpeechClient.live(voicesDirectory: try Resources.voicesFolder())
        let pcm = try await client.synthesize(utterance)
        try await client.play(pcm)
      }
    }
    return ExitStatus.success
  }

  /// The text espeak-ng is given for one TEXT argument: kana as written, anything else through
  /// the reading engine; always katakana with long vowels marked.
  static func spokenText(_ text: String) throws -> String {
    let kana = Kana.hiragana(text)
    if Kana.isHiragana(kana) { return SpokenText.forReading(kana) }
    do {
      return SpokenText.forReading(try Expression(text).reading.canonical)
    } catch {
      throw UsageError(
        "\(error.description); give a number as `countbiki read` accepts it, or kana.")
    }
  }
}
