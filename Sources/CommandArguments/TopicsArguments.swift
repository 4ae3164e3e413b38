import CountBikiKit
import Foundation
import Options
import ProcessIO
import Setup

/// What `countbiki topics` is told, decoded once.
public struct TopicsArguments: OptionGroup {
  public static let json = Flag(
    "json",
    help: #"a JSON array of {"id", "title", "topics": [{"id", "title", "description", "notes"}]}"#)
  public static let options = [json.option]

  public let wanted: String?
  public let json: Bool

  public init(_ arguments: ParsedArguments) {
    wanted = arguments.positionals.first
    json = arguments[Self.json]
  }
}
