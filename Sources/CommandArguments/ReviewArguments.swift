import CountBikiKit
import Foundation
import History
import HistoryClient
import Options
import ProcessIO
import Screen
import Setup
import SpeechClient

/// What `countbiki review` is told, decoded once.
public struct ReviewArguments: OptionGroup {
  /// Patterns reviewed unless `--questions` says otherwise.
  public static let patternsPerReview = 20

  public static let seed = Seed.option(without: "shown in the summary")
  public static let questions = TypedOption(
    "questions", "N", whole: 1...1000, default: patternsPerReview,
    help: "review at most N patterns, the most overdue first")
  public static let json = Flag(
    "json",
    help:
      "print only the summary, as JSON, as `countbiki drill --json` does; with nothing to review, a summary with no challenge and `due` (patterns due now, in no topic there is) and `next` (the next pattern to fall due and when, or null)"
  )
  public static let hardListening = Flag(
    "hard-listening",
    help:
      "the better you know the patterns, the noisier: the scene's speech-to-noise ratio falls as the patterns' FSRS stability grows (the shop unless --scene names a scene with noise)"
  )
  public static let options =
    [seed.option, questions.option, AudioChoice.option.option, ContextOption.option.option]
    + SpeechOptions.options + [
      NoColorOption.flag.option, json.option, HistoryOptions.path.option, hardListening.option,
    ]

  public let seed: UInt64?
  public let questions: Int
  public let audio: String?
  public let context: Context?
  public let speech: SpeechOptions
  public let noColor: Bool
  public let json: Bool
  public let history: String?
  public let hardListening: Bool

  public init(_ arguments: ParsedArguments) {
    seed = arguments[Self.seed]
    questions = arguments[Self.questions]
    audio = arguments.typed(AudioChoice.option)
    context = arguments[ContextOption.option]
    speech = SpeechOptions(arguments)
    noColor = arguments[NoColorOption.flag]
    json = arguments[Self.json]
    history = arguments[HistoryOptions.path]
    hardListening = arguments[Self.hardListening]
  }
}
