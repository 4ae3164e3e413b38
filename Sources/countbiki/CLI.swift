import CommandArguments
import CountBikiKit
import Options
import ProcessIO

/// The `countbiki` command line: picks the command, parses its arguments against its
/// declaration, runs it and turns its errors into one sentence and an exit status.
enum CLI {
  /// The version `countbiki --version` prints.
  static let version = "0.1.0"

  static let commands: [any Command.Type] = [
    ReadCommand.self,
    TopicsCommand.self,
    GenerateCommand.self,
    DrillCommand.self,
    SayCommand.self,
    VoicesCommand.self,
    DevicesCommand.self,
    ConfigCommand.self,
    StatsCommand.self,
    ReviewCommand.self,
    HistoryCommand.self,
    ExportCommand.self,
    CompletionsCommand.self,
  ]

  static func run(_ arguments: [String]) -> Int32 {
    let status = runCommand(arguments)
    Output.flush()
    guard let failure = Output.failure else { return status }
    Output.error("countbiki: cannot write to standard output (\(failure)).")
    return status == ExitStatus.success ? ExitStatus.failure : status
  }

  private static func runCommand(_ arguments: [String]) -> Int32 {
    if commands.first(where: { $0.spec.name == arguments.first })?.holdsStopSignals != true {
      ProcessSignals.release()
    }
    guard let word = arguments.first else {
      Output.error(usage)
      return ExitStatus.usage
    }
    let rest = Array(arguments.dropFirst())
    switch word {
    case "--help", "-h":
      return printed(usage)
    case "--version":
      return printed("countbiki \(version)")
    case "help":
      // `help --help` asks for help with help: the command list is it.
      let names = rest.filter { $0 != "--help" && $0 != "-h" }
      guard let name = names.first else { return printed(usage) }
      do {
        guard names.count == 1 else {
          throw UsageError("help takes one command name, as in `countbiki help drill`.")
        }
        return printed(try command(named: name).spec.help)
      } catch {
        return reported(error, prefix: "countbiki")
      }
    default:
      break
    }
    let command: any Command.Type
    do {
      command = try self.command(named: word)
    } catch {
      return reported(error, prefix: "countbiki")
    }
    if ParsedArguments.asksForHelp(rest) { return printed(command.spec.help) }
    do {
      let status = try command.run(parsed: try ParsedArguments(rest, spec: command.spec))
      Output.flush()
      return status
    } catch {
      return reported(error, prefix: "countbiki \(command.spec.name)")
    }
  }

  /// The command called `name`; a word that is not one is a usage error, with the nearest
  /// command when one is close.
  static func command(named name: String) throws -> any Command.Type {
    if let command = commands.first(where: { $0.spec.name == name }) { return command }
    if name.hasPrefix("-") {
      throw UsageError(
        "\(name) is not an option of countbiki; run `countbiki --help` for the commands.")
    }
    let names = commands.map { $0.spec.name }
    let distances = names.map { TopicCatalog.editDistance(name.lowercased(), $0) }
    if let best = distances.indices.min(by: { distances[$0] < distances[$1] }),
      distances[best] <= max(1, names[best].count / 3)
    {
      throw UsageError("“\(name)” is not a command; did you mean \(names[best])?")
    }
    throw UsageError("“\(name)” is not a command; run `countbiki --help` for the list.")
  }

  private static func printed(_ text: String) -> Int32 {
    Output.line(text)
    Output.flush()
    return ExitStatus.success
  }

  private static func reported(_ error: any Error, prefix: String) -> Int32 {
    Output.flush()
    switch error {
    case let error as UsageError:
      Output.error("\(prefix): \(error.description)")
      return ExitStatus.usage
    case let stop as StopSignal:
      return 128 + stop.number
    case let error as RuntimeError:
      Output.error("\(prefix): \(error.description)")
      return error.status
    default:
      Output.error("\(prefix): \(error)")
      return ExitStatus.failure
    }
  }

  static var usage: String {
    let rows = commands.map { ($0.spec.name, $0.spec.summary) }
    return """
      countbiki — hear Japanese numbers, type what you heard.

      Usage: countbiki COMMAND [ARGUMENTS] [OPTIONS]

      Commands:
      \(CommandSpec.table(rows))

      Run `countbiki help COMMAND` (or `countbiki COMMAND --help`) for a command's options,
      `countbiki --version` for the version.
      """
  }
}
