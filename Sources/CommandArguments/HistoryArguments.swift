import CountBikiKit
import Foundation
import History
import HistoryClient
import Options
import ProcessIO
import Screen
import Setup

/// What `countbiki history` is told, decoded once.
public struct HistoryArguments: OptionGroup {
  public static let json = Flag("json", help: "list sessions, or export, as JSON")
  public static let csv = Flag("csv", help: "export as CSV: one row per submission")
  public static let all = Flag("all", help: "forget every session")
  public static let yes = Flag("yes", help: "forget without asking")
  public static let options = [
    HistoryOptions.path.option, json.option, csv.option.section("export"),
    all.option.section("forget"), yes.option.section("forget"),
  ]

  public let words: [String]
  public let history: String?
  public let json: Bool
  public let csv: Bool
  public let all: Bool
  public let yes: Bool

  public init(_ arguments: ParsedArguments) {
    words = arguments.positionals
    history = arguments[HistoryOptions.path]
    json = arguments[Self.json]
    csv = arguments[Self.csv]
    all = arguments[Self.all]
    yes = arguments[Self.yes]
  }
}
