import CountBikiKit
import Options
import Setup
import SpeechClient

/// What `countbiki drill` is told, decoded once.
public struct DrillArguments: OptionGroup {
  public static let seed = Seed.option(without: "shown in the summary")
  public static let questions = TypedOption(
    "questions", "N", whole: 1...100_000, help: "stop after N questions")
  public static let time = TypedOption(
    "time", "SECONDS", whole: 1...86_400,
    help: "stop after SECONDS; the unfinished question is not counted")
  public static let json = Flag(
    "json",
    help:
      "print only the summary, as JSON: seed, mode, totals, every challenge with its submissions (kind, text, seconds from the start) and the voice that said it"
  )
  public static let adaptive = Flag(
    "adaptive",
    help:
      "adapt the level as you answer (two right make it harder, a miss easier): first the speech-to-noise ratio of the scene (shop unless --scene names another), then the speed; the summary gives your threshold"
  )
  public static let options =
    [
      seed.option, questions.option, time.option, AudioChoice.option.option,
      SkillOption.option().option, ContextOption.option.option,
    ] + SpeechOptions.options + [
      NoColorOption.flag.option, json.option, FocusOption.option.option, adaptive.option,
      HistoryOptions.path.option, HistoryOptions.noHistory.option,
    ]
  public static let exclusive = [
    [questions.name, time.name], [HistoryOptions.path.name, HistoryOptions.noHistory.name],
  ]

  /// The topics and categories named.
  public let names: [String]
  public let seed: UInt64?
  /// `--questions` or `--time`; nil when neither is given.
  public let limit: Mode?
  /// `--audio` as typed; nil leaves it to the config file.
  public let audio: String?
  public let skill: Skill
  /// `--context` as typed.
  public let context: Context?
  public let speech: SpeechOptions
  public let noColor: Bool
  public let json: Bool
  /// `--focus` as typed (what it names is checked when the drill is planned, after the topics).
  public let focus: String?
  public let adaptive: Bool
  /// `--history` as typed.
  public let history: String?
  public let noHistory: Bool

  public init(_ arguments: ParsedArguments) {
    names = arguments.positionals
    seed = arguments[Self.seed]
    limit =
      if let questions = arguments[Self.questions] {
        .questions(Int(questions))
      } else if let seconds = arguments[Self.time] {
        .time(seconds: Int(seconds))
      } else {
        nil
      }
    audio = arguments.typed(AudioChoice.option)
    skill = arguments[SkillOption.option()]
    context = arguments[ContextOption.option]
    speech = SpeechOptions(arguments)
    noColor = arguments[NoColorOption.flag]
    json = arguments[Self.json]
    focus = arguments[FocusOption.option]
    adaptive = arguments[Self.adaptive]
    history = arguments[HistoryOptions.path]
    noHistory = arguments[HistoryOptions.noHistory]
  }
}
