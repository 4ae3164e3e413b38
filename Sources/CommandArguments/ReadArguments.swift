import CountBikiKit
import Foundation
import Options
import ProcessIO
import Screen

/// What `countbiki read` is told, decoded once.
public struct ReadArguments: OptionGroup {
  public static let all = Flag(
    "all", help: "every accepted reading, canonical first, separated by one space")
  public static let explain = Flag(
    "explain",
    help: "the canonical reading cut into parts, with the sound pattern behind each change")
  public static let json = Flag(
    "json",
    help: #"a JSON array of {"text", "reading", "accepted"} (with --explain: "parts", "patterns")"#)
  public static let options = [all.option, explain.option, json.option]

  public let expressions: [String]
  public let all: Bool
  public let explain: Bool
  public let json: Bool

  public init(_ arguments: ParsedArguments) {
    expressions = arguments.positionals
    all = arguments[Self.all]
    explain = arguments[Self.explain]
    json = arguments[Self.json]
  }
}
