import CommandArguments
import Options

/// A subcommand of `countbiki`: parse (its `Arguments`, decoded once), plan, run.
protocol Command: Sendable {
  /// Its options and words, typed.
  associatedtype Arguments: OptionGroup
  /// Its words, options and help, declared once.
  static var spec: CommandSpec { get }
  /// Runs with the arguments after the command word; returns the exit status.
  static func run(_ arguments: Arguments) throws -> Int32
  /// True for a command that ends with a summary of a session: a stop signal that comes before
  /// its session starts is held for it (see `ProcessSignals`) rather than ending the process.
  static var holdsStopSignals: Bool { get }
}

extension Command {
  static var holdsStopSignals: Bool { false }

  /// Decodes the parsed words into the command's arguments and runs it.
  static func run(parsed: ParsedArguments) throws -> Int32 {
    try run(try Arguments(parsed))
  }
}

/// The arguments of a command that takes nothing but its words.
struct Words: OptionGroup {
  static let options: [Option] = []
  let positionals: [String]

  init(_ arguments: ParsedArguments) {
    positionals = arguments.positionals
  }
}
