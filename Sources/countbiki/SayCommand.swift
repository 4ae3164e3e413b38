import CommandArguments
import CountBikiKit
import Foundation
import Options
import ProcessIO
import Setup
import Speech
import SpeechClient

/// `countbiki say TEXT...`: speaks numbers the way the drills do, or writes them to a WAV file.
enum SayCommand: Command {
  static let spec = CommandSpec(
    name: "say",
    summary: "say a number aloud (1234円, 3本, 14時30分, or kana) or write it as a WAV file",
    positionals: .words(
      name: "TEXT", required: true, repeats: true,
      missing: "give something to say, as in `countbiki say 1234円`."),
    options: Arguments.options,
    about: """
      Says each TEXT in Japanese, one after another, on the ALSA audio device (`default`
      unless --device or `countbiki config set device` names another). TEXT is what
      `countbiki read` accepts (1234円, 3本, 14時30分, 令和元年) or kana (せんにひゃく,
      ジューヨジ), which is said as written. Ctrl-C, SIGTERM and SIGHUP stop the sound at
      once.
      """,
    footer: SpeechSettings.optionsFooter)

  typealias Arguments = SayArguments

  static func run(_ args: Arguments) throws -> Int32 {
    let parts = try spokenParts(args.texts)
    let voices = try Resources.voices()
    let settings = try SpeechSettings.resolve(args.speech, voices: voices).seeded(args.seed)
      .announced(command: spec.name)
    let utterance = settings.utterance(parts)
    if let wav = args.wav {
      guard !wav.isEmpty else { throw UsageError("--wav needs a file name, as in --wav 1234.wav.") }
      // Each TEXT is its own clip, said by the voice (and rate) chosen for all of them.
      let utterances = try args.texts.map { text in
        var clip = settings.utterance([try spokenPart(text)])
        (clip.voice, clip.rate) = (utterance.voice, utterance.rate)
        return clip
      }
      try SpeechTask.run {
        try await writeWAV(utterances, to: URL(fileURLWithPath: wav), fallback: settings.engineFallback)
      }
    }
    if args.json {
      let clip = try SpeechTask.run {
        try await SpeechClient.live(
          voicesDirectory: Resources.voicesFolder(), fallback: settings.engineFallback
        ).render(utterance)
      }
      Output.line(try JSON.encode(Report(clip, utterance: utterance)))
    } else if args.wav == nil {
      try SpeechTask.run(deviceFromFlag: settings.deviceFromFlag) {
        let client = SpeechClient.live(
          voicesDirectory: try Resources.voicesFolder(), device: settings.device,
          fallback: settings.engineFallback)
        // The device opens while the audio is made.
        async let pcm = client.synthesize(utterance)
        try await client.prepare()
        try await client.play(pcm)
      }
    }
    return ExitStatus.success
  }

  /// Writes each utterance in turn to the WAV file at `url`, a short pause between them, as it
  /// is made: memory does not grow with the file, and a stop signal (which cancels the task)
  /// ends it within one utterance and leaves no file.
  private static func writeWAV(
    _ utterances: [Utterance], to url: URL, fallback: @escaping @Sendable (SpeechError) -> Void
  ) async throws {
    let client = SpeechClient.live(voicesDirectory: try Resources.voicesFolder(), fallback: fallback)
    let writer = try WAVWriter(url: url)
    for (index, utterance) in utterances.enumerated() {
      try Task.checkCancellation()
      let pcm = try await client.synthesize(utterance)
      if index > 0 { try writer.append(.silence(seconds: pause, sampleRate: pcm.sampleRate)) }
      try writer.append(pcm)
    }
    try Task.checkCancellation()
    try writer.finish()
  }

  /// The silence between two TEXTs written to a WAV file.
  static let pause = 0.3

  /// What `--json` prints: who said it, what the engine was given and what it said.
  private struct Report: Encodable {
    let engine: String
    let voice: String
    let text: String
    let reading: String
    let spoken: String
    let fromWritten: Bool
    let seconds: Double
    /// The voice's licence, for a voice whose audio must credit it.
    let licence: String?

    init(_ clip: SpokenClip, utterance: Utterance) {
      engine = clip.engine
      voice = clip.voice
      text = clip.engineText
      reading = utterance.reading
      spoken = clip.engineReading
      fromWritten = clip.fromWritten
      seconds = (clip.pcm.duration * 1000).rounded() / 1000
      licence = clip.engine == utterance.voice.engine.kind.name ? utterance.voice.credit : nil
    }
  }

  /// What is said for the TEXT arguments, one part each with a space between them: kana as
  /// written, anything else as the reading engine reads it.
  static func spokenParts(_ texts: [String]) throws -> [SpokenPart] {
    var parts: [SpokenPart] = []
    for text in texts {
      if !parts.isEmpty { parts.append(SpokenPart(written: " ", reading: " ")) }
      parts.append(try spokenPart(text))
    }
    return parts
  }

  private static func spokenPart(_ text: String) throws -> SpokenPart {
    let kana = Kana.hiragana(text)
    if Kana.isHiragana(kana) { return SpokenPart(written: text, reading: kana) }
    do {
      let reading = try Expression(text).reading.canonical
      return SpokenPart(written: SpokenPart.writtenForReadingAloud(text, reading: reading), reading: reading)
    } catch {
      throw UsageError(
        "\(error.description); give a number as `countbiki read` accepts it, or kana.")
    }
  }
}
