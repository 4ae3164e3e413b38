import Foundation
import HistoryClient
import Options
import ProcessIO
import Setup
import SpeechClient
import SystemCalls

/// What `countbiki voices` is told, decoded once.
public struct VoicesArguments: OptionGroup {
  public static let id = TypedOption<String?>(
    "id", "ID", help: "with add: the id the new voice is chosen by (the file's name otherwise)")
  public static let options = [id.option]

  public let positionals: [String]
  public let id: String?

  public init(_ arguments: ParsedArguments) {
    positionals = arguments.positionals
    id = arguments[Self.id]
  }
}
