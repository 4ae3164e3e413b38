import CountBikiKit
import Foundation
import Options
import ProcessIO
import Setup

/// What `countbiki generate` is told, decoded once.
public struct GenerateArguments: OptionGroup {
  public static let count = TypedOption(
    "count", "N", whole: 1...100_000, default: 10, help: "how many questions")
  public static let seed = Seed.option(without: "printed on standard error")
  public static let json = Flag(
    "json",
    help: #"a JSON array of {"topic", "display", "reading", "accepted", "written", "answer"}"#)
  public static let options = [count.option, seed.option, ContextOption.option.option, json.option]

  public let names: [String]
  public let count: Int
  public let seed: UInt64?
  public let context: Context?
  public let json: Bool

  public init(_ arguments: ParsedArguments) {
    names = arguments.positionals
    count = arguments[Self.count]
    seed = arguments[Self.seed]
    context = arguments[ContextOption.option]
    json = arguments[Self.json]
  }
}
