import Options

/// A subcommand of `countbiki`.
protocol Command: Sendable {
  /// Its words, options and help, declared once.
  static var spec: CommandSpec { get }
  /// Runs with the parsed arguments after the command word; returns the exit status.
  static func run(_ arguments: ParsedArguments) throws -> Int32
  /// True for a command that ends with a summary of a session: a stop signal that comes before
  /// its session starts is held for it (see `ProcessSignals`) rather than ending the process.
  static var holdsStopSignals: Bool { get }
}

extension Command {
  static var holdsStopSignals: Bool { false }
}
