import Foundation

/// A subcommand of `countbiki`.
protocol Command: Sendable {
  /// The word that selects it: `read`.
  static var name: String { get }
  /// One line for the command list.
  static var summary: String { get }
  /// The full `--help` text.
  static var help: String { get }
  /// Runs with the arguments after the command word; returns the exit status.
  static func run(_ arguments: [String]) throws -> Int32
}

/// Exit statuses: 0 success, 1 the command ran but could not do all it was asked, 2 bad usage.
enum ExitStatus {
  static let success: Int32 = 0
  static let failure: Int32 = 1
  static let usage: Int32 = 2
}

/// A mistake in how countbiki was called; printed as one sentence, exit status 2.
struct UsageError: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
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

enum CLI {
  static let commands: [any Command.Type] = [
    ReadCommand.self,
    TopicsCommand.self,
    GenerateCommand.self,
    DrillCommand.self,
    SayCommand.self,
    VoicesCommand.self,
    ConfigCommand.self,
    StatsCommand.self,
    HistoryCommand.self,
  ]

  static var usage: String {
    let width = commands.map { $0.name.count }.max() ?? 0
    let lines = commands.map { "  \($0.name.padding(toLength: width + 2, withPad: " ", startingAt: 0))\($0.summary)" }
    return """
      countbiki — hear Japanese numbers, type what you heard.

      Usage: countbiki COMMAND [ARGUMENTS] [OPTIONS]

      Commands:
      \(lines.joined(separator: "\n"))

      Run `countbiki COMMAND --help` for a command's options.
      """
  }

  static func run(_ arguments: [String]) -> Int32 {
    let status = runCommand(arguments)
    Output.flush()
    guard let failure = Output.failure else { return status }
    Output.error("countbiki: cannot write to standard output (\(failure)).")
    return status == ExitStatus.success ? ExitStatus.failure : status
  }

  private static func runCommand(_ arguments: [String]) -> Int32 {
    guard let word = arguments.first else {
      Output.error(usage)
      return ExitStatus.usage
    }
    if word == "--help" || word == "-h" || word == "help" {
      Output.line(usage)
      Output.flush()
      return ExitStatus.success
    }
    guard let command = commands.first(where: { $0.name == word }) else {
      Output.error("countbiki: “\(word)” is not a command; run `countbiki --help` for the list.")
      return ExitStatus.usage
    }
    let rest = Array(arguments.dropFirst())
    if rest.contains("--help") || rest.contains("-h") {
      Output.line(command.help)
      Output.flush()
      return ExitStatus.success
    }
    do {
      let status = try command.run(rest)
      Output.flush()
      return status
    } catch let error as UsageError {
      Output.flush()
      Output.error("countbiki \(command.name): \(error.description)")
      return ExitStatus.usage
    } catch let error as RuntimeError {
      Output.flush()
      Output.error("countbiki \(command.name): \(error.description)")
      return error.status
    } catch {
      Output.flush()
      Output.error("countbiki \(command.name): \(error)")
      return ExitStatus.failure
    }
  }
}
