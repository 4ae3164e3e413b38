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

/// Exit statuses: 0 success, 1 the command ran but could not do all it was asked, 2 bad usage.
enum ExitStatus {
  static let success: Int32 = 0
  static let failure: Int32 = 1
  static let usage: Int32 = 2
}

/// A problem the command cannot get past (missing file, no audio data); one sentence, status 1.
struct RuntimeError: Error, CustomStringConvertible {
  let description: String
  let status: Int32
  init(_ description: String, status: Int32 = ExitStatus.failure) {
    self.description = description
    self.status = status
  }
}
