import CountBikiKit
import Foundation
import Options
import ProcessIO
import Setup
import SpeechClient
import SystemCalls

/// What `countbiki export` is told, decoded once.
public struct ExportArguments: OptionGroup {
  /// Notes written unless `--count` says otherwise.
  public static let standardCount = 50

  /// What `--format` writes.
  public enum Format: String, Sendable {
    case apkg, csv
  }

  public static let out = TypedOption<String?>(
    "out", "FILE", help: "the file to write: deck.apkg, or deck.csv with --format csv")
  public static let count = TypedOption(
    "count", "N", whole: 1...10_000, default: standardCount, help: "how many notes (all different)")
  public static let seed = Seed.option(without: "printed on standard error")
  public static let skill = SkillOption.option([.listening, .reading])
  public static let format = TypedOption(
    "format", "FORMAT",
    cases: [
      (Format.apkg, help: "an Anki package that Anki imports as one deck"),
      (Format.csv, help: "FILE as CSV and the audio in a folder FILE-audio beside it"),
    ], default: .apkg, help: "what to write")
  public static let options =
    [
      out.option, count.option, seed.option, skill.option, ContextOption.option.option,
      format.option,
    ] + SpeechOptions.options.filter { $0.name != SpeechOptions.device.name }

  public let words: [String]
  public let out: String?
  public let count: Int
  /// Whether `--count` was typed: without it, every different question makes a whole deck.
  public let countTyped: Bool
  public let seed: UInt64?
  public let skill: Skill
  public let context: Context?
  public let format: Format
  public let speech: SpeechOptions

  public init(_ arguments: ParsedArguments) {
    words = arguments.positionals
    out = arguments[Self.out]
    count = arguments[Self.count]
    countTyped = arguments.given(Self.count)
    seed = arguments[Self.seed]
    skill = arguments[Self.skill]
    context = arguments[ContextOption.option]
    format = arguments[Self.format]
    speech = SpeechOptions(arguments)
  }
}
