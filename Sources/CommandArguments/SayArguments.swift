import CountBikiKit
import Foundation
import Options
import ProcessIO
import Setup
import SpeechClient

/// What `countbiki say` is told, decoded once.
public struct SayArguments: OptionGroup {
  public static let wav = TypedOption<String?>(
    "wav", "FILE", help: "write the audio to FILE (16-bit mono WAV) instead of playing it")
  public static let json = Flag(
    "json",
    help:
      "print the engine, the voice, the text the engine was given and the reading it spoke, instead of playing"
  )
  public static let seed = TypedOption(
    "seed", "S", whole: 0...UInt64.max, default: UInt64(0),
    help:
      "draws the voice (of several given to --voice) and the scene's noise (--scene); the same seed gives the same sound"
  )
  public static let options =
    [wav.option, json.option, seed.option] + SpeechOptions.options.map(worded)

  /// The shared speech options in words true of `say`, which has no questions: one voice,
  /// drawn from the seed and the text, says all of it.
  private static func worded(_ option: Option) -> Option {
    switch option.name {
    case SpeechOptions.voice.name:
      option.helping(
        "a voice listed by `countbiki voices` (default: the best installed); of several, as A,B, or `mix` (every installed natural voice), the seed and the text choose the one that says it all"
      )
    case SpeechOptions.vary.name:
      option.helping("make the voice up to 10 % faster or slower, as the seed and the text choose")
    default: option
    }
  }

  public let texts: [String]
  public let wav: String?
  public let json: Bool
  public let seed: UInt64
  public let speech: SpeechOptions

  public init(_ arguments: ParsedArguments) {
    texts = arguments.positionals
    wav = arguments[Self.wav]
    json = arguments[Self.json]
    seed = arguments[Self.seed]
    speech = SpeechOptions(arguments)
  }
}
